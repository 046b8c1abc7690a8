// RUN: %amp-clang -emit-opencl %s -o %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %opencl-check %t.cl
// RUN: %amp-clang -emit-opencl %S/../run/direct3d-intrinsics.cpp -o %t.run.cl
// RUN: %opencl-check %t.run.cl
// direct3d::reversebits and direct3d::noise are plain amp code in amp.h,
// lowered from their bodies like the user's: reversebits swaps bit groups
// (exact, no loop), noise hashes the two lattice points around x and blends
// their gradients with Perlin's quintic fade.
#include <amp.h>
using namespace concurrency;

void k(array_view<float, 1> f, array_view<unsigned int, 1> u) {
  parallel_for_each(f.extent, [=](index<1> i) restrict(amp) {
    f[i] = direct3d::noise(f[i]);
    u[i] = direct3d::reversebits(u[i]);
  });
}
// CHECK-LABEL: float amp_f_ZN11Concurrency8direct3d5noiseEf_v(float x) {
// CHECK: int i = ((int)cell);
// CHECK: amp_f_ZN11Concurrency8direct3d12detail_noise8gradientEi_v(i) * t
// CHECK: amp_f_ZN11Concurrency8direct3d12detail_noise8gradientEi_v((i + 1))
// CHECK: float fade = (((t * t) * t) * (((t * (((t * 0x1.8p2f) - 0x1.ep3f))) + 0x1.4p3f)));
// CHECK: return amp_f_ZN11Concurrency8direct3d5clampEfff_vvv(
// CHECK-LABEL: uint amp_f_ZN11Concurrency8direct3d11reversebitsEj_v(uint x) {
// CHECK-NEXT: (x = (((((x >> 1)) & 1431655765u)) | ((((x & 1431655765u)) << 1))));
// CHECK-NEXT: (x = (((((x >> 2)) & 858993459u)) | ((((x & 858993459u)) << 2))));
// CHECK-NEXT: (x = (((((x >> 4)) & 252645135u)) | ((((x & 252645135u)) << 4))));
// CHECK-NEXT: (x = (((((x >> 8)) & 16711935u)) | ((((x & 16711935u)) << 8))));
// CHECK-NEXT: return (((x >> 16)) | ((x << 16)));
// CHECK-LABEL: float amp_f_ZN11Concurrency8direct3d12detail_noise8gradientEi_v(int i) {
// CHECK: (h *= 2146121005u);
// CHECK: (h *= 2221713035u);
// CHECK: return ((((float)(h & 65535u)) * ((0x1p1f / 0x1.fffep15f))) - 0x1p0f);
// CHECK: __kernel void
