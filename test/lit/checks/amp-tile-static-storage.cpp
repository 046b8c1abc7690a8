// RUN: %amp-clang -fsyntax-only -Wno-duplicate-decl-specifier -Xclang -verify %s
// Rule amp-tile-static-storage: tile_static is a storage class of its own.
#include <amp.h>
using namespace concurrency;

void kernels(array_view<int, 1> out) {
  parallel_for_each(out.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    static tile_static int a; // expected-error {{tile_static variable 'a' has a second storage class; tile_static is a storage class of its own and takes no other (no static, thread_local or second tile_static) [amp-tile-static-storage]}}
    tile_static tile_static int b; // expected-error {{tile_static variable 'b' has a second storage class}}
    tile_static static float c[4]; // expected-error {{tile_static variable 'c' has a second storage class}}
    thread_local tile_static int tl; // expected-error {{tile_static variable 'tl' has a second storage class}}
    // Valid neighbours: tile_static alone, several declarators, a static
    // local in cpu code.
    tile_static int d, e;
    tile_static int statics[4];
    if (t.local[0] == 0)
      a = b = d = e = statics[0] = 1;
    t.barrier.wait();
    out[t] = a + b + int(c[0]) + d + e + statics[0];
  });
  static int host_count;
  ++host_count;
}
