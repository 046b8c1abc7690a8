// RUN: %amp-clang -fsanitize=amp %s -o %t
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 %t 2>&1 | FileCheck %s
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 AMP_CLANG_DEVICE=host %t 2>&1 | FileCheck %s
// -fsanitize=amp-init on tile_static counters that atomic functions update:
// a tile's histogram whose bins are zeroed before the increments, except bin
// 7, which one work-item was meant to clear. The atomic increment reads the
// bin it updates, so the never-written bin 7 is reported at the increment
// (the first time a tile meets it), on OpenCL devices and on the host
// accelerator alike. The bins are indexed by an array_view's element
// (`bins[in[i]]`), which the host accelerator's rewrite also checks.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<unsigned> data(256), hist(8, 0);
  for (int i = 0; i < 256; ++i)
    data[i] = (i * 7) % 8;
  array_view<const unsigned, 1> in(256, data);
  array_view<unsigned, 1> out(8, hist);
  parallel_for_each(in.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static unsigned bins[8];
    if (t.local[0] < 7)
      bins[t.local[0]] = 0;
    t.barrier.wait();
    // CHECK: ERROR: amp-sanitizer: read of uninitialized tile_static 'bins' at {{.*}}init-tile-static-atomic.cpp:[[@LINE+2]]:23
    // CHECK-NEXT: element 7 (of 8) was never written in this tile
    atomic_fetch_inc(&bins[in[t.global]]);
    t.barrier.wait();
    if (t.local[0] < 8)
      atomic_fetch_add(&out[t.local[0]], bins[t.local[0]]);
  });
  out.synchronize();
  // CHECK-NOT: ERROR
  // CHECK: bins 0-6: 32 32 32 32 32 32 32
  std::fprintf(stderr, "bins 0-6:");
  for (int b = 0; b < 7; ++b)
    std::fprintf(stderr, " %u", hist[b]);
  std::fprintf(stderr, "\n");
  return 0;
}
