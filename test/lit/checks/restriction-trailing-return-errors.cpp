// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// The wrong expectation of an amp function's trailing return type fails:
// `decltype(f(1))` there is the amp overload's float, never the cpu one's int.
#include <amp.h>
#include <type_traits>

int f(int) restrict(cpu);
float f(float) restrict(amp);
auto viaF() restrict(amp) -> decltype(f(1));

static_assert(std::is_same<decltype(viaF), int() restrict(amp)>::value, "expects the cpu overload");
// CHECK: restriction-trailing-return-errors.cpp:[[@LINE-1]]:15: error: static assertion failed due to requirement 'std::is_same<float (), int ()>::value': expects the cpu overload
// CHECK: 1 error generated.
