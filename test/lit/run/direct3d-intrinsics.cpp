// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// Concurrency::direct3d's intrinsics in amp code, with HLSL's meanings.
#include <amp.h>
#include <cstdio>

using namespace Concurrency;

int main() {
  int ints[8] = {};
  float floats[6] = {};
  array_view<int, 1> iv(8, ints);
  array_view<float, 1> fv(6, floats);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    iv[0] = direct3d::abs(-7);
    iv[1] = direct3d::clamp(12, 0, 10);
    iv[2] = static_cast<int>(direct3d::countbits(0xF0F0u));
    iv[3] = direct3d::firstbithigh(0x50);
    iv[4] = direct3d::firstbitlow(0x50);
    iv[5] = direct3d::imax(3, -4) * 100 + direct3d::imin(3, -4);
    iv[6] = direct3d::sign(-9) * 10 + direct3d::sign(0);
    iv[7] = direct3d::firstbithigh(0);
    fv[0] = direct3d::saturate(1.5f);
    fv[1] = direct3d::rcp(4.0f);
    fv[2] = direct3d::mad(2.0f, 3.0f, 1.0f);
    fv[3] = direct3d::step(0.5f, 0.7f);
    fv[4] = direct3d::smoothstep(0.0f, 1.0f, 0.5f);
    fv[5] = direct3d::clamp(-2.0f, -1.0f, 1.0f);
  });
  iv.synchronize();
  fv.synchronize();
  std::printf("ints: %d %d %d %d %d %d %d %d\n", ints[0], ints[1], ints[2], ints[3], ints[4], ints[5], ints[6], ints[7]);
  std::printf("floats: %g %g %g %g %g %g\n", floats[0], floats[1], floats[2], floats[3], floats[4], floats[5]);
  return 0;
}
// CHECK: ints: 7 10 8 6 4 296 -10 -1
// CHECK: floats: 1 0.25 7 1 0.5 -1
