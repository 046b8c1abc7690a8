// Seed 004's compute sweep: unit_test reads y[i], stride_test reads y[2*i];
// each then does n dependent multiply-adds per element (n = 0..16) and writes
// x[i]. As n grows the kernels turn from memory-bound to compute-bound and the
// cost of the strided reads fades. Each is timed against the same kernel in
// hand-written OpenCL C; useful bytes (read + written) per second.
#include "bench_common.h"

#include <cmath>

using namespace concurrency;

static const char *hand_src = R"CLC(
__kernel void unit_test(__global float *x, __global const float *y, int n) {
  size_t i = get_global_id(0);
  float v = y[i];
  for (int k = 0; k < n; ++k) v = v * 0.999f + 0.5f;
  x[i] = v;
}
__kernel void stride_test(__global float *x, __global const float *y, int n) {
  size_t i = get_global_id(0);
  float v = y[2 * i];
  for (int k = 0; k < n; ++k) v = v * 0.999f + 0.5f;
  x[i] = v;
}
)CLC";

/// What both sides compute for element value v (the same operations in the same order).
static float expected(float v, int n) {
  for (int k = 0; k < n; ++k) v = v * 0.999f + 0.5f;
  return v;
}

int main(int argc, char **argv) {
  bench::options o = bench::parse(argc, argv);
  accelerator_view av = accelerator().get_default_view();
  bench::hand_side cl(o);
  const long n = o.scale ? o.scale : o.quick ? 4096 : o.gpu ? (1L << 27) : (1L << 24);
  const std::string size = std::to_string(n) + " floats (" + bench::mb(4.0 * n) + ")";
  const int max_work = o.quick ? 2 : 16;

  std::vector<float> src(2 * n), x(n);
  for (long i = 0; i < 2 * n; ++i) src[i] = float((i * 7919) % 1000) * 0.001f;
  cl_program prog = cl.build(hand_src);
  cl_mem hx = cl.buffer(4 * n), hy = cl.buffer(8 * n, src.data());
  array_view<const float, 1> yv(2 * n, src);

  // The tolerance covers contraction into fused multiply-adds, which either
  // compiler may do.
  auto check = [&](const char *what, int work, long stride) {
    long bad = 0;
    for (long i = 0; i < n; ++i) {
      const float want = expected(src[stride * i], work);
      bad += std::fabs(x[i] - want) > 1e-4f * (1.0f + std::fabs(want));
    }
    if (bad) {
      std::fprintf(stderr, "%s n=%d: %ld of %ld wrong\n", what, work, bad, n);
      bench::fail(what);
    }
  };
  for (int work = 0; work <= max_work; ++work) {
    for (long stride : {1L, 2L}) {
      const char *name = stride == 1 ? "unit_test" : "stride_test";
      // Hand-written and C++ AMP, timed in turns (bench::paired).
      cl_kernel k = cl.kernel(prog, name);
      bench::arg(k, 0, hx);
      bench::arg(k, 1, hy);
      bench::arg(k, 2, work);
      std::size_t global = n, local = 256;
      auto hand_run = [&] { cl.launch(k, 1, &global, &local); cl.finish(); };
      std::fill(x.begin(), x.end(), -7.0f);
      cl.write(hx, 4 * n, x.data());
      bench::paired_times t;
      {
        array_view<float, 1> xv(n, x);
        xv.discard_data();
        auto amp_run = [&] {
          if (stride == 1)
            parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) {
              float v = yv[i];
              for (int k = 0; k < work; ++k) v = v * 0.999f + 0.5f;
              xv[i] = v;
            });
          else
            parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) {
              float v = yv[2 * i[0]];
              for (int k = 0; k < work; ++k) v = v * 0.999f + 0.5f;
              xv[i] = v;
            });
          av.wait();
        };
        hand_run();
        amp_run();
        t = bench::paired(o.reps, hand_run, amp_run);
        xv.synchronize();
      }
      check(name, work, stride);
      cl.read(hx, 4 * n, x.data());
      check(name, work, stride);
      clReleaseKernel(k);
      const double useful = 8.0 * n;
      bench::row_paired(o, "compute sweep", std::string(name) + ", n = " + std::to_string(work), size,
                        useful / t.amp / 1e9, useful / t.hand / 1e9, "GB/s", t.median_ratio, 0.98, ">= 0.98");
    }
  }
  clReleaseMemObject(hx);
  clReleaseMemObject(hy);
  clReleaseProgram(prog);
  return bench::finish_main();
}
