// RUN: %amp-clang -fsanitize=amp -Wno-amp-tile-static-untiled %s -o %t
// RUN: %t 2>&1 | FileCheck %s --implicit-check-not=amp-sanitizer
// RUN: env AMP_CLANG_DEVICE=host %t 2>&1 | FileCheck %s --implicit-check-not=amp-sanitizer
// Valid programs run clean under -fsanitize=amp: a tiled reduction through
// tile_static memory with barriers between its steps, a tiled matrix product
// staging both inputs, a counter set by one work-item and read after a
// barrier, sections, projections and a view_as, at their edges; no report,
// and the same results as without the sanitizer.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

static const int TS = 8;

int main() {
  // Sum of 0..1023 by tiles of 64.
  std::vector<int> values(1024), sums(16);
  for (int i = 0; i < 1024; ++i) values[i] = i;
  array_view<const int, 1> in(1024, values);
  array_view<int, 1> out(16, sums);
  parallel_for_each(in.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int part[64];
    tile_static int count;
    if (t.local[0] == 0) count = 0;
    part[t.local[0]] = in[t.global];
    t.barrier.wait();
    for (int stride = 32; stride > 0; stride /= 2) {
      if (t.local[0] < stride) part[t.local[0]] += part[t.local[0] + stride];
      t.barrier.wait();
    }
    if (t.local[0] == 0) {
      count = 64;
      out[t.tile] = part[0];
    }
    t.barrier.wait();
    if (t.local[0] == 1 && count != 64) out[t.tile] = -1;
  });
  out.synchronize();
  long total = 0;
  for (int s : sums) total += s;
  // CHECK: sum 523776
  std::printf("sum %ld\n", total);

  // A 16x16 product by 8x8 tiles.
  const int N = 16;
  std::vector<float> a(N * N), b(N * N), c(N * N);
  for (int i = 0; i < N * N; ++i) a[i] = (float)(i % 7), b[i] = (float)(i % 5);
  array_view<const float, 2> av(N, N, a), bv(N, N, b);
  array_view<float, 2> cv(N, N, c);
  parallel_for_each(cv.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {
    tile_static float ta[TS][TS], tb[TS][TS];
    int row = t.local[0], col = t.local[1];
    float acc = 0;
    for (int k = 0; k < N; k += TS) {
      ta[row][col] = av(t.global[0], k + col);
      tb[row][col] = bv(k + row, t.global[1]);
      t.barrier.wait();
      for (int j = 0; j < TS; ++j) acc += ta[row][j] * tb[j][col];
      t.barrier.wait();
    }
    cv[t.global] = acc;
  });
  cv.synchronize();
  float want = 0;
  for (int k = 0; k < N; ++k) want += a[5 * N + k] * b[k * N + 9];
  // CHECK: product ok
  std::printf("product %s\n", c[5 * N + 9] == want ? "ok" : "wrong");

  // Sections, projections and view_as at their last elements.
  std::vector<int> grid(8 * 8, 1);
  array_view<int, 2> g(8, 8, grid);
  array_view<int, 2> corner = g.section(index<2>(6, 6), extent<2>(2, 2));
  array_view<int, 1> line(64, grid);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    corner(1, 1) = 5;
    g[7][0] = 6;
  });
  g.synchronize();
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    array_view<int, 2> square = line.view_as(extent<2>(8, 8));
    square(7, 7) += 1;
  });
  line.synchronize();
  g.synchronize();
  // CHECK: edges 6 6
  std::printf("edges %d %d\n", grid[63], grid[56]);

  // tile_static in an untiled kernel (amp-clang warns; no tile state to check it against).
  int untiled[4] = {};
  array_view<int, 1> uv(4, untiled);
  parallel_for_each(uv.extent, [=](index<1> i) restrict(amp) {
    tile_static int own[2];
    own[0] = i[0];
    uv[i] = i[0] + 1;
  });
  uv.synchronize();
  // CHECK: untiled 1 4
  std::printf("untiled %d %d\n", untiled[0], untiled[3]);
  return 0;
}
