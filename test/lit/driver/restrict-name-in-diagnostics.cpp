// `restrict` where it is not a restriction specifier is an ordinary name to
// C++ AMP; the front end renames it internally. Diagnostics show the user's own
// spelling, in the message and the source line, with carets in place.
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=_Restrct
#include <amp.h>

void g(int *restrict p);
// CHECK: restrict-name-in-diagnostics.cpp:[[@LINE-1]]:22: error: expected ')'
// CHECK-NEXT: {{^}}    [[@LINE-2]] | void g(int *restrict p);
// CHECK-NEXT: {{^}}      |                      ^
int restrict(int x) { return x; }
int main() { return restrict(1) + undeclared; }
// CHECK: restrict-name-in-diagnostics.cpp:[[@LINE-1]]:35: error: use of undeclared identifier 'undeclared'
