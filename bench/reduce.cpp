// Sum reduction: each 256-thread tile sums 2048 floats (8 per thread, coalesced)
// in tile_static memory and writes one partial sum; the same in hand OpenCL C.
// The tiles run as rows (bench::tile_rows), within the 65,535 a dimension may have.
#include "bench_common.h"

using namespace concurrency;

static const char *hand_src = R"CLC(
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void reduce(__global float *part, __global const float *in) {
  __local float s[256];
  int l = get_local_id(0), g = get_group_id(1) * get_num_groups(0) + get_group_id(0);
  int base = g * 2048 + l;
  float v = 0;
  for (int k = 0; k < 8; ++k) v += in[base + k * 256];
  s[l] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int h = 128; h > 0; h >>= 1) {
    if (l < h) s[l] += s[l + h];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) part[g] = s[0];
}
)CLC";

int main(int argc, char **argv) {
  bench::options o = bench::parse(argc, argv);
  accelerator_view av = accelerator().get_default_view();
  bench::hand_side cl(o);
  const long n = o.scale ? o.scale : o.quick ? 8 * 2048 : o.gpu ? (1L << 27) : (1L << 22);
  const long groups = n / 2048;
  std::vector<float> in(n), part(groups), hpart(groups);
  double expected = 0;
  for (long i = 0; i < n; ++i) {
    in[i] = float((i * 7919) % 8); // small integers: every partial sum is exact
    expected += in[i];
  }

  cl_program prog = cl.build(hand_src);
  cl_kernel k = cl.kernel(prog, "reduce");
  cl_mem hp = cl.buffer(4 * groups), hi = cl.buffer(4 * n, in.data());
  bench::arg(k, 0, hp);
  bench::arg(k, 1, hi);
  // Rows of tiles, as the C++ AMP launch below must lay them out.
  const extent<2> rows = bench::tile_rows(n / 8, 256);
  std::size_t global[2] = {std::size_t(rows[1]), std::size_t(rows[0])}, local[2] = {256, 1};
  const int across = rows[1] / 256; // tiles a row
  auto hand = [&] { cl.launch(k, 2, global, local); cl.finish(); };

  // amp-clang and hand OpenCL timed in turns (bench::paired).
  std::fill(part.begin(), part.end(), -7.0f);
  bench::paired_times t;
  {
    array_view<const float, 1> iv(n, in);
    array_view<float, 1> pv(groups, part);
    pv.discard_data();
    auto launch = [&] {
      parallel_for_each(rows.tile<1, 256>(), [=](tiled_index<1, 256> t) restrict(amp) {
        tile_static float s[256];
        int l = t.local[1], g = t.tile[0] * across + t.tile[1];
        int base = g * 2048 + l;
        float v = 0;
        for (int q = 0; q < 8; ++q) v += iv[base + q * 256];
        s[l] = v;
        t.barrier.wait();
        for (int h = 128; h > 0; h >>= 1) {
          if (l < h) s[l] += s[l + h];
          t.barrier.wait();
        }
        if (l == 0) pv[g] = s[0];
      });
    };
    auto amp = [&] { launch(); av.wait(); };
    hand();
    amp();
    t = bench::paired(o.reps, hand, amp);
    pv.synchronize();
  }
  cl.read(hp, 4 * groups, hpart.data());
  clReleaseMemObject(hp); clReleaseMemObject(hi); clReleaseKernel(k); clReleaseProgram(prog);
  double got = 0, hgot = 0;
  for (long g = 0; g < groups; ++g) { got += part[g]; hgot += hpart[g]; }
  if (got != expected || hgot != expected) {
    std::fprintf(stderr, "reduce: amp %.17g hand %.17g expected %.17g\n", got, hgot, expected);
    bench::fail("reduce");
  }
  const std::string size = std::to_string(n) + " floats (" + bench::mb(4.0 * n) + ")";
  bench::row_paired(o, "reduction", "sum (tile_static tree, 2048 per tile)", size, 4.0 * n / t.amp / 1e9,
                    4.0 * n / t.hand / 1e9, "GB/s", t.median_ratio, 0.98, ">= 0.98");
  return bench::finish_main();
}
