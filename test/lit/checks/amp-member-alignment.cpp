// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-member-alignment: members of classes used in amp code must sit at 4-byte aligned offsets.
#include <amp.h>
using namespace concurrency;

struct TwoBools {
  bool a;
  bool b; // expected-error {{member 'b' of class 'TwoBools' is at offset 1, not a multiple of 4, which restrict(amp) code cannot use [amp-member-alignment]}}
  int i;
};

#pragma pack(push, 1)
struct Packed {
  bool flag;
  int value; // expected-error {{member 'value' of class 'Packed' is at offset 1, not a multiple of 4}}
};
#pragma pack(pop)

#pragma pack(push, 2)
struct PackedDouble {
  int a;
  double d; // expected-error {{member 'd' of class 'PackedDouble' is at offset 4, not a multiple of 8}}
};
#pragma pack(pop)

struct __attribute__((packed)) Attr {
  float x;
  bool on;
  float y; // expected-error {{member 'y' of class 'Attr' is at offset 5, not a multiple of 4}}
};

struct BoolArray {
  int n;
  bool flags[4]; // expected-error {{member 'flags[1]' of class 'BoolArray' is at offset 5, not a multiple of 4}}
};

struct BoolBase { bool on; };
struct MoreBools : BoolBase {
  bool more; // expected-error {{member 'more' of class 'MoreBools' is at offset 1, not a multiple of 4}}
};

int use(TwoBools t) restrict(amp) { return t.i; } // expected-note {{'TwoBools' is used in restrict(amp) code here}}
int use(const Packed &p) restrict(amp) { return p.value; } // expected-note {{'Packed' is used in restrict(amp) code here}}
double use(PackedDouble p) restrict(amp) { return p.d; } // expected-note {{'PackedDouble' is used in restrict(amp) code here}}

void kernel(array_view<int, 1> out, BoolArray host) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    Attr a;      // expected-note {{'Attr' is used in restrict(amp) code here}}
    MoreBools m; // expected-note {{'MoreBools' is used in restrict(amp) code here}}
    out[i] = host.n + (int)a.x + (m.more ? 1 : 0); // expected-note {{'BoolArray' is used in restrict(amp) code here}} expected-error {{array type 'bool[4]' is not allowed in restrict(amp) code}}
  });
}

// Valid neighbours: no diagnostic.
struct BoolThenInt { bool b; int i; };          // i at 4
struct Mixed { int a; bool b; double d; bool e; }; // b at 4, d at 8, e at 16
struct alignas(16) Wide { float v[3]; bool last; }; // last at 12
#pragma pack(push, 1)
struct PackedButAligned { int a; float b; };
#pragma pack(pop)
void host_only(TwoBools t, Packed p) {}
int fine(BoolThenInt x, Mixed m, Wide w, PackedButAligned p) restrict(amp) {
  return x.i + m.a + (w.last ? 1 : 0) + p.a;
}
void kernel_ok(array_view<int, 1> out, BoolThenInt host) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    bool local = true;
    out[i] = host.i + (local ? 1 : 0);
  });
}
