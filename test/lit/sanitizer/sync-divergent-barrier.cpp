// RUN: %amp-clang -fsanitize=amp %s -o %t
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 %t 2>&1 | FileCheck %s --check-prefixes=CHECK,DEVICE
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 AMP_CLANG_DEVICE=host %t 2>&1 | FileCheck %s --check-prefixes=CHECK,HOST
// -fsanitize=amp's sync check: a barrier that some work-items of a tile reach
// and others do not, decided by data (amp-clang's compile-time rule
// amp-divergent-barrier sees conditions on the thread's index only). The
// report is at the barrier, on PoCL and on the host accelerator; the second
// kernel's early return skips a later barrier.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> data(16);
  for (int i = 0; i < 16; ++i) data[i] = i;
  array_view<int, 1> av(16, data);
  try {
    parallel_for_each(av.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
      tile_static int stage[8];
      stage[t.local[0]] = 1;
      int mine = av[t.global];
      if (mine % 8 < 4)
        // CHECK: ERROR: amp-sanitizer: divergent barrier at {{.*}}sync-divergent-barrier.cpp:[[@LINE+3]]:9
        // DEVICE: the condition at line [[@LINE-2]] decides differently within a tile: true for 4 of the 8 work-items that reached it
        // HOST-NEXT: 4 of the tile's 8 work-items reached it; the others returned or waited elsewhere
        t.barrier.wait();
      av[t.global] = stage[t.local[0]];
    });
    av.synchronize();
    std::vector<int> data2(16);
    for (int i = 0; i < 16; ++i) data2[i] = i;
    array_view<int, 1> bv(16, data2);
    parallel_for_each(bv.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
      tile_static int stage[8];
      int mine = bv[t.global];
      // DEVICE: ERROR: amp-sanitizer: divergent barrier at {{.*}}sync-divergent-barrier.cpp:[[@LINE+2]]:
      // DEVICE-NEXT: a return, break or continue before barriers decides differently within a tile: true for 2 of the 8
      if (mine % 8 == 1 || mine % 8 == 5)
        return;
      stage[t.local[0]] = mine;
      // HOST: ERROR: amp-sanitizer: divergent barrier at {{.*}}sync-divergent-barrier.cpp:[[@LINE+2]]:
      // HOST-NEXT: 6 of the tile's 8 work-items reached it
      t.barrier.wait();
      bv[t.global] = stage[t.local[0]];
    });
    bv.synchronize();
  } catch (runtime_exception &e) {
    std::printf("caught: %s\n", e.what());
    return 1;
  }
  // CHECK: done
  std::printf("done\n");
  return 0;
}
