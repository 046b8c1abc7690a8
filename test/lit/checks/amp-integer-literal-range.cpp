// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-integer-literal-range: in amp code an integer literal's value must
// fit a 32-bit integer type; its suffix does not matter.
#include <amp.h>
using namespace concurrency;

unsigned int too_big() restrict(amp) {
  return 0x100000000; // expected-error {{integer literal 4294967296 does not fit in any 32-bit integer type, the widest restrict(amp) code supports [amp-integer-literal-range]}} \
                      // expected-warning {{implicit conversion from 'long' to 'unsigned int' changes value}}
}
int decimal() restrict(amp) {
  return (int)(5000000000 / 2); // expected-error {{integer literal 5000000000 does not fit}}
}

// Valid neighbours: suffixes on values that fit, the largest 32-bit values,
// a character literal's value, and a wide literal in cpu code.
int fits() restrict(amp) {
  int i = 0x1234LL;
  unsigned int u = 4294967295u;
  unsigned int h = 0xFFFFFFFF;
  int lowest = -2147483647 - 1;
  int j = 'c';
  return i + (int)u + (int)h + lowest + j;
}
long long host_only() { return 0x100000000; }
void kernel(array_view<int, 1> a) {
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = fits() + decimal(); });
}
