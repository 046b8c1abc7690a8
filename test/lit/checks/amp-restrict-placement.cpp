// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-restrict-placement: restrict(...) follows the parameter list.
#include <amp.h>
using namespace concurrency;

restrict(cpu) int early() { return 0; } // expected-error {{restriction specifier written before the declaration of 'early'; it must follow the parameter list [amp-restrict-placement]}}
struct S {
  restrict(amp) int member(int v) { return v; } // expected-error {{restriction specifier written before the declaration of 'member'}}
};

// Valid neighbours: the specifier after the parameters, on lambdas, on
// declarations and definitions.
int late() restrict(cpu) { return 0; }
int twice(int v) restrict(cpu, amp);
int twice(int v) restrict(cpu, amp) { return 2 * v; }
struct T {
  int get() const restrict(amp) { return 1; }
  T() restrict(cpu, amp) {}
};
void kernel(array_view<int, 1> a) {
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = twice(i[0]); });
}
