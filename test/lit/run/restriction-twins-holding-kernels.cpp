// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A cpu twin that launches a kernel itself (`int twice(int) restrict(cpu)`
// running parallel_for_each beside `int twice(int) restrict(amp)`), as a free
// function and as a member: amp code calls the amp twin, cpu code the cpu one,
// and the kernel inside the cpu twin is compiled and runs.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int twice(int v) restrict(cpu) {
  std::vector<int> x(4, v);
  array_view<int, 1> a(4, x);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = a[i] * 2 + i[0]; });
  a.synchronize();
  return x[0] + x[3];
}
int twice(int v) restrict(amp) { return v * 3; }

struct Acc {
  int scale;
  int times(int v) const restrict(cpu) {
    std::vector<int> x(4, v);
    array_view<int, 1> a(4, x);
    int s = scale;
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = a[i] * s; });
    a.synchronize();
    return x[2];
  }
  int times(int v) const restrict(amp) { return v + scale; }
};

int main() {
  std::vector<int> y(4, 1);
  array_view<int, 1> b(4, y);
  Acc acc{5};
  parallel_for_each(b.extent, [=](index<1> i) restrict(amp) { b[i] = acc.times(twice(b[i])); });
  b.synchronize();
  std::printf("amp: %d\n", y[0]);
  std::printf("cpu: %d %d\n", twice(5), acc.times(7));
  return 0;
}

// CHECK: amp: 8
// CHECK: cpu: 23 35
