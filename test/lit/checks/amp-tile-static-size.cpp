// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-tile-static-size: at most 32,768 bytes of tile_static data per kernel.
#include <amp.h>
using namespace concurrency;

int helper(int i) restrict(amp) {
  tile_static float more[1024]; // expected-note {{'more' takes 4096 bytes}}
  more[i] = 0.0f;
  return (int)more[0];
}

void bad(array_view<int, 2> out) {
  parallel_for_each(out.extent.tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) { // expected-error {{tile_static variables use 36868 bytes, more than the 32768 bytes a tile may share [amp-tile-static-size]}}
    tile_static float a[64][64]; // expected-note {{'a' takes 16384 bytes}}
    tile_static float b[64][64]; // expected-note {{'b' takes 16384 bytes}}
    tile_static int n;
    a[0][0] = b[0][0] = (float)helper(t.local[0]);
    n = 0;
    out[t.global] = n;
  });
}

// A function no kernel of this file reaches is judged on its own.
int alone() restrict(amp) { // expected-error {{tile_static variables use 40000 bytes}}
  tile_static int big[10000]; // expected-note {{'big' takes 40000 bytes}}
  return big[0];
}

// Valid: exactly 32,768 bytes.
void fine(array_view<int, 2> out) {
  parallel_for_each(out.extent.tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) {
    tile_static float a[64][64];
    tile_static int b[4096];
    a[0][0] = (float)b[0];
    out[t.global] = (int)a[0][0];
  });
}
