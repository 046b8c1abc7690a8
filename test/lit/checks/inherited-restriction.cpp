// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// A lambda written without a restriction inside amp code takes the enclosing
// function's restriction: the rules apply to its body, and it may call amp code.
#include <amp.h>
using namespace concurrency;

int twice(int x) restrict(amp) { return 2 * x; }

void kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    auto helper = [](int x) {
      short s = 1; // expected-error {{type 'short' is not allowed in restrict(amp) code}}
      return twice(x) + s;
    };
    out[i] = helper(i[0]);
  });
}

// Valid: the same lambda in cpu code is cpu code.
int host() {
  auto helper = [](int x) { short s = 1; return x + s; };
  return helper(1);
}
