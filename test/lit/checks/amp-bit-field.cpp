// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-bit-field: classes used in amp code may not have bit-fields.
#include <amp.h>
using namespace concurrency;

struct Packed {
  unsigned int low : 4;  // expected-error {{class 'Packed' has bit-field 'low', which restrict(amp) code cannot use [amp-bit-field]}}
  unsigned int high : 28; // expected-error {{class 'Packed' has bit-field 'high'}}
};

struct Padded {
  int a;
  int : 0; // expected-error {{class 'Padded' has bit-field (unnamed)}}
  int b;
};

struct Base { int flag : 1; }; // expected-error {{class 'Base' has bit-field 'flag'}}
struct Derived : Base { int x; };

union Bits {
  unsigned int word;
  struct { unsigned int lo : 16, hi : 16; } parts; // expected-error {{has bit-field 'lo'}} expected-error {{has bit-field 'hi'}}
};

int get(Packed p) restrict(amp) { return p.low; } // expected-note 2 {{'Packed' is used in restrict(amp) code here}}
int get_d(const Derived &d) restrict(amp) { return d.x; } // expected-note {{'Derived' is used in restrict(amp) code here}}
int get_b(Bits b) restrict(amp) { return b.word; } // expected-note 2 {{'Bits' is used in restrict(amp) code here}}

void kernel(array_view<int, 1> out, Padded host) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = host.a; // expected-note {{'Padded' is used in restrict(amp) code here}}
  });
}

// Valid neighbours: no diagnostic.
struct Flags { unsigned int bits; };
void host_only(Packed p) {}
int mask(Flags f) restrict(amp) { return (int)(f.bits & 0xfu); }
void fine(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { Flags f = {7u}; out[i] = mask(f); });
}
