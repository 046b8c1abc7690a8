// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-bool-pointer-arith: no arithmetic on pointers to bool.
#include <amp.h>
using namespace concurrency;

bool second(bool *flags) restrict(amp) {
  bool *p = flags;
  ++p;                   // expected-error {{pointer arithmetic on 'bool *' in restrict(amp) code [amp-bool-pointer-arith]}}
  p = p + 1;             // expected-error {{pointer arithmetic on 'bool *'}}
  p -= 1;                // expected-error {{pointer arithmetic on 'bool *'}}
  return flags[1] && *p; // expected-error {{pointer arithmetic on 'bool *'}}
}

int distance(const bool *a, const bool *b) restrict(amp) {
  return (int)(b - a); // expected-error {{pointer arithmetic on 'const bool *'}}
}

void kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    bool flag = true;
    bool *p = &flag;
    out[i] = p[i[0] % 4] ? 1 : 0; // expected-error {{pointer arithmetic on 'bool *'}}
  });
}

// Valid neighbours: dereferencing a bool pointer, int pointer arithmetic; bool
// pointer arithmetic in cpu code. (Arrays of bool are amp-bool-array's.)
int fine(bool *flag, int *ip) restrict(amp) {
  bool *same = flag;
  return (*same ? 1 : 0) + *(ip + 1) + ip[2];
}
bool host(bool *p) { return *(p + 1); }
