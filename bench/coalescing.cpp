// What the coalescing advisor's warnings cost, and what their fixes buy: each
// kernel the advisor flags (built with -Wamp-coalescing, so the build shows
// the warnings) beside the kernel its advice leads to, in useful bytes (read +
// written) per second, as a fraction of a plain copy on the same device.
// Rows: the flagged kernel's figure, the copy's, the ratio, the warning.
#include "bench_common.h"

#include <cmath>

using namespace concurrency;

struct Triple {
  float left, right, other;
};
struct Soa {
  array_view<const float, 1> left, right, other;
};

namespace {
constexpr int Tile = 32;    // transpose blocks: 32 x 32, by 32 x 8 threads (4 rows each)
constexpr int Rows = 8;
constexpr int Line = 256;   // pair staging: threads per tile
bench::options opts;

/// Best time of \p launch (launch + wait), after a warm-up; then \p ok checks the result.
double timed(accelerator_view av, const std::function<void()> &launch) {
  launch();
  av.wait();
  return bench::best_of(opts.reps, [&] {
    launch();
    av.wait();
  });
}

void verify(const char *what, bool ok) {
  if (!ok)
    bench::fail(what);
}
} // namespace

int main(int argc, char **argv) {
  opts = bench::parse(argc, argv);
  accelerator_view av = accelerator().get_default_view();
  std::printf("DEVICE|%s|-|-\n", bench::narrow(accelerator().get_description()).c_str());
  const long n = opts.scale ? opts.scale : opts.quick ? 4096 : opts.gpu ? (1L << 26) : (1L << 24); // PoCL: 64 MB, past the caches
  const int side = opts.quick ? 64 : opts.gpu ? 8192 : 4096; // transposes: side x side floats
  const std::string size = std::to_string(n) + " floats (" + bench::mb(4.0 * n) + ")";
  const std::string square = std::to_string(side) + "x" + std::to_string(side) + " floats (" +
                             bench::mb(4.0 * side * side) + ")";

  std::vector<float> src(2 * n), x(n);
  for (long i = 0; i < 2 * n; ++i) src[i] = float((i * 7919) % 1000) + 0.5f;
  std::vector<Triple> aos(n);
  for (long i = 0; i < n; ++i) aos[i] = {src[i], -1.0f, -2.0f};
  std::vector<float> other(n, -1.0f);

  array_view<float, 1> xv(n, x);
  array_view<const float, 1> yv(n, src), y2(2 * n, src);
  array_view<const Triple, 1> tv(n, aos);
  Soa s{yv, array_view<const float, 1>(n, other), array_view<const float, 1>(n, other)};
  xv.discard_data();

  double t_copy = timed(av, [&] {
    parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) { xv[i] = yv[i]; });
  });
  double t_strided = timed(av, [&] {
    parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) { xv[i] = y2[2 * i[0]]; });
  });
  verify("strided", xv[n - 1] == src[2 * (n - 1)]);
  double t_aos = timed(av, [&] {
    parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) { xv[i] = tv[i].left; });
  });
  verify("aos", xv[n - 1] == src[n - 1]);
  double t_soa = timed(av, [&] {
    parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) { xv[i] = s.left[i]; });
  });
  verify("soa", xv[n - 1] == src[n - 1]);
  double t_pairs = timed(av, [&] {
    parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) { xv[i] = y2[2 * i[0]] + y2[2 * i[0] + 1]; });
  });
  verify("pairs", xv[n - 1] == src[2 * n - 2] + src[2 * n - 1]);
  // Rows of up to 64 tiles: one row of n / Line tiles would pass the 65,535
  // tiles a dimension may have.
  const extent<2> lines = bench::tile_rows(n, Line);
  const int across = lines[1];
  double t_pairs_staged = timed(av, [&] {
    parallel_for_each(lines.tile<1, Line>(), [=](tiled_index<1, Line> t) restrict(amp) {
      tile_static float pair[2 * Line];
      int i = t.global[0] * across + t.global[1], l = t.local[1];
      int base = 2 * (i - l);
      pair[l] = y2[base + l];
      pair[l + Line] = y2[base + Line + l];
      t.barrier.wait();
      xv[i] = pair[2 * l] + pair[2 * l + 1];
    });
  });
  verify("pairs staged", xv[n - 1] == src[2 * n - 2] + src[2 * n - 1]);

  std::vector<float> m(static_cast<size_t>(side) * side), mt(m.size());
  for (size_t i = 0; i < m.size(); ++i) m[i] = float(i % 4093);
  array_view<const float, 2> in(side, side, m);
  array_view<float, 2> out(side, side, mt);
  out.discard_data();
  double t_tcopy = timed(av, [&] {
    parallel_for_each(out.extent, [=](index<2> i) restrict(amp) { out[i] = in[i]; });
  });
  double t_naive = timed(av, [&] {
    parallel_for_each(out.extent, [=](index<2> i) restrict(amp) { out(i[1], i[0]) = in[i]; });
  });
  verify("transpose", out(1, 2) == m[2 * side + 1]);
  // Tiled transposes: a 32 x 8 tile moves a 32 x 32 block, 4 rows a thread.
  extent<2> blocks(side / (Tile / Rows), side);
  double t_tiled_naive = timed(av, [&] {
    parallel_for_each(blocks.tile<Rows, Tile>(), [=](tiled_index<Rows, Tile> t) restrict(amp) {
      int row0 = t.tile[0] * Tile, col0 = t.tile[1] * Tile;
      for (int j = 0; j < Tile; j += Rows)
        out(row0 + t.local[0] + j, col0 + t.local[1]) = in(col0 + t.local[1], row0 + t.local[0] + j);
    });
  });
  verify("tiled transpose", out(1, 2) == m[2 * side + 1]);
  double t_staged = timed(av, [&] {
    parallel_for_each(blocks.tile<Rows, Tile>(), [=](tiled_index<Rows, Tile> t) restrict(amp) {
      tile_static float block[Tile][Tile + 1]; // + 1: no bank conflicts on the column read
      int row0 = t.tile[0] * Tile, col0 = t.tile[1] * Tile;
      for (int j = 0; j < Tile; j += Rows)
        block[t.local[0] + j][t.local[1]] = in(col0 + t.local[0] + j, row0 + t.local[1]);
      t.barrier.wait();
      for (int j = 0; j < Tile; j += Rows)
        out(row0 + t.local[0] + j, col0 + t.local[1]) = block[t.local[1]][t.local[0] + j];
    });
  });
  verify("staged transpose", out(side - 1, 3) == m[3 * static_cast<size_t>(side) + side - 1]);

  // Useful bytes: one read and one write per element, three for the pairs.
  auto gbs = [](double bytes, double t) { return bytes / t / 1e9; };
  auto emit = [&](const char *what, const std::string &sz, double bytes, double t, double base_bytes,
                  double t_base, const char *advice) {
    double g = gbs(bytes, t), b = gbs(base_bytes, t_base);
    char fig[32], basefig[32], ratio[32];
    std::snprintf(fig, sizeof fig, "%.4g", g);
    std::snprintf(basefig, sizeof basefig, "%.4g", b);
    std::snprintf(ratio, sizeof ratio, "%.3f", g / b);
    bench::row_text("coalescing", what, sz, fig, basefig, "GB/s", ratio, "-", advice);
  };
  const double b1 = 8.0 * n, bt = 8.0 * side * side;
  emit("my_copy `x[i] = y[i]` (baseline)", size, b1, t_copy, b1, t_copy, "none");
  emit("my_copy_strided `y[2*i]`", size, b1, t_strided, b1, t_copy, "amp-coalescing-stride: 1/2 used");
  emit("my_copy_AOS `y[i].left`, 12-byte struct", size, b1, t_aos, b1, t_copy, "amp-coalescing-struct-field: 1/3 used");
  emit("my_copy_SOA `y.left[i]` (the fix)", size, b1, t_soa, b1, t_copy, "none");
  emit("pairs `y[2*i] + y[2*i+1]`", size, 12.0 * n, t_pairs, b1, t_copy, "none: every element read (each access 1/2)");
  emit("pairs staged through tile_static", size, 12.0 * n, t_pairs_staged, b1, t_copy, "none");
  emit("2-D copy `out[i] = in[i]` (baseline)", square, bt, t_tcopy, bt, t_tcopy, "none");
  emit("transpose `out(i[1], i[0]) = in[i]`", square, bt, t_naive, bt, t_tcopy, "amp-coalescing-column-walk: 1/8 used");
  emit("tiled transpose, reading the block's columns", square, bt, t_tiled_naive, bt, t_tcopy,
       "amp-coalescing-tile-staging: 1/8 used");
  emit("tiled transpose staged through tile_static (the fix)", square, bt, t_staged, bt, t_tcopy, "none");
  return bench::finish_main();
}
