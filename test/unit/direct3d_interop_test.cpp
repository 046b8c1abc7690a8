// Concurrency::direct3d's interop API on OpenCL: views with a timeout flag and the D3D access lock.
#include "test_kernels.h"

#include <amp.h>

#include <atomic>
#include <chrono>
#include <future>
#include <thread>
#include <type_traits>
#include <vector>

using concurrency::accelerator;
using concurrency::accelerator_view;
using concurrency::array_view;
using concurrency::extent;
namespace d3d = concurrency::direct3d;

namespace {

/// Whether `f` is still running after a while (it is blocked).
bool still_blocked(std::future<void> &f) {
  return f.wait_for(std::chrono::milliseconds(200)) == std::future_status::timeout;
}

/// Runs k_inc (v[i] += 1) over `v` on `view`, as `parallel_for_each(view, ...)` does.
void increment_on(const accelerator_view &view, array_view<float, 1> &v) {
  (amp_clang::launch_view_scope(view),
   amp_clang::launch(amp_test::k_inc, v.get_extent(), [&](amp_clang::launch_args &a) { a.view(4, v); }));
}

} // namespace

TEST(direct3d_interop, create_accelerator_view_records_the_timeout_flag) {
  accelerator acc;
  accelerator_view no_timeout = d3d::create_accelerator_view(acc, true);
  accelerator_view with_timeout = d3d::create_accelerator_view(acc, false, concurrency::queuing_mode_immediate);
  EXPECT_TRUE(d3d::is_timeout_disabled(no_timeout));
  EXPECT_FALSE(d3d::is_timeout_disabled(with_timeout));
  EXPECT_FALSE(d3d::is_timeout_disabled(acc.get_default_view()));
  EXPECT_FALSE(d3d::is_timeout_disabled(acc.create_view()));
  EXPECT_EQ(no_timeout.get_queuing_mode(), concurrency::queuing_mode_automatic);
  EXPECT_EQ(with_timeout.get_queuing_mode(), concurrency::queuing_mode_immediate);
  // New views, on the accelerator asked for.
  EXPECT_NE(no_timeout, acc.get_default_view());
  EXPECT_NE(no_timeout, with_timeout);
  EXPECT_EQ(no_timeout.get_accelerator(), acc);
  EXPECT_TRUE(d3d::is_timeout_disabled(accelerator_view(no_timeout))); // copies keep it
}

TEST(direct3d_interop, a_view_made_with_the_flag_runs_kernels) {
  accelerator acc;
  accelerator_view view = d3d::create_accelerator_view(acc, true);
  std::vector<float> data(8, 1.0f);
  array_view<float, 1> v(8, data);
  increment_on(view, v);
  v.synchronize();
  EXPECT_EQ(data, std::vector<float>(8, 2.0f));
}

/// Whether another thread takes (and gives back) the view's D3D access lock.
static bool another_thread_can_lock(accelerator_view &view) {
  return std::async(std::launch::async, [&] {
           bool taken = d3d::d3d_access_try_lock(view);
           if (taken)
             d3d::d3d_access_unlock(view);
           return taken;
         }).get();
}

TEST(direct3d_interop, try_lock_fails_while_another_thread_holds_the_lock) {
  accelerator_view view = accelerator().create_view();
  d3d::d3d_access_lock(view);
  EXPECT_FALSE(another_thread_can_lock(view));
  d3d::d3d_access_unlock(view);
  EXPECT_TRUE(another_thread_can_lock(view));
}

TEST(direct3d_interop, the_lock_is_recursive_on_one_thread) {
  accelerator_view view = accelerator().create_view();
  d3d::d3d_access_lock(view);
  EXPECT_TRUE(d3d::d3d_access_try_lock(view));
  d3d::d3d_access_lock(view);
  d3d::d3d_access_unlock(view);
  d3d::d3d_access_unlock(view);
  // Still held once: another thread cannot take it.
  EXPECT_FALSE(another_thread_can_lock(view));
  d3d::d3d_access_unlock(view);
  EXPECT_TRUE(another_thread_can_lock(view));
}

TEST(direct3d_interop, each_view_has_its_own_lock) {
  accelerator acc;
  accelerator_view a = acc.create_view(), b = acc.create_view();
  accelerator_view a_copy = a;
  d3d::scoped_d3d_access_lock hold(a);
  EXPECT_FALSE(another_thread_can_lock(a_copy)); // a copy is the same view
  EXPECT_TRUE(another_thread_can_lock(b));
  accelerator_view default_view = acc.get_default_view();
  EXPECT_TRUE(another_thread_can_lock(default_view));
}

TEST(direct3d_interop, scoped_lock_releases_adopts_and_moves) {
  accelerator_view view = accelerator().create_view();
  {
    d3d::scoped_d3d_access_lock lock(view);
    EXPECT_FALSE(another_thread_can_lock(view));
  }
  EXPECT_TRUE(another_thread_can_lock(view));
  {
    d3d::d3d_access_lock(view);
    d3d::scoped_d3d_access_lock adopted(view, d3d::adopt_d3d_access_lock_t());
    d3d::scoped_d3d_access_lock moved(std::move(adopted));
    EXPECT_FALSE(another_thread_can_lock(view));
    d3d::scoped_d3d_access_lock other(view); // recursive: same thread
    other = std::move(moved);                // releases other's hold, takes moved's
    EXPECT_FALSE(another_thread_can_lock(view));
  }
  EXPECT_TRUE(another_thread_can_lock(view));
  static_assert(!std::is_copy_constructible_v<d3d::scoped_d3d_access_lock>);
  static_assert(std::is_move_constructible_v<d3d::scoped_d3d_access_lock>);
}

// Microsoft: the view takes the lock while it works and blocks while another
// thread holds it.
TEST(direct3d_interop, the_runtime_waits_for_the_lock_to_use_the_view) {
  accelerator_view view = accelerator().create_view();
  std::vector<float> data(8, 0.0f);
  array_view<float, 1> v(8, data);
  increment_on(view, v); // the device's queue exists from here on
  v.synchronize();

  d3d::d3d_access_lock(view);
  std::future<void> launch = std::async(std::launch::async, [&] { increment_on(view, v); });
  EXPECT_TRUE(still_blocked(launch));
  std::future<void> wait = std::async(std::launch::async, [&] { view.wait(); });
  EXPECT_TRUE(still_blocked(wait));
  d3d::d3d_access_unlock(view);
  launch.get();
  wait.get();
  v.synchronize();
  EXPECT_EQ(data, std::vector<float>(8, 2.0f));

  // The thread holding the lock may use the view itself.
  d3d::scoped_d3d_access_lock hold(view);
  increment_on(view, v);
  view.wait();
  v.synchronize();
  EXPECT_EQ(data, std::vector<float>(8, 3.0f));
}
