// RUN: %amp-clang -fsanitize=amp %s -o %t
// RUN: not %t 2>&1 | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host not %t 2>&1 | FileCheck %s
// -fsanitize=amp's init check on tile_static memory (OpenCL devices and the host accelerator): a tile
// reads an element no work-item of the tile wrote (work-item 3 skips its
// store), once in each of the two tiles. A write by any work-item
// of the tile before the read (across a barrier) makes the element written.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> data(16, 1);
  array_view<int, 1> av(16, data);
  try {
    parallel_for_each(av.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
      tile_static int stage[8];
      if (t.local[0] != 3)
        stage[t.local[0]] = av[t.global];
      t.barrier.wait();
      // CHECK: ERROR: amp-sanitizer: read of uninitialized tile_static 'stage' at {{.*}}init-tile-static.cpp:[[@LINE+2]]:
      // CHECK-NEXT: element 3 (of 8) was never written in this tile
      av[t.global] = stage[7 - t.local[0]];
    });
    av.synchronize();
  } catch (runtime_exception &e) {
    // CHECK: caught: amp-sanitizer: 2 report(s) in the kernel launched at {{.*}}init-tile-static.cpp:19:5
    std::printf("caught: %s\n", e.what());
    return 1;
  }
  return 0;
}
