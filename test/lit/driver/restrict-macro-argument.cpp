// restrict(...) takes its specifiers from a macro as well: the argument
// expands before it becomes the annotation the checks read.
// RUN: %amp-clang -fsyntax-only -DAMP_RESTRICTION=amp -Xclang -verify %s
// RUN: %amp-clang -fsyntax-only "-DAMP_RESTRICTION=cpu,amp" -Xclang -verify %s
#include <amp.h>

#define AMP_ONLY restrict(amp)

int f() restrict(AMP_RESTRICTION) {
  char c = 0; // expected-error {{type 'char' is not allowed in restrict(amp) code}} expected-note {{<amp_bytes.h>}}
  return c;
}
int g() AMP_ONLY { return f(); }
