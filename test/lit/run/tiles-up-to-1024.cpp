// RUN: %amp-clang -O2 %s -o %t
// RUN: %run %t | FileCheck %s
// Tiles of 256, 512 and 1,024 threads (Microsoft's limit) with tile_static
// memory, barriers and atomics. NVIDIA's OpenCL sizes a kernel's largest
// work-group by its registers; the runtime then builds the kernel with a
// register cap that fits the tile (docs/performance.md), so these run there too.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

template <int Tile> int tiled_sum(int tiles) {
  std::vector<int> data(Tile * tiles);
  for (int i = 0; i < Tile * tiles; ++i)
    data[i] = i % 7;
  array_view<const int, 1> in(Tile * tiles, data);
  int total = 0;
  array_view<int, 1> out(1, &total);
  parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    tile_static int part[Tile];
    tile_static int sum;
    part[t.local[0]] = in[t.global] * 2 + (t.local[0] & 1);
    if (t.local[0] == 0)
      sum = 0;
    t.barrier.wait();
    for (int s = Tile / 2; s > 0; s /= 2) {
      if (t.local[0] < s)
        part[t.local[0]] += part[t.local[0] + s];
      t.barrier.wait();
    }
    if (t.local[0] % 32 == 0)
      atomic_fetch_add(&sum, 1);
    t.barrier.wait();
    if (t.local[0] == 0)
      atomic_fetch_add(&out[0], part[0] + sum);
  });
  out.synchronize();
  int expect = 0;
  for (int i = 0; i < Tile * tiles; ++i)
    expect += data[i] * 2 + (i % Tile & 1);
  return total - expect - tiles * (Tile / 32); // 0 when right
}

int main() {
  std::printf("256: %d, 512: %d, 1024: %d\n", tiled_sum<256>(6), tiled_sum<512>(5), tiled_sum<1024>(4));
  return 0;
}
// CHECK: 256: 0, 512: 0, 1024: 0
