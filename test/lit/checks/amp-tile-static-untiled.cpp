// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-tile-static-untiled: tile_static in a kernel launched over a plain
// extent is a warning (Microsoft's tile_static page: the behaviour is
// undefined); run/tile-static-untiled.cpp shows such a program builds and runs.
#include <amp.h>
using namespace concurrency;

int uses_tile_memory(int i) restrict(amp) {
  tile_static int scratch[64]; // expected-warning {{tile_static variable 'scratch' in a kernel launched over a non-tiled extent: which threads share it is undefined [-Wamp-tile-static-untiled]}}
  scratch[i % 64] = i;
  return scratch[0];
}
int indirect(int i) restrict(amp) { return uses_tile_memory(i) + 1; }

struct Functor {
  array_view<int, 1> out;
  void operator()(index<1> i) const restrict(amp) {
    tile_static int s; // expected-warning {{tile_static variable 's' in a kernel}}
    s = 1;
    out[i] = s;
  }
};

void bad(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { // expected-note {{kernel launched here}}
    tile_static float local[16]; // expected-warning {{tile_static variable 'local' in a kernel launched over a non-tiled extent}}
    local[0] = 1.0f;
    out[i] = (int)local[0];
  });
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = indirect(i[0]); }); // expected-note {{kernel launched here}}
  parallel_for_each(out.extent, Functor{out}); // expected-note {{kernel launched here}}
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    auto inner = [](int v) restrict(amp) { // called on the spot: runs in the kernel
      tile_static int t; // expected-warning {{tile_static variable 't' in a kernel}}
      t = v;
      return t;
    };
    out[i] = inner(i[0]);
  }); // expected-note@-7 {{kernel launched here}}
}

// Valid: the same functions from tiled kernels.
void fine(array_view<int, 1> out) {
  parallel_for_each(out.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int local[64];
    local[t.local[0]] = indirect(t.local[0]);
    t.barrier.wait();
    out[t.global] = local[0];
  });
  tiled_extent<8, 8> te(extent<2>(16, 16));
  parallel_for_each(te, [=](tiled_index<8, 8> t) restrict(amp) { out[index<1>(t.global[0])] = uses_tile_memory(t.local[1]); });
}
