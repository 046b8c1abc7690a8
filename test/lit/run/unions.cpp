// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl && FileCheck %s --check-prefix=CL < %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// Unions stay unions on the device: their members share storage, as on the host.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

union bits {
  double d;
  struct {
    unsigned int low, high;
  } i;
};
// CL: typedef union

union pun {
  float f;
  int n;
};

int main() {
  std::vector<double> out(2, 0.0);
  std::vector<int> nout(1, 0);
  array_view<double, 1> o(2, out);
  array_view<int, 1> n(1, nout);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    bits b;
    b.i.high = 0x7FF00000u; // +infinity
    b.i.low = 0;
    o[0] = b.d;
    b.i.high = 0x40000000u; // 2.0
    o[1] = b.d;
    pun p = {1.0f};
    n[0] = p.n;
  });
  o.synchronize();
  n.synchronize();
  // CHECK: inf 2 0x3f800000
  std::printf("%g %g 0x%x\n", out[0], out[1], nout[0]);
  return 0;
}
