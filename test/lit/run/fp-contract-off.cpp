// RUN: %amp-clang -ffp-contract=off -emit-opencl %s -o - | FileCheck %s --check-prefix=OFF
// RUN: %amp-clang -emit-opencl %s -o - | FileCheck %s --check-prefix=DEFAULT
// RUN: %amp-clang -ffp-contract=off %s -o %t && %run %t | FileCheck %s
// -ffp-contract=off reaches the device code (OpenCL's FP_CONTRACT pragma): no
// `a * b - p` becomes a fused multiply-add, so the kernel computes exactly
// what the host does (the rounding error of a * b, which a fused
// multiply-add would expose, is 0). By default OpenCL C may contract.
// OFF: #pragma OPENCL FP_CONTRACT OFF
// DEFAULT-NOT: FP_CONTRACT
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<float> a(64), b(64), r(64);
  for (int k = 0; k < 64; ++k) {
    a[k] = 1.0f + k / 7.0f;
    b[k] = 3.0f - k / 13.0f;
  }
  array_view<const float, 1> av(64, a), bv(64, b);
  array_view<float, 1> rv(64, r);
  parallel_for_each(rv.extent, [=](index<1> i) restrict(amp) {
    float p = av[i] * bv[i];
    rv[i] = av[i] * bv[i] - p;
  });
  rv.synchronize();
  int nonzero = 0;
  for (float x : r)
    nonzero += x != 0.0f;
  // CHECK: nonzero 0
  std::printf("nonzero %d\n", nonzero);
  return 0;
}
