// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-restriction-specifier: a restriction specifier lists cpu and amp,
// separated by commas, and nothing else (the list is not extensible).
#include <amp.h>
using namespace concurrency;

int misspelt() restrict(amd) { return 0; } // expected-error-re {{{{^}}'amd' is not a restriction; the only restrictions are cpu and amp [amp-restriction-specifier]}}
int none() restrict() { return 0; } // expected-error {{empty restriction specifier; write restrict(cpu), restrict(amp) or restrict(cpu, amp)}}
int doubled() restrict(cpu,,amp) { return 0; } // expected-error {{empty entry in restriction specifier}}
int spaced() restrict(cpu,   ,amp) { return 0; } // expected-error {{empty entry in restriction specifier}}
int upper() restrict(AMP) { return 0; } // expected-error {{'AMP' is not a restriction}}
int autoed() restrict(auto) { return 0; } // expected-error {{'auto' is not a restriction}}
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
