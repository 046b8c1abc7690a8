// RUN: %amp-clang -fms-compatibility -fsyntax-only -Xclang -verify %s
// A temporary bound to a non-const reference, which Visual C++ accepts as an
// extension (its warning C4239), is not accepted: Clang has no such
// extension in any mode, -fms-compatibility and a Windows target included,
// and no text edit is exact (an added `bump(counter &&)` would take rvalues
// from a `bump(const counter &)` overload, which Visual C++ prefers for them;
// docs/msvc.md). Clang's note says why the candidate is not viable. This test
// fails when that changes.
#include <amp.h>

struct counter {
  int n;
};
counter make() { return counter{1}; }
void bump(counter &c) { ++c.n; } // expected-note 2 {{candidate function not viable: expects an lvalue for 1st argument}}

int main() {
  bump(make());     // expected-error {{no matching function for call to 'bump'}}
  bump(counter{2}); // expected-error {{no matching function for call to 'bump'}}
  return 0;
}
