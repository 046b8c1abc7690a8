// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: FileCheck --check-prefix=CL %s < %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// A local array of a class with a user-written default constructor constructs
// every element, all dimensions of it.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

class Counter {
  int v;

public:
  Counter() restrict(amp) { v = 10; }
  int get() const restrict(amp) { return v; }
};

int main() {
  const int n = 4;
  std::vector<int> out(n);
  array_view<int, 1> ov(n, out);
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    // CL: for (int amp_e = 0; amp_e < 5; ++amp_e)
    Counter one[5];
    // CL: for (int amp_e = 0; amp_e < 6; ++amp_e)
    Counter two[2][3];
    ov[idx] = one[4].get() + two[1][2].get() + idx[0];
  });
  ov.synchronize();
  // CHECK: 20 21 22 23
  std::printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
}
