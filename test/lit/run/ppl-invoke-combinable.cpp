// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// PPL's parallel_invoke (2 to 10 functions) and combinable<T> (local, combine,
// combine_each, clear) computing on the CPU what a C++ AMP kernel computes on
// the device: a histogram and a sum, compared.
#include <amp.h>
#include <ppl.h>

#include <cstdio>
#include <functional>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 10000, bins = 8;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = (i * 7919) % 1000;

  // GPU: a histogram by atomics.
  std::vector<int> gpu_hist(bins, 0);
  array_view<const int, 1> d(n, data);
  array_view<int, 1> h(bins, gpu_hist);
  parallel_for_each(d.extent, [=](index<1> i) restrict(amp) { atomic_fetch_inc(&h[d[i] % bins]); });
  h.synchronize();

  // CPU: a histogram per thread in combinable, combined.
  combinable<std::vector<int>> local_hist([=] { return std::vector<int>(bins, 0); });
  parallel_for(0, n, [&](int i) { local_hist.local()[data[i] % bins] += 1; });
  std::vector<int> cpu_hist(bins, 0);
  local_hist.combine_each([&](const std::vector<int> &part) {
    for (int b = 0; b < bins; ++b)
      cpu_hist[b] += part[b];
  });
  int bad = 0;
  for (int b = 0; b < bins; ++b)
    bad += cpu_hist[b] != gpu_hist[b];
  // CHECK: histogram mismatches 0 total 10000
  int total = 0;
  for (int c : gpu_hist)
    total += c;
  std::printf("histogram mismatches %d total %d\n", bad, total);

  // combine with a binary function; local(bool&) says whether the value was there.
  combinable<long long> sum;
  parallel_for(0, n, [&](int i) { sum.local() += data[i]; });
  long long expected = 0;
  for (int x : data)
    expected += x;
  bool existed = true;
  combinable<int> fresh;
  fresh.local(existed);
  bool again = false;
  fresh.local(again);
  // CHECK-NEXT: sum ok 1 existed 0 again 1
  std::printf("sum ok %d existed %d again %d\n", sum.combine(std::plus<long long>()) == expected, existed, again);
  // clear() forgets every thread's value: combine then gives a default T.
  sum.clear();
  // CHECK-NEXT: after clear 0
  std::printf("after clear %lld\n", sum.combine(std::plus<long long>()));

  // parallel_invoke: each function runs once, two at a time up to ten.
  int r[10] = {};
  parallel_invoke([&] { r[0] = 1; }, [&] { r[1] = 2; });
  parallel_invoke([&] { r[0] += 10; }, [&] { r[1] += 10; }, [&] { r[2] = 3; });
  parallel_invoke([&] { r[0] += 100; }, [&] { r[1] += 100; }, [&] { r[2] += 100; }, [&] { r[3] = 4; },
                  [&] { r[4] = 5; }, [&] { r[5] = 6; }, [&] { r[6] = 7; }, [&] { r[7] = 8; }, [&] { r[8] = 9; },
                  [&] { r[9] = 10; });
  // The GPU version of the last invoke: the same values from a kernel.
  std::vector<int> g(10);
  array_view<int, 1> gv(10, g);
  parallel_for_each(gv.extent, [=](index<1> i) restrict(amp) { gv[i] = i[0] + 1 + (i[0] < 2 ? 110 : i[0] == 2 ? 100 : 0); });
  gv.synchronize();
  bad = 0;
  for (int i = 0; i < 10; ++i)
    bad += r[i] != g[i];
  // CHECK-NEXT: invoke 111 112 103 4 5 6 7 8 9 10 mismatches 0
  std::printf("invoke");
  for (int x : r)
    std::printf(" %d", x);
  std::printf(" mismatches %d\n", bad);
  return 0;
}
