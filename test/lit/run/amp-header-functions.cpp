// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: %amp-clang -emit-opencl %s -o %t.cl
// RUN: %opencl-check %t.cl
// amp.h functions without a built-in mapping are lowered from their header
// bodies like user functions: extent::tile, tiled_extent::pad/truncate and a
// concurrency::direct3d intrinsic, all called inside a kernel.
#include <amp.h>
#include <cstdio>

using namespace concurrency;

int main() {
  int out[9] = {};
  array_view<int, 1> v(9, out);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    extent<1> e1(25);
    tiled_extent<4> t1 = e1.tile<4>();
    v[0] = t1.pad()[0];
    v[1] = t1.truncate()[0];
    v[2] = t1.tile_dim0;
    extent<2> e2(25, 51);
    auto t2 = e2.tile<4, 8>();
    v[3] = t2.pad()[1];
    v[4] = t2.truncate()[1];
    extent<3> e3(25, 51, 85);
    auto p3 = e3.tile<4, 8, 16>().pad();
    v[5] = p3[2];
    v[6] = p3.size() / 1000;
    v[7] = direct3d::clamp(e1.tile<8>().pad()[0], 0, 30);
    v[8] = direct3d::imax(t1.truncate()[0], 3);
  });
  v.synchronize();
  std::printf("%d %d %d %d %d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4], out[5], out[6], out[7], out[8]);
  return 0;
}
// 28 * 56 * 96 = 150528
// CHECK: 28 24 4 56 48 96 150 30 24
