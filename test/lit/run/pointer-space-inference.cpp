// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// A local pointer declared null (or uninitialised) lives in the address space
// it is first pointed into: OpenCL C 1.2 has no generic address space.
#include <amp.h>

#include <cstddef>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> data(4, 0);
  array_view<int, 1> d(4, data);
  parallel_for_each(d.extent, [=](index<1> i) restrict(amp) {
    int *p = NULL;
    int *q;
    if (i[0] % 2 == 0)
      p = &d[i];
    else
      p = &d[i[0] - 1];
    q = &d[i];
    *q = 1;
    if (i[0] % 2 == 0)
      *p += 10;
  });
  d.synchronize();
  // CHECK: 11 1 11 1
  std::printf("%d %d %d %d\n", data[0], data[1], data[2], data[3]);
  return 0;
}
