// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Found by amp-clang-fuzz: taking an operator's address in amp code named the
// function '' (NamedDecl::getName() on an operator; an assertion failure where
// assertions are on, as in the fuzz build).
#include <amp.h>
using namespace concurrency;

struct V { int x; };
V operator+(V a, V b) restrict(amp) { return V{a.x + b.x}; }

int use() restrict(amp) {
  V (*p)(V, V) = &operator+; // expected-error {{variable 'p' has type}} expected-error {{address of function 'operator+' taken}}
  V (*q)(V, V) = operator+;  // expected-error {{variable 'q' has type}} expected-error {{address of function 'operator+' taken}}
  return 0;
}
