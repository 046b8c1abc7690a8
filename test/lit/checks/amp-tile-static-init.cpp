// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-tile-static-init: no initializer, no non-trivial constructor or destructor.
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
    tile_static WithCtor c;     // expected-error {{tile_static variable 'c' has a type with a non-trivial constructor or destructor}}
    tile_static WithDtor d[4];  // expected-error {{tile_static variable 'd' has a type with a non-trivial constructor or destructor}}
    out[t.global] = a + b[0] + p.v + q.v + c.v + d[0].v;
  });
}

template <typename T> T from_template(int i) restrict(amp) {
  tile_static T x = T(); // expected-error {{tile_static variable 'x' has an initializer}}
  return x;
}
template int from_template<int>(int);

// Valid: trivially constructible types, assigned after the declaration.
void fine(array_view<int, 1> out) {
  parallel_for_each(out.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static int a;
    tile_static Plain p[16];
    tile_static float m[4][4];
    if (t.local[0] == 0)
      a = 1;
    p[t.local[0]].v = a;
    m[0][0] = 0.0f;
    t.barrier.wait();
    out[t.global] = p[0].v + (int)m[0][0];
  });
}
