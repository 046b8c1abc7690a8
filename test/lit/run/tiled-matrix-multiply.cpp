// RUN: %amp-clang -O2 %s -o %t
// RUN: %run %t | FileCheck %s
// The textbook tiled C++ AMP kernel: a matrix product whose tiles stage blocks
// of both inputs in tile_static memory between barriers. Also checks every
// member of tiled_index against the launch's geometry.
#include <amp.h>

#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

static const int TS = 16;

int main() {
  const int M = 96, N = 64, K = 80;
  std::vector<float> a(M * K), b(K * N), c(M * N);
  for (int i = 0; i < M * K; ++i) a[i] = static_cast<float>((i * 7) % 11) - 5.0f;
  for (int i = 0; i < K * N; ++i) b[i] = static_cast<float>((i * 3) % 13) - 6.0f;
  array_view<const float, 2> av(M, K, a), bv(K, N, b);
  array_view<float, 2> cv(M, N, c);
  cv.discard_data();
  parallel_for_each(cv.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {
    int row = t.local[0], col = t.local[1];
    float sum = 0.0f;
    for (int k0 = 0; k0 < K; k0 += TS) {
      tile_static float as[TS][TS];
      tile_static float bs[TS][TS];
      as[row][col] = av(t.global[0], k0 + col);
      bs[row][col] = bv(k0 + row, t.global[1]);
      t.barrier.wait();
      for (int k = 0; k < TS; ++k)
        sum += as[row][k] * bs[k][col];
      t.barrier.wait();
    }
    cv[t] = sum;
  });
  int wrong = 0;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      float s = 0;
      for (int k = 0; k < K; ++k) s += a[i * K + k] * b[k * N + j];
      wrong += std::fabs(cv(i, j) - s) > 1e-3f;
    }
  std::printf("matrix product: %d wrong: %s\n", wrong, wrong ? "FAIL" : "PASS");

  std::vector<int> geometry(8 * 12, -1);
  array_view<int, 2> gv(8, 12, geometry);
  parallel_for_each(gv.extent.tile<4, 6>(), [=](tiled_index<4, 6> t) restrict(amp) {
    index<2> g = t;  // the conversion gives the global index
    bool ok = g == t.global && t.global == t.tile_origin + t.local &&
              t.tile[0] == t.global[0] / 4 && t.tile[1] == t.global[1] / 6 &&
              t.get_tile_extent()[0] == 4 && t.get_tile_extent()[1] == 6;
    gv[t.global] = ok ? 1 : 0;
  });
  int bad = 0;
  for (int i = 0; i < 8 * 12; ++i) bad += gv(i / 12, i % 12) != 1;
  std::printf("tiled_index members: %d wrong: %s\n", bad, bad ? "FAIL" : "PASS");
  return wrong + bad ? 1 : 0;
}
// CHECK: matrix product: 0 wrong: PASS
// CHECK: tiled_index members: 0 wrong: PASS
