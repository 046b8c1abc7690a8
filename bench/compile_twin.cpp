// The compile-time benchmark's program: three kernels (map, stencil, tiled
// transpose) in C++ AMP, or, with -DBENCH_HOST_ONLY, the same work as host loops
// (its host-only twin, compiled by clang++ alone). run.sh times both with -c -O2.
#include <cmath>
#include <cstdio>
#include <vector>
#ifndef BENCH_HOST_ONLY
#include <amp.h>
using namespace concurrency;
#endif

static const int n = 256;

int main() {
  std::vector<float> a(n * n), b(n * n), c(n * n);
  for (int i = 0; i < n * n; ++i) a[i] = float(i % 97);
  const float scale = 0.5f;
#ifndef BENCH_HOST_ONLY
  array_view<const float, 2> av(n, n, a);
  array_view<float, 2> bv(n, n, b), cv(n, n, c);
  bv.discard_data();
  cv.discard_data();
  parallel_for_each(bv.extent, [=](index<2> i) restrict(amp) { bv[i] = scale * av[i] + 1.0f; });
  parallel_for_each(cv.extent, [=](index<2> i) restrict(amp) {
    int r = i[0], q = i[1];
    float s = bv(r, q);
    if (r > 0 && r < n - 1 && q > 0 && q < n - 1) s = 0.25f * (bv(r - 1, q) + bv(r + 1, q) + bv(r, q - 1) + bv(r, q + 1));
    cv[i] = s;
  });
  parallel_for_each(bv.extent.tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) {
    tile_static float tile[16][16];
    tile[t.local[0]][t.local[1]] = cv(t.tile_origin[1] + t.local[0], t.tile_origin[0] + t.local[1]);
    t.barrier.wait();
    bv[t.global] = tile[t.local[1]][t.local[0]];
  });
  bv.synchronize();
#else
  for (int r = 0; r < n; ++r)
    for (int q = 0; q < n; ++q) b[r * n + q] = scale * a[r * n + q] + 1.0f;
  for (int r = 0; r < n; ++r)
    for (int q = 0; q < n; ++q) {
      float s = b[r * n + q];
      if (r > 0 && r < n - 1 && q > 0 && q < n - 1)
        s = 0.25f * (b[(r - 1) * n + q] + b[(r + 1) * n + q] + b[r * n + q - 1] + b[r * n + q + 1]);
      c[r * n + q] = s;
    }
  for (int r = 0; r < n; ++r)
    for (int q = 0; q < n; ++q) b[r * n + q] = c[q * n + r];
#endif
  int bad = 0;
  for (int r = 0; r < n; ++r)
    for (int q = 0; q < n; ++q) {
      float s = scale * a[q * n + r] + 1.0f;
      if (q > 0 && q < n - 1 && r > 0 && r < n - 1)
        s = 0.25f * (scale * (a[(q - 1) * n + r] + a[(q + 1) * n + r] + a[q * n + r - 1] + a[q * n + r + 1]) + 4.0f);
      bad += std::fabs(b[r * n + q] - s) > 1e-4f * (1 + std::fabs(s));
    }
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
