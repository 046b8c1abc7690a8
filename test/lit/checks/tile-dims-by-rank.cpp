// RUN: %amp-clang -fsyntax-only -Xclang -verify -Xclang -fno-spell-checking %s
// tiled_extent and tiled_index have as many tile_dimN constants as the tile
// has dimensions, as in Microsoft's specialisations for ranks 1 and 2.
#include <amp.h>
using namespace concurrency;

static_assert(tiled_extent<8>::tile_dim0 == 8, "");
static_assert(tiled_extent<4, 2>::tile_dim1 == 2, "");
static_assert(tiled_index<4, 2, 3>::tile_dim2 == 3, "");

int bad() {
  return tiled_extent<8>::tile_dim1       // expected-error {{no member named 'tile_dim1' in 'Concurrency::tiled_extent<8>'}}
         + tiled_extent<4, 2>::tile_dim2  // expected-error {{no member named 'tile_dim2' in 'Concurrency::tiled_extent<4, 2>'}}
         + tiled_index<16>::tile_dim1     // expected-error {{no member named 'tile_dim1' in 'Concurrency::tiled_index<16>'}}
         + tiled_index<4, 4>::tile_dim2;  // expected-error {{no member named 'tile_dim2' in 'Concurrency::tiled_index<4, 4>'}}
}

void in_kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    out[t] = t.tile_dim0 + t.tile_dim1; // expected-error {{no member named 'tile_dim1'}}
  });
}
