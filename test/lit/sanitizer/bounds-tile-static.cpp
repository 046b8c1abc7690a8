// RUN: %amp-clang -fsanitize=amp %s -o %t
// RUN: not %t 2>&1 | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host not %t 2>&1 | FileCheck %s
// -fsanitize=amp's bounds check on tile_static arrays, on PoCL and on the host
// accelerator (whose copy of the kernel indexes them through a checked
// accessor): the staging read of a neighbour one past the tile, and a 2-D
// array's column index. A violating read gives 0.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> data(32);
  for (int i = 0; i < 32; ++i) data[i] = i + 1;
  array_view<int, 1> av(32, data);
  try {
    parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
      tile_static int stage[16];
      tile_static float grid[4][4];
      stage[t.local[0]] = av[t.global];
      grid[t.local[0] % 4][t.local[0] / 4] = 1.0f;
      t.barrier.wait();
      // CHECK: ERROR: amp-sanitizer: out-of-bounds access to tile_static 'stage' at {{.*}}bounds-tile-static.cpp:[[@LINE+3]]:
      // CHECK-NEXT: index (16) is outside the extent (16)
      // CHECK: (2 reports at this site in this launch)
      int right = stage[t.local[0] + 1];
      // CHECK: ERROR: amp-sanitizer: out-of-bounds access to tile_static 'grid' at {{.*}}bounds-tile-static.cpp:[[@LINE+3]]:
      // CHECK-NEXT: index (3, {{[45]}}) is outside the extent (4, 4)
      // CHECK: (8 reports at this site in this launch)
      float g = grid[3][t.local[0] / 3]; // 12..15 reach column 4
      t.barrier.wait();
      av[t.global] = right + (int)g;
    });
    av.synchronize();
  } catch (runtime_exception &e) {
    // The last work-item of each tile read 0 for its right neighbour.
    // CHECK: caught: amp-sanitizer: 10 report(s) in the kernel launched at {{.*}}bounds-tile-static.cpp:20:5
    std::printf("caught: %s\n", e.what());
    return 1;
  }
  return 0;
}
