// RUN: %amp-clang -std=c++20 -fsyntax-only -Xclang -verify %s
// Rule amp-call-cpu-function through C++20's rewritten comparisons: `a != b`
// calls operator==, `1 == p` calls p == 1. A cpu-only operator== is a cpu
// call there as anywhere.
#include <amp.h>

struct P {
  int v;
  bool operator==(const P &o) const restrict(cpu) { return v == o.v; } // expected-note 2 {{'operator==' declared here}}
  bool operator==(int k) const restrict(cpu, amp) { return v == k; }
};

int differ(P a, P b) restrict(amp) {
  return a != b; // expected-error {{call to 'operator==', which is restrict(cpu), from restrict(amp) code}}
}
int reversed(P a, P b) restrict(amp) {
  return b == a; // expected-error {{call to 'operator==', which is restrict(cpu), from restrict(amp) code}}
}
int fine(P a) restrict(amp) { return (1 == a) + (a != 2); }
