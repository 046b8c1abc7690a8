// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Generic lambdas (`auto` parameters) written in a kernel, called with int
// and float arguments, one with an init-capture: each specialization is amp
// code, checked and lowered like any lambda in the kernel.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

int main() {
  int r[4] = {};
  array_view<int, 1> av(4, r);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    auto add = [](auto a, auto b) { return a + b; };
    auto scale = [k = 3](auto v) { return v * k; };
    av[i] = add(i[0], 1) + int(add(1.5f, 0.5f)) + scale(i[0]);
  });
  av.synchronize();
  std::printf("%d %d %d %d\n", r[0], r[1], r[2], r[3]);
  return 0;
}
// CHECK: 3 7 11 15
