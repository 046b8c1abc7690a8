// Data movement: two rounds of a three-kernel sequence over array_views (input
// refreshed from the host, a device-only temporary array, output read back after
// each round); bytes moved, from the runtime's transfer counters, against the
// fewest the sequence needs, and the time against the same sequence in raw OpenCL.
#include "bench_common.h"

using namespace concurrency;

static const char *hand_src = R"CLC(
__kernel void k1(__global float *t, __global const float *in) { size_t i = get_global_id(0); t[i] = in[i] * 2.0f; }
__kernel void k2(__global float *t) { size_t i = get_global_id(0); t[i] += 1.0f; }
__kernel void k3(__global float *out, __global const float *t, __global const float *in, float r) {
  size_t i = get_global_id(0); out[i] = t[i] + in[i] + r; }
)CLC";

int main(int argc, char **argv) {
  bench::options o = bench::parse(argc, argv);
  accelerator_view av = accelerator().get_default_view();
  bench::hand_side cl(o);
  const long n = o.scale ? o.scale : o.quick ? 4096 : o.gpu ? (1L << 26) : (1L << 20);
  const std::size_t bytes = 4 * n;
  std::vector<float> in(n), out(n, -7.0f), hout(n, -7.0f);
  for (long i = 0; i < n; ++i) in[i] = float(i % 1000);
  long bad = 0;
  auto check = [&](const std::vector<float> &v, float r) {
    for (long i = 0; i < n; ++i) bad += v[i] != in[i] * 3.0f + 1.0f + r;
  };

  // Hand: upload once, then per round k1, k2, k3 and a read of out.
  cl_program prog = cl.build(hand_src);
  cl_kernel k1 = cl.kernel(prog, "k1"), k2 = cl.kernel(prog, "k2"), k3 = cl.kernel(prog, "k3");
  cl_mem bi = cl.buffer(bytes), bt = cl.buffer(bytes), bo = cl.buffer(bytes);
  bench::arg(k1, 0, bt); bench::arg(k1, 1, bi);
  bench::arg(k2, 0, bt);
  bench::arg(k3, 0, bo); bench::arg(k3, 1, bt); bench::arg(k3, 2, bi);
  std::size_t global = n, local = 256;
  auto hand = [&] {
    cl.write(bi, bytes, in.data());
    for (int r = 1; r <= 2; ++r) {
      float rf = float(r);
      bench::arg(k3, 3, rf);
      cl.launch(k1, 1, &global, &local);
      cl.launch(k2, 1, &global, &local);
      cl.launch(k3, 1, &global, &local);
      cl.read(bo, bytes, hout.data());
      check(hout, rf);
    }
  };
  // amp-clang, as a user writes it, timed in turns with the hand sequence.
  amp_clang::detail::transfer_stats moved{};
  bench::paired_times times;
  {
    array_view<const float, 1> iv(n, in);
    array<float, 1> t(n);
    array_view<float, 1> ov(n, out);
    ov.discard_data();
    auto sequence = [&] {
      iv.refresh(); // the host may have changed the input
      amp_clang::detail::reset_transfer_stats();
      for (int r = 1; r <= 2; ++r) {
        float rf = float(r);
        parallel_for_each(t.extent, [=, &t](index<1> i) restrict(amp) { t[i] = iv[i] * 2.0f; });
        parallel_for_each(t.extent, [=, &t](index<1> i) restrict(amp) { t[i] += 1.0f; });
        parallel_for_each(ov.extent, [=, &t](index<1> i) restrict(amp) { ov[i] = t[i] + iv[i] + rf; });
        ov.synchronize();
        check(out, rf);
      }
      moved = amp_clang::detail::get_transfer_stats();
    };
    hand();
    sequence();
    times = bench::paired(o.reps, hand, sequence);
  }
  clReleaseMemObject(bi); clReleaseMemObject(bt); clReleaseMemObject(bo);
  clReleaseKernel(k1); clReleaseKernel(k2); clReleaseKernel(k3); clReleaseProgram(prog);
  if (bad) {
    std::fprintf(stderr, "movement: %ld wrong\n", bad);
    bench::fail("movement results");
  }
  const double minimum = 3.0 * bytes; // input up once, output down twice
  const double amp_bytes = double(moved.bytes_to_device + moved.bytes_to_host);
  char a[96], m[96], ratio[32];
  std::snprintf(a, sizeof a, "%.0f (%zu up in %zu, %zu down in %zu)", amp_bytes, moved.bytes_to_device,
                moved.to_device, moved.bytes_to_host, moved.to_host);
  std::snprintf(m, sizeof m, "%.0f (%zu up, %zu down)", minimum, bytes, 2 * bytes);
  std::snprintf(ratio, sizeof ratio, "%.3f", minimum / amp_bytes);
  const std::string size = std::to_string(n) + " floats (" + bench::mb(double(bytes)) + ")";
  bench::row_text("movement", "bytes moved, 2 rounds of 3 kernels", size, a, m, "bytes", ratio, "= 1 (minimum)",
                  o.quick ? "(quick)" : amp_bytes <= minimum ? "met" : "MISSED");
  // Lower is better: the ratio is hand's time over amp-clang's, the median of the turns.
  bench::row_paired(o, "movement", "time of the 2 rounds (transfers included)", size, times.amp * 1e6,
                    times.hand * 1e6, "us", times.median_ratio, 0.98, ">= 0.98");
  if (amp_bytes > minimum && o.quick) std::fprintf(stderr, "note: more bytes moved than needed\n");
  return bench::finish_main();
}
