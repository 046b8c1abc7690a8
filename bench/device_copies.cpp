// Copies between two accelerators: copy(array on one, array on the other),
// which the runtime pipelines through pinned host memory (docs/scaling.md),
// against what a program does without it in the same run: copy out to a host
// vector, then copy in from it. Every copy's result is checked.
//
//   device_copies [--reps=N] [--quick]
// Needs two accelerators of the default one's kind (two GPUs; PoCL's CPU
// devices share host memory, where both ways are memcpys).
#include "../samples/jacobi-common/jacobi.h"

#include <chrono>
#include <cstring>
#include <functional>

using namespace concurrency;

namespace {

/// The seconds \p f takes.
double seconds(const std::function<void()> &f) {
  const auto t0 = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

/// Whether \p a holds i * 7 + seed at every i.
bool holds(const array<int, 1> &a, int seed) {
  std::vector<int> v = a;
  for (size_t i = 0; i < v.size(); ++i)
    if (v[i] != static_cast<int>(i) * 7 + seed) return false;
  return true;
}

} // namespace

int main(int argc, char **argv) {
  int reps = 5;
  bool quick = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strncmp(argv[i], "--reps=", 7) == 0) reps = std::atoi(argv[i] + 7);
    if (std::strcmp(argv[i], "--quick") == 0) quick = true;
  }
  if (quick) reps = 1;
  const std::vector<accelerator> accs = jacobi::same_kind_accelerators();
  if (accs.size() < 2) {
    std::printf("device_copies: %zu accelerator(s) of the default kind; nothing to copy between\n", accs.size());
    return 0;
  }
  accelerator_view a0 = accs[0].get_default_view(), a1 = accs[1].get_default_view();
  std::printf("device_copies: %ls -> %ls, best of %d\n", accs[0].get_device_path().c_str(),
              accs[1].get_device_path().c_str(), reps);
  int bad = 0;
  const std::vector<long> mib = quick ? std::vector<long>{4} : std::vector<long>{1, 16, 64, 256, 1024};
  for (long m : mib) {
    const int n = static_cast<int>((m << 20) / sizeof(int));
    array<int, 1> x(n, a0), y(n, a1);
    std::vector<int> host(n);
    int seed = 0;
    auto fill = [&] { // a new x on its device, before each copy
      ++seed;
      const int s = seed;
      parallel_for_each(x.extent, [&x, s](index<1> i) restrict(amp) { x[i] = i[0] * 7 + s; });
      a0.wait();
    };
    double direct = 1e30, through = 1e30; // the best of reps, each after a new fill
    for (int r = 0; r < reps; ++r) {
      fill();
      direct = std::min(direct, seconds([&] {
                          copy(x, y);
                          a1.wait();
                        }));
    }
    bad += !holds(y, seed);
    for (int r = 0; r < reps; ++r) {
      fill();
      through = std::min(through, seconds([&] {
                           copy(x, host.begin());
                           copy(host.begin(), host.end(), y);
                           a1.wait();
                         }));
    }
    bad += !holds(y, seed);
    const double gb = static_cast<double>(m << 20) / 1e9;
    std::printf("  %5ld MiB: copy(array, array) %7.2f GB/s; through a host vector %7.2f GB/s (%.2fx)\n", m,
                gb / direct, gb / through, through / direct);
  }
  std::printf("%s\n", bad ? "FAILED: a copy was wrong" : "ok");
  return bad ? 1 : 0;
}
