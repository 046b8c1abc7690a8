// RUN: %amp-clang -fsyntax-only -Wamp-coalescing -Xclang -verify %s
// RUN: %amp-clang -fsyntax-only %s 2>&1 | count 0
// RUN: %amp-clang -fsyntax-only -Wamp-coalescing-tile-staging %s 2>&1 | FileCheck %s --implicit-check-not="{{warning|error}}:"
// Rule amp-coalescing-tile-staging (advice, off by default): a tiled kernel
// walks a column of its tile, which tile_static staging would make coalesced.
#include <amp.h>
using namespace concurrency;

void stage(array_view<float, 2> out, array_view<const float, 2> in, array_view<float, 1> sums) {
  // A tiled transpose that reads the tile's column.
  parallel_for_each(out.extent.tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) {
    out[t] = in(t.global[1], t.global[0]); // expected-warning {{neighbouring threads of a tile access 'in' a row apart (a column of the tile): each access uses at most 1/8 of each 32-byte memory transaction fetched; stage the tile through a tile_static array: load it with unit-stride accesses, synchronize the tile, and read its columns from there [-Wamp-coalescing-tile-staging]}}
    // CHECK: amp-coalescing-tile-staging.cpp:[[@LINE-1]]:14: warning: neighbouring threads of a tile access 'in' a row apart
  });
  // One row per thread of a rank-1 tile, through the local index.
  parallel_for_each(sums.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    float s = 0.0f;
    for (int c = 0; c < 16; ++c)
      s += in(t.tile_origin[0] + t.local[0], c); // expected-warning {{threads of a tile access 'in' a row apart}}
    // CHECK: :[[@LINE-1]]:12: warning: neighbouring threads of a tile access 'in' a row apart
    sums[t] = s;
  });
}

// Valid: the staged transpose, a tiled reduction's coalesced loads, and
// strided reads that together read every element (the cache serves the
// second one: staging them does not pay, see docs/coalescing.md).
void staged(array_view<float, 2> out, array_view<const float, 2> in, array_view<float, 1> sums,
            array_view<const float, 1> data, array_view<float, 1> x) {
  parallel_for_each(out.extent.tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) {
    tile_static float tile[16][16];
    tile[t.local[0]][t.local[1]] = in(t.tile_origin[1] + t.local[0], t.tile_origin[0] + t.local[1]);
    t.barrier.wait();
    out[t] = tile[t.local[1]][t.local[0]];
  });
  parallel_for_each(data.extent.tile<256>(), [=](tiled_index<256> t) restrict(amp) {
    tile_static float part[256];
    part[t.local[0]] = data[t.global];
    t.barrier.wait();
    if (t.local[0] == 0)
      sums[t.tile[0]] = part[0];
  });
  parallel_for_each(x.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    x[i] = data[2 * i] + data[2 * i + 1];
  });
}
