// Seed 004's copies written as a C++ AMP user writes them, each timed against the
// same copy hand-written in OpenCL C, and against the device's best plain copy (float4).
#include "bench_common.h"

using namespace concurrency;

struct Triple {
  float left, right, other;
};
struct Soa {
  array_view<const float, 1> left, right, other;
};

static const char *hand_src = R"CLC(
typedef struct { float left, right, other; } Triple;
__kernel void my_copy(__global float *x, __global const float *y) { size_t i = get_global_id(0); x[i] = y[i]; }
__kernel void my_copy_strided(__global float *x, __global const float *y) { size_t i = get_global_id(0); x[i] = y[2 * i]; }
__kernel void my_copy_AOS(__global float *x, __global const Triple *y) { size_t i = get_global_id(0); x[i] = y[i].left; }
__kernel void my_copy_SOA(__global float *x, __global const float *left, __global const float *right,
                          __global const float *other) { size_t i = get_global_id(0); x[i] = left[i]; }
// Diagnostics: the shape amp-clang generated before issue 7 (argument block in
// __constant, int index, bounds check, offset + i * stride from the view
// descriptors), and the bounds check alone: what each cost.
typedef struct { int extent; int stride; int offset; } Meta;
typedef struct { int domain; Meta x; Meta y; uchar pad[4]; } Block;
__kernel void copy_generated_shape(__constant const Block *a, __global float *x, __global const float *y) {
  int i = (int)get_global_id(0);
  if (i >= a->domain) return;
  x[a->x.offset + i * a->x.stride] = y[a->y.offset + i * a->y.stride];
}
__kernel void copy_int_checked(__global float *x, __global const float *y, int n) {
  int i = (int)get_global_id(0);
  if (i >= n) return;
  x[i] = y[i];
}
__kernel void copy_float4(__global float4 *x, __global const float4 *y) { size_t i = get_global_id(0); x[i] = y[i]; }
)CLC";

