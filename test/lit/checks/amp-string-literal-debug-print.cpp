// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-string-literal: Microsoft's one exception is a literal passed
// directly to direct3d_printf or direct3d_errorf; any other string in amp code
// is an error, as is a format that is not a literal.
#include <amp.h>
using namespace concurrency;

void ok(int x) restrict(amp) {
  direct3d_printf("x = %d\n", x);
  direct3d_errorf("bad x: %d (%s)\n", x, "why");
  direct3d_abort();
}
void bad(int x) restrict(amp) {
  int n = sizeof("abc"); // expected-error {{string literal}}
  direct3d_printf(x > 0 ? "pos\n" : "neg\n"); // expected-error 2 {{string literal}}
  (void)n;
}
void cpu_caller() {
  direct3d_printf("cpu\n"); // expected-error {{restrict(amp)}} expected-note@*:* {{declared here}}
}
