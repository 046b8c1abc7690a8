// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=COL
// Rule amp-restriction-specifier: a restriction specifier lists cpu and amp,
// separated by commas, and nothing else (the list is not extensible).
#include <amp.h>
// Each error is at its specifier's column:
// COL: amp-restriction-specifier.cpp:12:16: error: 'amd' is not a restriction
// COL: amp-restriction-specifier.cpp:13:12: error: empty restriction specifier
// COL: amp-restriction-specifier.cpp:14:15: error: empty entry in restriction specifier
using namespace concurrency;

int misspelt() restrict(amd) { return 0; } // expected-error-re {{{{^}}'amd' is not a restriction; the only restrictions are cpu and amp [amp-restriction-specifier]}}
int none() restrict() { return 0; } // expected-error {{empty restriction specifier; write restrict(cpu), restrict(amp) or restrict(cpu, amp)}}
int doubled() restrict(cpu,,amp) { return 0; } // expected-error {{empty entry in restriction specifier}}
int spaced() restrict(cpu,   ,amp) { return 0; } // expected-error {{empty entry in restriction specifier}}
int upper() restrict(AMP) { return 0; } // expected-error {{'AMP' is not a restriction}}
int autoed() restrict(auto) { return 0; } // expected-error {{'auto' is not a restriction}}
// Other tokens in the list are reported the same way (not as a parse error),
// and the next declaration is still read.
int colon() restrict(amp:cpu) { return 0; } // expected-error {{'amp:cpu' is not a restriction}}
int bang2() restrict(!) { return 0; } // expected-error {{'!' is not a restriction}}
int spaced_pair() restrict(cpu amp) { return 0; } // expected-error {{'cpu amp' is not a restriction}}
// A function with an invalid specifier is read as both, so that its calls
// raise no second error (it is neither cpu's nor amp's alone).
void calls_autoed() restrict(cpu, amp) { autoed(); }
// `restrict` called as a function after a cast is no specifier.
int restrict(int v) { return v; }
int cast_call(int x) { return (int) restrict(x); }
struct S {
  int get() const restrict(cpu, direct3d) { return 1; } // expected-error {{'direct3d' is not a restriction}}
};
void lambdas() {
  auto l = [](int v) restrict(gpu) { return v; }; // expected-error {{'gpu' is not a restriction}}
  (void)l;
}

// Valid neighbours: every form the grammar allows, spaced any way.
int cpu_only() restrict(cpu) { return 0; }
int amp_only() restrict(amp) { return 0; }
int both() restrict(cpu, amp) { return 0; }
int both_reversed() restrict(amp,cpu) { return 0; }
int spaced_ok() restrict( cpu ,  amp ) { return 0; }
void kernel(array_view<int, 1> a) {
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = amp_only() + both(); });
}
