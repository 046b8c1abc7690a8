// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// `using namespace` of amp.h's math beside the C library's functions of the
// same names: amp code gets the device functions, cpu code computes what the
// C library does; neither is ambiguous, and cpu code is no error.
#include <amp.h>
#include <amp_math.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace concurrency;
using namespace concurrency::direct3d;
using namespace concurrency::fast_math;

int main() {
  int o[3] = {};
  array_view<int, 1> ov(3, o);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    ov[0] = abs(-3);
    ov[1] = (int)sqrtf(16.0f);
    ov[2] = (int)(cosf(0.0f) + sqrt(4.0f));
  });
  ov.synchronize();
  std::printf("amp %d %d %d\n", o[0], o[1], o[2]);
  // CHECK: amp 3 4 3
  std::printf("cpu %d %d %d\n", abs(-5), (int)sqrtf(25.0f), (int)(cosf(0.0f) + sqrt(9.0f)));
  // CHECK: cpu 5 5 4
}
