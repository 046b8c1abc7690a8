// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-divergent-barrier: every thread of a tile must reach each barrier.
#include <amp.h>
using namespace concurrency;

template <typename T>
void group(tiled_index<16> idx, const array_view<T, 1> &a) restrict(amp) {
  tile_static T shared[16];
  if (idx.local[0] % 2 == 0) { // expected-note {{the condition reads the thread's own index here}}
    shared[idx.local[0]] = a[idx.global];
    idx.barrier.wait(); // expected-error {{'wait' is called under a condition on the thread's 'local' index, which differs between the threads of a tile; every thread of a tile must reach each barrier [amp-divergent-barrier]}}
  }
}

void kernels(array_view<int, 1> a, array_view<float, 1> b) {
  parallel_for_each(a.extent.tile<16>(), [=](tiled_index<16> idx) restrict(amp) {
    group(idx, a); // expected-note {{in instantiation of 'group<int>' requested here}}
    for (int k = 0; k < idx.global[0]; ++k) // expected-note {{the condition reads the thread's own index here}}
      idx.barrier.wait_with_tile_static_memory_fence(); // expected-error {{'wait_with_tile_static_memory_fence' is called under a condition on the thread's 'global' index}}
  });
  parallel_for_each(b.extent.tile<16>(), [=](tiled_index<16> idx) restrict(amp) { group(idx, b); });
}

// Valid neighbours: uniform conditions (tile, parameters), unconditional waits.
void fine(array_view<int, 1> a, int n) {
  parallel_for_each(a.extent.tile<16>(), [=](tiled_index<16> idx) restrict(amp) {
    tile_static int s[16];
    s[idx.local[0]] = a[idx.global];
    idx.barrier.wait();
    if (idx.tile[0] % 2 == 0)
      idx.barrier.wait_with_all_memory_fence();
    for (int k = 0; k < n; ++k)
      idx.barrier.wait();
    if (idx.local[0] == 0)
      a[idx.global] = s[0] + s[15];
  });
}
