// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A generic lambda as the kernel itself (C++14, Visual C++ 2015):
// `[=](auto idx) restrict(amp)`. The kernel is the operator() specialization
// that parallel_for_each's call made (index<N>, or tiled_index<...> for a
// tiled domain), untiled and tiled, written in place and passed by name.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> a(6, 0);
  array_view<int, 1> av(6, a);
  parallel_for_each(av.extent, [=](auto i) restrict(amp) { av[i] = 2 * i[0]; });
  av.synchronize();
  // CHECK: rank 1: 10
  std::printf("rank 1: %d\n", a[5]);

  std::vector<int> b(12, 0);
  array_view<int, 2> bv(3, 4, b);
  auto by_name = [=](auto idx) restrict(amp) { bv[idx] = idx[0] * 10 + idx[1]; };
  parallel_for_each(bv.extent, by_name);
  bv.synchronize();
  // CHECK: rank 2 by name: 23
  std::printf("rank 2 by name: %d\n", b[11]);

  std::vector<int> c(8, 1);
  array_view<int, 1> cv(8, c);
  parallel_for_each(cv.extent.tile<4>(), [=](auto t) restrict(amp) {
    tile_static int sums[4];
    sums[t.local[0]] = cv[t.global];
    t.barrier.wait();
    cv[t.global] = sums[0] + sums[1] + sums[2] + sums[3] + t.tile[0];
  });
  cv.synchronize();
  // CHECK: tiled: 4 5
  std::printf("tiled: %d %d\n", c[0], c[7]);
  return 0;
}
