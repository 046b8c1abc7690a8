// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Only the runtime makes a tile_barrier (Microsoft: "only the runtime can
// instantiate this class"): kernels use, and may copy, the one in their
// tiled_index.
#include <amp.h>
using namespace concurrency;

void kernels(array_view<int, 1> o) {
  parallel_for_each(o.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_barrier made; // expected-error {{calling a private constructor of class 'Concurrency::tile_barrier'}}
    tile_barrier copy = t.barrier;
    copy.wait();
    o[t] = 1;
  });
}
void host() {
  tile_barrier().wait(); // expected-error {{calling a private constructor of class 'Concurrency::tile_barrier'}}
}
// expected-note@*:* 2 {{implicitly declared private here}}
