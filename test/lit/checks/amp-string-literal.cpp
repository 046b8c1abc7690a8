// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-string-literal: string literals are arrays of char, not amp data.
#include <amp.h>
using namespace concurrency;

int first() restrict(amp) {
  return "Hello"[0]; // expected-error {{string literal in restrict(amp) code; string literals are arrays of char, which the accelerator cannot use [amp-string-literal]}}
}

void kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = i[0] > 0 ? "ab"[1] : 0; // expected-error {{string literal in restrict(amp) code}}
  });
}

// Valid neighbours: static_assert messages, string literals in cpu code.
int fine(int v) restrict(amp) {
  static_assert(sizeof(int) == 4, "int must be 32-bit");
  return v + 72;
}
const char *host_name() { return "host"; }
