// RUN: %amp-clang -O2 %s -o %t
// RUN: %run %t | FileCheck %s
// tile_static variables declared in functions a tiled kernel calls (directly
// and through another function): one tile-wide variable per declaration,
// shared by the tile's threads as in the kernel's own body.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

static const int TILE = 64;

// The tile's sum, computed in a function's own tile_static array.
int tile_sum(const tiled_index<TILE> &t, int value) restrict(amp) {
  tile_static int part[TILE];
  part[t.local[0]] = value;
  t.barrier.wait();
  for (int stride = TILE / 2; stride > 0; stride /= 2) {
    if (t.local[0] < stride)
      part[t.local[0]] += part[t.local[0] + stride];
    t.barrier.wait();
  }
  int total = part[0];
  t.barrier.wait();
  return total;
}

// Calls tile_sum twice and keeps a tile_static scalar of its own.
int tile_sum_and_max(const tiled_index<TILE> &t, int value) restrict(amp) {
  tile_static int biggest;
  if (t.local[0] == 0)
    biggest = 0;
  t.barrier.wait();
  atomic_fetch_max(&biggest, value);
  t.barrier.wait();
  return tile_sum(t, value) * 1000 + biggest + 0 * tile_sum(t, 1);
}

int main() {
  const int n = TILE * 16;
  std::vector<int> in(n), out(n);
  for (int i = 0; i < n; ++i) in[i] = (i * 37) % 101;
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> ov(n, out);
  parallel_for_each(ov.extent.tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
    ov[t.global] = tile_sum_and_max(t, iv[t.global]);
  });
  int bad = 0;
  for (int b = 0; b < n / TILE; ++b) {
    int sum = 0, biggest = 0;
    for (int k = 0; k < TILE; ++k) {
      sum += in[b * TILE + k];
      biggest = in[b * TILE + k] > biggest ? in[b * TILE + k] : biggest;
    }
    for (int k = 0; k < TILE; ++k) bad += ov[b * TILE + k] != sum * 1000 + biggest;
  }
  std::printf("tile_static in called functions: %d wrong: %s\n", bad, bad ? "FAIL" : "PASS");
  return bad;
}
// CHECK: tile_static in called functions: 0 wrong: PASS
