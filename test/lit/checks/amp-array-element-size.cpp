// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-array-element-size: an array in amp code cannot hold a class whose
// size is not a multiple of 4 bytes: an empty class, or a class of bool.
#include <amp.h>
using namespace concurrency;

struct Empty {};
struct Flag { bool on; };
struct FlagBase { bool m1; };
class Derived : FlagBase {};
struct Padded { bool on; int value; };

void locals() restrict(amp) {
  Empty none[5]; // expected-error {{array type 'Empty[5]' is not allowed in restrict(amp) code: its element class 'Empty' takes 1 byte, not a multiple of 4 (an empty class); the accelerator addresses 32-bit words [amp-array-element-size]}}
  (void)none;
  Flag flags[4]; // expected-error {{array type 'Flag[4]' is not allowed in restrict(amp) code: its element class 'Flag' takes 1 byte, not a multiple of 4 (a class of bool)}}
  flags[0].on = true;
  Derived grid[2][3]; // expected-error {{array type 'Derived[2][3]' is not allowed in restrict(amp) code: its element class 'Derived' takes 1 byte}}
  (void)grid;
}

int parameter(const Flag (&flags)[2]) restrict(amp) { // expected-error {{array type 'Flag[2]' is not allowed in restrict(amp) code}}
  return flags[0].on ? 1 : 0;
}

// Valid neighbours: single objects of those classes, arrays of 4-byte
// multiples, and any array in cpu code.
int singles() restrict(amp) {
  Empty e;
  (void)e;
  Flag f = {true};
  Derived d;
  (void)d;
  Padded padded[4];
  padded[1].on = f.on;
  padded[1].value = 3;
  return padded[1].value;
}
int cpu_side() {
  Empty none[5];
  Flag flags[4] = {};
  (void)none;
  return flags[0].on ? 1 : 0;
}
void kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = singles(); });
}
