// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-float-literal-range: a floating literal above the largest finite
// value of its type.
#include <amp.h>
using namespace concurrency;

void f() restrict(amp) {
  float a = 3.402823467e+38f;        // expected-error {{floating literal '3.402823467e+38' is larger than the largest finite value of 'float' [amp-float-literal-range]}}
  double b = 1.7976931348623159e+308; // expected-error {{floating literal '1.7976931348623159e+308' is larger than the largest finite value of 'double'}} expected-warning {{magnitude of floating-point constant too large}}
  float c = 340282350000000000000000000000000000000.0f; // expected-error {{larger than the largest finite value of 'float'}}
  int ld = 1e400L > 0; // expected-error {{floating literal '1e400' is larger than the largest finite value of 'long double'}}
}

// Valid neighbours: the largest values themselves, small ones, cpu code.
void g() restrict(amp) {
  float a = 3.402823466e+38f;
  double b = 1.7976931348623157e+308;
  double e = 1.7976931348623158e+308; // rounds to DBL_MAX
  float c = 1.5e-45f;
  double d = 0x1.fffffffffffffp+1023;
  int ld = 1e300L > 0; // Microsoft's long double is a double, which holds this
}
void host() { float a = 3.402823467e+38f; }
