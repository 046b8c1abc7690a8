// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// Reproducer 3 from the invalid side: with float h() restrict(cpu) beside
// int h() restrict(amp), expecting int in cpu code or float in amp code is an
// error on each side, reported once, at the assertion.
#include <amp.h>
#include <type_traits>

float h() restrict(cpu);
int h() restrict(amp);

void host() {
  static_assert(std::is_same<decltype(h()), int>::value, "cpu expects int");
  // CHECK-DAG: restriction-decltype-errors.cpp:[[@LINE-1]]:17: error: static assertion failed due to requirement 'std::is_same<float, int>::value': cpu expects int
}
int device() restrict(amp) {
  static_assert(std::is_same<decltype(h()), float>::value, "amp expects float");
  // CHECK-DAG: restriction-decltype-errors.cpp:[[@LINE-1]]:17: error: static assertion failed due to requirement 'std::is_same<int, float>::value': amp expects float
  return 0;
}
// CHECK-DAG: 1 error generated.
// CHECK-DAG: 1 error generated.
