// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// parallel_for_each calls spelled by a macro: each invocation is rewritten as
// its own expansion, so two invocations of one macro are two kernels.
#include "Inputs/kernel-in-macro.h"

#include <cstdio>

using namespace concurrency;

int twice(int x) restrict(amp) { return 2 * x; }
float scaled(float x, float by) restrict(amp) { return x * by; }

#define SQUARE_ON_GPU(av, v)                                                                \
  [&]() {                                                                                   \
    int out = 0;                                                                            \
    array_view<int, 1> o(1, &out);                                                          \
    parallel_for_each(av, o.get_extent(), [=](index<1> i) restrict(amp) { o[i] = v * v; }); \
    o.synchronize();                                                                        \
    return out;                                                                             \
  }()

int main() {
  accelerator_view av = accelerator().get_default_view();
  int base = 20;
  std::printf("twice: %d\n", RUN_ON_GPU(av, int, twice, base + 1));
  std::printf("scaled: %g\n", RUN_ON_GPU(av, float, scaled, 1.5f, 4.0f));
  std::printf("square: %d %d\n", SQUARE_ON_GPU(av, base), SQUARE_ON_GPU(av, 3));
  return 0;
}
// CHECK: twice: 42
// CHECK: scaled: 6
// CHECK: square: 400 9
