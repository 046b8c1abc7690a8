// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: FileCheck --check-prefix=CL %s < %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// Pointer casts keep the address space their operand points into (OpenCL C
// cannot cast between spaces), also through a C-style cast to a class pointer;
// a comma expression naming an lvalue can bind a reference.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct Base { int i; float f; };
struct Derived : Base { unsigned u; };

void bump(int &r) restrict(amp) { ++r; }

int main() {
  const int n = 8;
  std::vector<int> a(n), out(n);
  std::vector<Derived> d(n);
  for (int i = 0; i < n; ++i) { a[i] = 0x01010101 * (i + 1); d[i].i = i; d[i].f = 0.5f; d[i].u = 7; }
  array_view<int, 1> av(n, a), ov(n, out);
  array_view<Derived, 1> dv(n, d);
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    int *p = &av[idx];
    // CL: __global bool *b = ((__global bool *)p);
    bool *b = (bool *)p;
    int back = *(int *)b;
    // CL: __global float *f = ((__global float *)(&
    float *f = (float *)&av[idx];
    // CL: __global amp_t{{.*}} *dp = (&
    Derived *dp = (Derived *)&dv[idx];
    int k = 0;
    int q = av[1] - 1;
    bump((++k, q));
    ov[idx] = (back == av[idx]) + 10 * (*(int *)f == av[idx]) + 100 * (dp->u == 7 && dp->i == idx[0]) + 1000 * (q == av[1]) + 10000 * k;
  });
  ov.synchronize();
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += out[i] != 11111;
  // CHECK: pointer casts: 0 wrong
  std::printf("pointer casts: %d wrong\n", bad);
}
