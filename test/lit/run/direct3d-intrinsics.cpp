// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Concurrency::direct3d's intrinsics in amp code, with HLSL's meanings.
#include <amp.h>
#include <cmath>
#include <cstdio>
#include <vector>

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

  // The rest of Microsoft's list, each overload: umax/umin compare unsigned
  // (0x80000000 is the larger), mad in all four types, radians, rcp of double.
  unsigned int uints[4] = {};
  double doubles[3] = {};
  array_view<unsigned int, 1> uv(4, uints);
  array_view<double, 1> dv(3, doubles);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    uv[0] = direct3d::umax(0x80000000u, 1u);
    uv[1] = direct3d::umin(0x80000000u, 1u);
    uv[2] = direct3d::mad(3u, 4u, 5u);
    uv[3] = static_cast<unsigned int>(direct3d::mad(-3, 4, 5));
    dv[0] = direct3d::mad(0.5, 0.25, 2.0);
    dv[1] = direct3d::rcp(8.0);
    dv[2] = direct3d::radians(180.0f);
  });
  uv.synchronize();
  dv.synchronize();
  std::printf("unsigned: %x %x %u %d\n", uints[0], uints[1], uints[2], static_cast<int>(uints[3]));
  std::printf("doubles: %g %g %.6f\n", doubles[0], doubles[1], doubles[2]);

  // reversebits: bit k moves to bit 31 - k.
  unsigned int bits[6] = {1u, 0x12345678u, 0xF0000000u, 0xFFFFFFFFu, 0x80000001u, 0xDEADBEEFu};
  array_view<unsigned int, 1> bv(6, bits);
  parallel_for_each(bv.extent, [=](index<1> i) restrict(amp) { bv[i] = direct3d::reversebits(bv[i]); });
  bv.synchronize();
  std::printf("reversebits: %x %x %x %x %x %x\n", bits[0], bits[1], bits[2], bits[3], bits[4], bits[5]);

  // noise: Perlin gradient noise, deterministic, 0 at the integers, in [-1, 1].
  float at[6] = {0.5f, -0.5f, 1.25f, 7.75f, -3.3f, 100.1f};
  float lattice[4] = {0.0f, 3.0f, -2.0f, 1000.0f};
  array_view<float, 1> nv(6, at), lv(4, lattice);
  parallel_for_each(extent<1>(6), [=](index<1> i) restrict(amp) {
    nv[i] = direct3d::noise(nv[i]);
    if (i[0] < 4)
      lv[i] = direct3d::noise(lv[i]);
  });
  nv.synchronize();
  lv.synchronize();
  std::printf("noise: %.5f %.5f %.5f %.5f %.5f %.5f\n", at[0], at[1], at[2], at[3], at[4], at[5]);
  std::printf("noise at integers: %d %d %d %d\n", lattice[0] == 0.0f, lattice[1] == 0.0f, lattice[2] == 0.0f,
              lattice[3] == 0.0f);

  // Over [-50, 50] in steps of 0.001: within [-1, 1], reaching out to both
  // sides, and continuous (neighbouring samples close).
  const int samples = 100001;
  std::vector<float> curve(samples);
  array_view<float, 1> cv(samples, curve);
  parallel_for_each(cv.extent, [=](index<1> i) restrict(amp) { cv[i] = direct3d::noise(-50.0f + i[0] * 0.001f); });
  cv.synchronize();
  float lo = 2.0f, hi = -2.0f, step = 0.0f;
  for (int k = 0; k < samples; ++k) {
    lo = curve[k] < lo ? curve[k] : lo;
    hi = curve[k] > hi ? curve[k] : hi;
    if (k > 0)
      step = std::fabs(curve[k] - curve[k - 1]) > step ? std::fabs(curve[k] - curve[k - 1]) : step;
  }
  std::printf("noise range: %d %d %d\n", lo >= -1.0f && hi <= 1.0f, lo < -0.5f && hi > 0.5f, step < 0.01f);
  return 0;
}
// CHECK: ints: 7 10 8 6 4 296 -10 -1
// CHECK: floats: 1 0.25 7 1 0.5 -1
// CHECK: unsigned: 80000000 1 17 -7
// CHECK: doubles: 2.125 0.125 3.141593
// CHECK: reversebits: 80000000 1e6a2c48 f ffffffff 80000001 f77db57b
// CHECK: noise: -0.56544 0.50895 0.17329 0.15414 -0.68922 -0.06375
// CHECK: noise at integers: 1 1 1 1
// CHECK: noise range: 1 1 1
