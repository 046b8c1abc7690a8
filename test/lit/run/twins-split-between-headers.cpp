// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: %amp-clang -fms-compatibility %s -o %t.ms
// RUN: %run %t.ms | FileCheck %s
// Overloads on restriction whose two sides are in two headers: the amp
// swap_ranges only declared in one, the cpu one (launching a kernel) defined
// in the other, which reopens the namespace (Microsoft's C++ AMP Algorithms
// Library declares amp_stl_algorithms::swap_ranges so). cpu code calls the
// cpu side, amp code the amp side. Before, the headers were taken for one
// function declared twice ("'swap_ranges' is declared without a restriction
// (restrict(cpu)) here but restrict(amp) elsewhere") and the cpu call for a
// call of an amp function.
#include "Inputs/twins-split-impl.h"

#include <cstdio>
#include <vector>

int main() {
  std::vector<int> v(8);
  for (int i = 0; i < 8; ++i)
    v[i] = i;
  std::vector<int>::iterator end = lib::swap_ranges(v.begin(), v.begin() + 4, v.begin() + 4);
  for (int x : v)
    std::printf("%d ", x);
  std::printf("end %d cpu %d\n", int(end - v.begin()), lib::side(5));
  // CHECK: 1004 1005 1006 1007 0 1 2 3 end 8 cpu -5
  return 0;
}
