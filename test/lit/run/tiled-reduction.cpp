// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A tiled reduction: each tile sums its 256 elements in tile_static memory,
// halving the active threads between barriers, then one atomic per tile adds
// the tile's sum to the total. On the host accelerator the tile's threads are
// fibers that must all reach each barrier before any goes on: a thread that
// ran ahead would read a partial sum another has not written yet.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

int main() {
  const int n = 256 * 64;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i) data[i] = i % 97;
  long long expected = 0;
  for (int x : data) expected += x;
  std::vector<int> sums(n / 256, 0);
  int total = 0;
  array_view<const int, 1> in(n, data);
  array_view<int, 1> tile_sums(n / 256, sums);
  array_view<int, 1> out(1, &total);
  parallel_for_each(in.extent.tile<256>(), [=](tiled_index<256> t) restrict(amp) {
    tile_static int partial[256];
    const int l = t.local[0];
    partial[l] = in[t.global];
    t.barrier.wait();
    for (int stride = 128; stride > 0; stride /= 2) {
      if (l < stride) partial[l] += partial[l + stride];
      t.barrier.wait_with_tile_static_memory_fence();
    }
    if (l == 0) {
      tile_sums[t.tile] = partial[0];
      atomic_fetch_add(&out[0], partial[0]);
    }
  });
  out.synchronize();
  tile_sums.synchronize();
  int first = sums[0], last = sums[n / 256 - 1];
  std::printf("tiles %d: first %d last %d\n", n / 256, first, last);
  std::printf("total %d, expected %lld: %s\n", total, expected, total == expected ? "PASS" : "FAIL");
  return total == expected ? 0 : 1;
}
// CHECK: tiles 64: first {{[0-9]+}} last {{[0-9]+}}
// CHECK: total {{[0-9]+}}, expected {{[0-9]+}}: PASS
