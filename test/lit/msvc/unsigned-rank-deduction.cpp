// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck --check-prefix=DEFAULT %s
// Function templates whose non-type parameter is `unsigned int` (or
// `unsigned`), called with an array_view<T, 1> or a tiled_index<64>, whose
// parameters are `int`, as Microsoft's: Visual C++ deduces them; C++17
// deduction fails when the types differ ([temp.deduct.type]p17), in Clang in
// every mode. Under -fms-compatibility the front end declares such a
// parameter `int` where that deduction failed (docs/msvc.md), as in the C++
// AMP Algorithms Library's reduce_tile. Without the flag, Clang's error.
// DEFAULT: error: no matching function for call to 'rank_of'
// DEFAULT: deduced non-type template argument does not have the same type as the corresponding template parameter ('int' vs 'unsigned int')
#include <amp.h>
#include <cstdio>

using namespace concurrency;

template <typename T, unsigned int Rank> int rank_of(array_view<T, Rank>) { return Rank; }
template <typename T, unsigned Rank> int size_of(const array_view<T, Rank> &v) { return v.extent.size(); }
template <typename T, int Rank> int int_rank_of(array_view<T, Rank>) { return Rank; }

// The Algorithms Library's shape: tile_size from a tiled_index<512>.
template <unsigned int tile_size, typename T>
T reduce_tile(T *mem, tiled_index<tile_size> tidx) restrict(amp) {
  for (unsigned int s = tile_size / 2; s > 0; s /= 2) {
    if (unsigned(tidx.local[0]) < s)
      mem[tidx.local[0]] += mem[tidx.local[0] + s];
    tidx.barrier.wait();
  }
  return mem[0];
}

int main() {
  float data[6] = {};
  array_view<float, 1> v(6, data);
  array_view<float, 2> w(2, 3, data);
  std::printf("%d %d %d %d\n", rank_of(v), rank_of(w), size_of(w), int_rank_of(v));
  // CHECK: 1 2 6 1

  const int N = 1024, Tile = 512;
  int in[N], sums[N / Tile];
  for (int i = 0; i < N; ++i)
    in[i] = i;
  array_view<const int, 1> a(N, in);
  array_view<int, 1> out(N / Tile, sums);
  parallel_for_each(a.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    tile_static int mem[Tile];
    mem[t.local[0]] = a[t.global];
    t.barrier.wait();
    int sum = reduce_tile(mem, t);
    if (t.local[0] == 0)
      out[t.tile] = sum;
  });
  std::printf("%d %d\n", out[0], out[1]);
  // CHECK: 130816 392960
  return 0;
}
