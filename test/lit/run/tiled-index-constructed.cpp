// RUN: %amp-clang -O2 %s -o %t
// RUN: %run %t | FileCheck %s
// tiled_index's constructor from its five parts, called in amp code: a kernel
// that builds one (here with its tile and local index swapped in 2-D) and
// passes it to an amp function by value, in 1, 2 and 3 dimensions.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

template <int D0> int code(tiled_index<D0> t) restrict(amp) {
  return t.global[0] * 10000 + t.local[0] * 100 + t.tile[0] * 10 + t.tile_origin[0];
}

int main() {
  std::vector<int> a(8);
  array_view<int, 1> av(8, a);
  parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tiled_index<4> u(t.global, t.local, t.tile, t.tile_origin, t.barrier);
    av[t] = code(u);
  });
  av.synchronize();
  // CHECK: 1-D: 0 10100 20200 30300 40014 50114 60214 70314
  std::printf("1-D:");
  for (int x : a)
    std::printf(" %d", x);
  std::printf("\n");

  std::vector<int> b(4 * 6);
  array_view<int, 2> bv(4, 6, b);
  parallel_for_each(bv.extent.tile<2, 3>(), [=](tiled_index<2, 3> t) restrict(amp) {
    // The tile and local index swapped: a tiled_index is only its parts.
    tiled_index<2, 3> u(t.global, t.tile, t.local, t.tile_origin, t.barrier);
    u.barrier.wait();
    bv[u.global] = u.local[0] * 1000 + u.local[1] * 100 + u.tile[0] * 10 + u.tile[1];
  });
  bv.synchronize();
  // CHECK-NEXT: 2-D: 0 1 2 100 101 102 10 11 12 110 111 112 1000 1001 1002 1100 1101 1102 1010 1011 1012 1110 1111 1112
  std::printf("2-D:");
  for (int x : b)
    std::printf(" %d", x);
  std::printf("\n");

  std::vector<int> c(2 * 2 * 4);
  array_view<int, 3> cv(2, 2, 4, c);
  parallel_for_each(cv.extent.tile<1, 2, 2>(), [=](tiled_index<1, 2, 2> t) restrict(amp) {
    const tiled_index<1, 2, 2> u = tiled_index<1, 2, 2>(t.global, t.local, t.tile, t.tile_origin, t.barrier);
    index<3> g = u; // the conversion to the global index
    cv[g] = u.tile_origin[0] * 100 + u.tile_origin[1] * 10 + u.tile_origin[2];
  });
  cv.synchronize();
  // CHECK-NEXT: 3-D: 0 0 2 2 0 0 2 2 100 100 102 102 100 100 102 102
  std::printf("3-D:");
  for (int x : c)
    std::printf(" %d", x);
  std::printf("\n");
}
