// What -fsanitize=amp costs (docs/sanitizer.md): three kernels, each timed as
// the best of N launches on the default device with its data already there.
//   copy     a memory-bound scale, one read and one write of global memory a
//            work-item (bounds: two checked accesses)
//   stencil  a tiled 1-D stencil staged in tile_static memory behind a
//            barrier (bounds, init, race and sync all work here)
//   matmul   a tiled matrix product (16x16 tiles in tile_static memory, two
//            barriers per step: the shadows' and counters' worst case)
// Build it once per set of checks and compare (bench/sanitizer.sh does):
//   amp-clang -O2 [-fsanitize=amp|amp-bounds|...] bench/sanitizer.cpp -o s
// It prints the device, the checks it was built with (the host compile's
// _AMP_CLANG_SANITIZE) and one line per kernel: milliseconds, GB/s or GFLOP/s.
// Options: --quick (tiny sizes, one repetition, results checked), --reps N.
#include <amp.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

using namespace concurrency;

#ifndef _AMP_CLANG_SANITIZE
#define _AMP_CLANG_SANITIZE 0
#endif

static const int TILE = 256, MT = 16;

static double best_of(int reps, const std::function<void()> &fn) {
  double best = 1e30;
  for (int r = 0; r < reps; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    fn();
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  return best;
}

static std::string checks() {
  const int m = _AMP_CLANG_SANITIZE;
  if (m == 0) return "none";
  if (m == 15) return "amp (all)";
  std::string s;
  const char *names[] = {"amp-bounds", "amp-race", "amp-init", "amp-sync"};
  for (int k = 0; k < 4; ++k)
    if (m & (1 << k)) s += std::string(s.empty() ? "" : ",") + names[k];
  return s;
}

int main(int argc, char **argv) {
  bool quick = false;
  int reps = 10;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--quick")) quick = true, reps = 1;
    else if (!std::strcmp(argv[i], "--reps") && i + 1 < argc) reps = std::atoi(argv[++i]);
  }
  accelerator acc;
  accelerator_view view = acc.default_view;
  const bool gpu = !acc.get_is_emulated() && acc.get_dedicated_memory() > 0;
  std::wstring wname = acc.get_description();
  std::string name(wname.begin(), wname.end());
  std::printf("device: %s\nchecks: %s\n", name.c_str(), checks().c_str());
  int failures = 0;

  // copy: out = 2 * in.
  // At most 65535 tiles of 256 (Microsoft's limit on tiles per dimension).
  const int n = quick ? 1 << 12 : gpu ? 65535 * TILE : 1 << 22;
  std::vector<float> host(n);
  for (int i = 0; i < n; ++i) host[i] = (float)(i % 1000);
  array<float, 1> in(n, host.begin(), view), out(n, view);
  auto copy = [&] {
    parallel_for_each(view, in.extent, [&in, &out](index<1> i) restrict(amp) { out[i] = 2.0f * in[i]; });
    view.wait();
  };
  copy();
  double t = best_of(reps, copy);
  std::printf("copy     n=%-9d %9.3f ms %9.1f GB/s\n", n, t * 1e3, 2.0 * n * sizeof(float) / t / 1e9);
  if (quick) {
    std::vector<float> back(n);
    concurrency::copy(out, back.begin());
    for (int i = 0; i < n; ++i)
      if (back[i] != 2.0f * host[i]) { ++failures; std::fprintf(stderr, "FAIL copy at %d\n", i); break; }
  }

  // stencil: out[i] = in[i-1] + in[i] + in[i+1] within each tile's staged copy.
  auto stencil = [&] {
    parallel_for_each(view, in.extent.tile<TILE>(), [&in, &out](tiled_index<TILE> t) restrict(amp) {
      tile_static float stage[TILE + 2];
      const int l = t.local[0] + 1, g = t.global[0], last = in.extent[0] - 1;
      stage[l] = in[g];
      if (l == 1) stage[0] = g > 0 ? in[g - 1] : 0.0f;
      if (l == TILE) stage[TILE + 1] = g < last ? in[g + 1] : 0.0f;
      t.barrier.wait();
      out[g] = stage[l - 1] + stage[l] + stage[l + 1];
    });
    view.wait();
  };
  stencil();
  t = best_of(reps, stencil);
  std::printf("stencil  n=%-9d %9.3f ms %9.1f GB/s\n", n, t * 1e3, 2.0 * n * sizeof(float) / t / 1e9);
  if (quick) {
    std::vector<float> back(n);
    concurrency::copy(out, back.begin());
    for (int i = 1; i + 1 < n; ++i)
      if (back[i] != host[i - 1] + host[i] + host[i + 1]) { ++failures; std::fprintf(stderr, "FAIL stencil at %d\n", i); break; }
  }

  // matmul: c = a * b, 16x16 tiles.
  const int m = quick ? 64 : gpu ? 2048 : 512;
  std::vector<float> ha(m * m), hb(m * m);
  for (int i = 0; i < m * m; ++i) ha[i] = (float)(i % 7) - 3.0f, hb[i] = (float)(i % 5) - 2.0f;
  array<float, 2> a(m, m, ha.begin(), view), b(m, m, hb.begin(), view), c(m, m, view);
  auto matmul = [&] {
    parallel_for_each(view, c.extent.tile<MT, MT>(), [&a, &b, &c, m](tiled_index<MT, MT> t) restrict(amp) {
      tile_static float ta[MT][MT], tb[MT][MT];
      const int row = t.local[0], col = t.local[1];
      float acc = 0.0f;
      for (int k = 0; k < m; k += MT) {
        ta[row][col] = a(t.global[0], k + col);
        tb[row][col] = b(k + row, t.global[1]);
        t.barrier.wait();
        for (int j = 0; j < MT; ++j) acc += ta[row][j] * tb[j][col];
        t.barrier.wait();
      }
      c[t.global] = acc;
    });
    view.wait();
  };
  matmul();
  t = best_of(quick ? 1 : std::max(1, reps / 2), matmul);
  std::printf("matmul   m=%-9d %9.3f ms %9.1f GFLOP/s\n", m, t * 1e3, 2.0 * m * m * m / t / 1e9);
  if (quick) {
    std::vector<float> hc(m * m);
    concurrency::copy(c, hc.begin());
    for (int i = 0; i < m; i += 7)
      for (int j = 0; j < m; j += 5) {
        float want = 0;
        for (int k = 0; k < m; ++k) want += ha[i * m + k] * hb[k * m + j];
        if (std::fabs(hc[i * m + j] - want) > 1e-3f) { ++failures; std::fprintf(stderr, "FAIL matmul at %d,%d\n", i, j); i = m; break; }
      }
  }
  if (quick) std::printf("%s\n", failures ? "FAILED" : "all results checked");
  return failures ? 1 : 0;
}
