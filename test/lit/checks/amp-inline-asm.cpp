// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-inline-asm: inline assembly has no meaning on the accelerator.
#include <amp.h>
using namespace concurrency;

int spin(int x) restrict(amp) {
  asm("nop"); // expected-error {{inline assembly in restrict(amp) code [amp-inline-asm]}}
  return x;
}

void kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int v = i[0];
    __asm__ volatile("" : "+r"(v)); // expected-error {{inline assembly in restrict(amp) code}}
    out[i] = v;
  });
}

// Valid neighbour: inline assembly in cpu code.
int host(int x) {
  asm("nop");
  return x;
}
