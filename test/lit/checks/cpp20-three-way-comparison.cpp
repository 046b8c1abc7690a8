// RUN: not %amp-clang -std=c++20 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not="{{warning|error}}:"
// C++20's `a < b` through a cpu operator<=> is one error, at the comparison,
// naming operator<=>: comparing its result with 0 (the library's operator<,
// and the conversion of the 0) is the rewrite's glue. A comparison category
// compared by hand is the one call to the library's cpu operator.
#include <amp.h>
#include <compare>
struct P {
  int x;
  auto operator<=>(const P &) const = default;
};
int rewritten(P a, P b) restrict(amp) { return a < b ? 1 : 0; }
// CHECK-DAG: cpp20-three-way-comparison.cpp:[[@LINE-1]]:50: error: call to 'operator<=>', which is restrict(cpu), from restrict(amp) code; mark it restrict(cpu, amp) or provide a restrict(amp) overload [amp-call-cpu-function]
int by_hand(int a, int b) restrict(amp) { return (a <=> b) < 0; }
// CHECK-DAG: cpp20-three-way-comparison.cpp:[[@LINE-1]]:60: error: call to 'operator<', which is restrict(cpu), from restrict(amp) code; mark it restrict(cpu, amp) or provide a restrict(amp) overload [amp-call-cpu-function]
