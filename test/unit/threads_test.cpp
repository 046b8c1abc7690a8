// Host threads launching at once: each on its own data, and several on one shared
// array_view under a race-free hand-over protocol. Every result is checked.
#include "test_kernels.h"

#include <amp.h>

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <thread>
#include <vector>

using concurrency::array_view;

namespace {

/// Runs body(t) on `n` threads and joins them. A failure inside a thread is
/// recorded as a string (gtest assertions are not for other threads) and
/// reported here, with the exceptions the runtime threw.
template <class Body> void run_threads(int n, Body body) {
  std::mutex m;
  std::vector<std::string> failures;
  std::vector<std::thread> threads;
  for (int t = 0; t < n; ++t)
    threads.emplace_back([&, t] {
      std::string why;
      try {
        why = body(t);
      } catch (const std::exception &e) {
        why = std::string("exception: ") + e.what();
      }
      if (!why.empty()) {
        std::lock_guard<std::mutex> lock(m);
        failures.push_back("thread " + std::to_string(t) + ": " + why);
      }
    });
  for (auto &th : threads) th.join();
  for (const auto &f : failures) ADD_FAILURE() << f;
}

void inc(const amp_clang::kernel_desc &k, const array_view<float, 1> &av) {
  amp_clang::launch(k, av.extent, [&](amp_clang::launch_args &a) { a.view(4, av); });
}

/// "" when every element of `v` is `want`, else the first that is not.
std::string all_equal(const float *v, int n, float want) {
  for (int i = 0; i < n; ++i)
    if (v[i] != want)
      return "element " + std::to_string(i) + " is " + std::to_string(v[i]) + ", expected " + std::to_string(want);
  return {};
}

} // namespace

// 8 threads x 500 launches, each thread on its own data. Even threads keep one
// view; odd threads make a new vector and view every 100 launches, so that
// buffers are released while others launch the same kernel (the kernel
// entry's remembered arguments must not outlive them). Threads 0..3 use the
// kernel with a vector variant, the others the plain one.
TEST(threads, each_thread_its_own_data) {
  constexpr int threads = 8, launches = 500, n = 300; // 300: vector part and remainder both run
  run_threads(threads, [&](int t) -> std::string {
    const amp_clang::kernel_desc &k = t < 4 ? amp_test::k_inc_vec : amp_test::k_inc;
    auto data = std::make_unique<std::vector<float>>(n, float(t));
    auto av = std::make_unique<array_view<float, 1>>(n, *data);
    for (int i = 1; i <= launches; ++i) {
      inc(k, *av);
      if (i % 50 == 0) { // a running check: every element is t + i
        av->synchronize();
        std::string why = all_equal(data->data(), n, float(t + i));
        if (!why.empty()) return "after launch " + std::to_string(i) + ": " + why;
      }
      if (t % 2 && i % 100 == 0) { // a fresh buffer whose data goes on from t + i
        av.reset();
        data = std::make_unique<std::vector<float>>(n, float(t + i));
        av = std::make_unique<array_view<float, 1>>(n, *data);
      }
    }
    av->synchronize();
    return all_equal(data->data(), n, float(t + launches));
  });
}

// Four threads take turns with one view over one vector: a mutex and a turn
// counter hand it over. On its turn a thread checks the value the previous
// turns left, adds 1 on the host behind the view's back (then refresh()), adds
// 1 on the device, and synchronize()s before handing over.
TEST(threads, shared_view_handed_over_in_turns) {
  constexpr int threads = 4, turns_each = 40, n = 256;
  std::vector<float> data(n, 0.0f);
  array_view<float, 1> av(n, data);
  std::mutex m;
  std::condition_variable cv;
  int turn = 0;
  bool failed = false; // a failed turn ends every thread's wait
  run_threads(threads, [&](int t) -> std::string {
    for (int i = 0; i < turns_each; ++i) {
      std::unique_lock<std::mutex> lock(m);
      cv.wait(lock, [&] { return failed || turn % threads == t; });
      if (failed) return "stopped: another thread failed";
      std::string why = all_equal(data.data(), n, 2.0f * turn);
      if (!why.empty()) {
        failed = true;
        cv.notify_all();
        return "at turn " + std::to_string(turn) + ": " + why;
      }
      for (float &x : data) x += 1.0f;
      av.refresh();
      try {
        inc(amp_test::k_inc, av);
        av.synchronize();
      } catch (...) {
        failed = true;
        cv.notify_all();
        throw;
      }
      ++turn;
      cv.notify_all();
    }
    return {};
  });
  EXPECT_EQ(turn, threads * turns_each);
  EXPECT_EQ(all_equal(data.data(), n, 2.0f * threads * turns_each), "");
}

// One writer launches on a shared view under an exclusive lock and
// synchronize()s before unlocking; three readers read it through
// array_view<const float> under a shared lock (reading a synchronized view
// changes no state). Readers check that every element agrees and never goes
// back.
TEST(threads, readers_and_one_writer_share_a_view) {
  constexpr int readers = 3, writes = 150, n = 128;
  std::vector<float> data(n, 0.0f);
  array_view<float, 1> av(n, data);
  std::shared_mutex rw;
  std::atomic<bool> done{false};
  std::atomic<long> reads{0};
  run_threads(readers + 1, [&](int t) -> std::string {
    if (t == 0) {
      for (int i = 0; i < writes; ++i) {
        std::unique_lock<std::shared_mutex> lock(rw);
        inc(amp_test::k_inc, av);
        av.synchronize();
      }
      done = true;
      return {};
    }
    float last = 0.0f;
    for (; !done; std::this_thread::yield()) { // yield: readers must not starve the writer
      std::shared_lock<std::shared_mutex> lock(rw);
      array_view<const float, 1> view(av);
      const float first = view[0];
      for (int i = 1; i < n; ++i)
        if (view[i] != first) return "element " + std::to_string(i) + " differs from element 0 under the read lock";
      if (first < last) return "value went back from " + std::to_string(last) + " to " + std::to_string(first);
      last = first;
      ++reads;
    }
    return {};
  });
  EXPECT_EQ(all_equal(data.data(), n, float(writes)), "");
  EXPECT_GT(reads.load(), 0);
}
