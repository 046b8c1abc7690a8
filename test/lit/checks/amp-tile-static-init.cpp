// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-tile-static-init: no initializer; constructors and destructors are never run.
#include <amp.h>
using namespace concurrency;

struct WithCtor {
  int v;
  WithCtor() restrict(amp) : v(0) {}
};
struct WithDtor {
  int v;
  ~WithDtor() restrict(amp) {}
};
struct Plain {
  int v;
  float f;
};

void kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static int a = 0;      // expected-error {{tile_static variable 'a' has an initializer [amp-tile-static-init]}}
    tile_static int b[2] = {1, 2}; // expected-error {{tile_static variable 'b' has an initializer}}
    tile_static Plain p{};      // expected-error {{tile_static variable 'p' has an initializer}}
    tile_static Plain q = Plain(); // expected-error {{tile_static variable 'q' has an initializer}}
    tile_static WithCtor c = WithCtor(); // expected-error {{tile_static variable 'c' has an initializer}}
    out[t.global] = a + b[0] + p.v + q.v + c.v;
  });
}

template <typename T> T from_template(int i) restrict(amp) {
  tile_static T x = T(); // expected-error {{tile_static variable 'x' has an initializer}}
  return x;
}
template int from_template<int>(int); // expected-note {{in instantiation of 'from_template<int>' requested here}}

struct CpuCtor {
  int v;
  CpuCtor() { v = 1; }
  ~CpuCtor() {}
};

// Valid: any type, assigned after the declaration. Default constructors and
// destructors (even non-trivial, even restrict(cpu) ones) are not run.
void fine(array_view<int, 1> out) {
  parallel_for_each(out.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static int a;
    tile_static Plain p[16];
    tile_static float m[4][4];
    tile_static WithCtor c;
    tile_static WithDtor d[4];
    tile_static CpuCtor e;
    if (t.local[0] == 0)
      a = 1;
    p[t.local[0]].v = a;
    m[0][0] = 0.0f;
    c.v = d[0].v = e.v = 0;
    t.barrier.wait();
    out[t.global] = p[0].v + (int)m[0][0] + c.v + d[0].v + e.v;
  });
}

// A const tile_static variable would need the initializer it cannot have:
// one error, at the declaration. A class with a user-provided default
// constructor needs none (C++), so it stays valid.
void constants(array_view<int, 1> out) {
  parallel_for_each(out.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static const int k;        // expected-error {{tile_static variable 'k' is const, and a const object needs the initializer a tile_static variable cannot have [amp-tile-static-init]}}
    tile_static const int table[4]; // expected-error {{tile_static variable 'table' is const}}
    tile_static const Plain cp;     // expected-error {{tile_static variable 'cp' is const}}
    tile_static const WithCtor cc;
    out[t.global] = k + table[0] + cp.v + cc.v;
  });
}