int main(int argc, char **argv) {
  bench::options o = bench::parse(argc, argv);
  accelerator_view av = accelerator().get_default_view();
  bench::hand_side cl(o);
  const long n = o.scale ? o.scale : o.quick ? 4096 : o.gpu ? (1L << 27) : (1L << 24); // PoCL: 64 MB a buffer, past the caches
  const std::string size = std::to_string(n) + " floats (" + bench::mb(4.0 * n) + ")";
  const double useful = 8.0 * n; // bytes read + written

  std::vector<float> src(2 * n), x(n);
  for (long i = 0; i < 2 * n; ++i) src[i] = float((i * 7919) % 1000) + 0.5f;
  std::vector<Triple> aos(n);
  for (long i = 0; i < n; ++i) aos[i] = {src[i], -1.0f, -2.0f};
  std::vector<float> soa_r(n, -1.0f), soa_o(n, -2.0f);

  cl_program prog = cl.build(hand_src);
  const int blk[8] = {int(n), int(n), 1, 0, int(n), 1, 0, 0}; // domain, x meta, y meta, padding
  cl_mem block = cl.buffer(sizeof blk, blk);
  cl_mem hx = cl.buffer(4 * n), hy = cl.buffer(8 * n, src.data());
  auto check = [&](const char *what, auto expected) {
    long bad = 0;
    for (long i = 0; i < n; ++i) bad += x[i] != expected(i);
    if (bad) {
      std::fprintf(stderr, "%s: %ld of %ld wrong\n", what, bad, n);
      bench::fail(what);
    }
  };
  /// The hand kernel \p name with its arguments set (output hx, input y).
  auto hand_kernel = [&](const char *name, cl_mem y) {
    cl_kernel k = cl.kernel(prog, name);
    bench::arg(k, 0, hx);
    bench::arg(k, 1, y);
    if (std::string(name) == "my_copy_SOA") { bench::arg(k, 2, y); bench::arg(k, 3, y); }
    if (std::string(name) == "copy_int_checked") bench::arg(k, 2, int(n));
    if (std::string(name) == "copy_generated_shape") { bench::arg(k, 0, block); bench::arg(k, 1, hx); bench::arg(k, 2, y); }
    return k;
  };
  /// The hand kernel alone (the device's best copy and the diagnostics).
  auto hand = [&](const char *name, std::size_t global, cl_mem y, auto expected) {
    cl_kernel k = hand_kernel(name, y);
    std::size_t local = 256;
    std::fill(x.begin(), x.end(), -7.0f);
    cl.write(hx, 4 * n, x.data());
    auto run = [&] { cl.launch(k, 1, &global, &local); cl.finish(); };
    run();
    double t = bench::best_of(o.reps, run);
    cl.read(hx, 4 * n, x.data());
    check(name, expected);
    clReleaseKernel(k);
    return t;
  };
  auto same = [&](long i) { return src[i]; };
  auto strided = [&](long i) { return src[2 * i]; };

  /// A copy as a C++ AMP user writes it (\p launch, given the output view)
  /// and the same in hand OpenCL C, timed in turns (bench::paired); both
  /// results checked.
  auto paired = [&](const char *name, cl_mem y, auto expected,
                    const std::function<void(array_view<float, 1>)> &launch) {
    cl_kernel k = hand_kernel(name, y);
    std::size_t global = n, local = 256;
    std::fill(x.begin(), x.end(), -7.0f);
    cl.write(hx, 4 * n, x.data());
    auto hand_run = [&] { cl.launch(k, 1, &global, &local); cl.finish(); };
    bench::paired_times t;
    {
      array_view<float, 1> xv(n, x);
      xv.discard_data();
      auto amp_run = [&] { launch(xv); av.wait(); };
      hand_run();
      amp_run();
      t = bench::paired(o.reps, hand_run, amp_run);
      xv.synchronize();
    }
    check(name, expected);
    cl.read(hx, 4 * n, x.data());
    check(name, expected);
    clReleaseKernel(k);
    return t;
  };

  double t_best = hand("copy_float4", n / 4, hy, same);
  double t_gen = hand("copy_generated_shape", n, hy, same);
  double t_checked = hand("copy_int_checked", n, hy, same);
  array_view<const float, 1> yv(n, src), yv2(2 * n, src), left(n, src), right(n, soa_r), other(n, soa_o);
  array_view<const Triple, 1> tv(n, aos);
  bench::paired_times copy = paired("my_copy", hy, same, [&](array_view<float, 1> xv) {
    parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) { xv[i] = yv[i]; });
  });
  bench::paired_times strided_copy = paired("my_copy_strided", hy, strided, [&](array_view<float, 1> xv) {
    parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) { xv[i] = yv2[2 * i[0]]; });
  });
  cl_mem haos = cl.buffer(12 * n, aos.data());
  bench::paired_times aos_copy = paired("my_copy_AOS", haos, same, [&](array_view<float, 1> xv) {
    parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) { xv[i] = tv[i].left; });
  });
  clReleaseMemObject(haos);
  Soa soa{left, right, other};
  bench::paired_times soa_copy = paired("my_copy_SOA", hy, same, [&](array_view<float, 1> xv) {
    parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) { xv[i] = soa.left[i]; });
  });
  clReleaseMemObject(block);
  clReleaseMemObject(hx);
  clReleaseMemObject(hy);
  clReleaseProgram(prog);

  auto gbs = [&](double t) { return useful / t / 1e9; };
  auto row = [&](const char *name, const bench::paired_times &t) {
    bench::row_paired(o, "copies", name, size, gbs(t.amp), gbs(t.hand), "GB/s", t.median_ratio, 0.98, ">= 0.98");
  };
  row("my_copy", copy);
  row("my_copy_strided", strided_copy);
  row("my_copy_AOS", aos_copy);
  row("my_copy_SOA", soa_copy);
  bench::row(o, "copies", "my_copy vs hand float4 copy (device's best)", size, gbs(copy.amp), gbs(t_best), "GB/s",
             true, 0.90, ">= 0.90");
  const double t_hand_copy = copy.hand;
  char r[32];
  std::snprintf(r, sizeof r, "%.3f", t_hand_copy / t_gen);
  bench::row_text("copies (diagnostic)", "hand kernel in amp-clang's former shape of my_copy (__constant block, int index, bounds check, offset + i*stride)", size,
                  std::to_string(gbs(t_gen)).substr(0, 7), std::to_string(gbs(t_hand_copy)).substr(0, 7), "GB/s", r, "-", "-");
  std::snprintf(r, sizeof r, "%.3f", t_hand_copy / t_checked);
  bench::row_text("copies (diagnostic)", "hand copy with int index and bounds check only", size,
                  std::to_string(gbs(t_checked)).substr(0, 7), std::to_string(gbs(t_hand_copy)).substr(0, 7), "GB/s", r, "-", "-");
  return bench::finish_main();
}
