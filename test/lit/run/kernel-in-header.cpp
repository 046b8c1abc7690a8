// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// parallel_for_each calls in a header are rewritten in the header's host view
// (read by the host compile in place of the header), one kernel per instantiation.
#include "Inputs/kernel-in-header.h"

#include <cstdio>
#include <vector>

using namespace Concurrency;

int main() {
  std::vector<int> iv(4, 0);
  std::vector<float> fv(4, 0.0f);
  array_view<int, 1> ia(4, iv);
  array_view<float, 1> fa(4, fv);
  Test::filler<int>{10}.fill(ia);
  Test::filler<float>{0.5f}.fill(fa);
  Test::negate(ia);
  ia.synchronize();
  array<int, 2> a(2, 2, iv.begin());
  std::printf("ints: %d %d %d %d\n", ia[0], ia[1], ia[2], ia[3]);
  std::printf("floats: %g %g\n", fa[0], fa[3]);
  std::printf("sum: %d\n", Test::gpu_sum_first(a, index<2>(1, 1)));
  return 0;
}
// CHECK: ints: -10 -11 -12 -13
// CHECK: floats: 0.5 3.5
// CHECK: sum: -26
