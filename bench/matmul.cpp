// Tiled matrix multiply with tile_static (float and double), against the same
// algorithm hand-written in OpenCL C (16x16 tiles in __local memory).
#include "bench_common.h"

#include <cmath>

using namespace concurrency;

static const char *hand_src = R"CLC(
#ifdef USE_DOUBLE
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef double T;
#else
typedef float T;
#endif
#define TS 16
__kernel __attribute__((reqd_work_group_size(TS, TS, 1)))
void matmul(__global T *c, __global const T *a, __global const T *b, int n) {
  __local T as[TS][TS], bs[TS][TS];
  int row = get_local_id(1), col = get_local_id(0);
  int gr = get_global_id(1), gc = get_global_id(0);
  T sum = 0;
  for (int k = 0; k < n; k += TS) {
    as[row][col] = a[gr * n + k + col];
    bs[row][col] = b[(k + row) * n + gc];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < TS; ++j) sum += as[row][j] * bs[j][col];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[gr * n + gc] = sum;
}
)CLC";

static const int TS = 16;

template <class T>
void amp_matmul(array_view<T, 2> c, array_view<const T, 2> a, array_view<const T, 2> b, int n) {
  parallel_for_each(c.extent.template tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {
    tile_static T as[TS][TS];
    tile_static T bs[TS][TS];
    int row = t.local[0], col = t.local[1];
    T sum = 0;
    for (int k = 0; k < n; k += TS) {
      as[row][col] = a(t.global[0], k + col);
      bs[row][col] = b(k + row, t.global[1]);
      t.barrier.wait();
      for (int j = 0; j < TS; ++j) sum += as[row][j] * bs[j][col];
      t.barrier.wait();
    }
    c[t.global] = sum;
  });
}

template <class T>
void run(const bench::options &o, bench::hand_cl &cl, accelerator_view av, const char *type, int n) {
  std::vector<T> a(std::size_t(n) * n), b(a.size()), c(a.size()), h(a.size());
  unsigned s = 12345;
  auto rnd = [&] { s = s * 1103515245u + 12345u; return T((s >> 8) % 2001) / T(1000) - T(1); };
  for (auto &v : a) v = rnd();
  for (auto &v : b) v = rnd();
  const std::size_t bytes = a.size() * sizeof(T);
  const double flops = 2.0 * n * double(n) * n;

  cl_program prog = cl.build(hand_src, sizeof(T) == 8 ? "-DUSE_DOUBLE" : "");
  cl_kernel k = cl.kernel(prog, "matmul");
  cl_mem hc = cl.buffer(bytes), ha = cl.buffer(bytes, a.data()), hb = cl.buffer(bytes, b.data());
  bench::arg(k, 0, hc);
  bench::arg(k, 1, ha);
  bench::arg(k, 2, hb);
  bench::arg(k, 3, n);
  std::size_t global[2] = {std::size_t(n), std::size_t(n)}, local[2] = {TS, TS};
  auto hand = [&] { cl.launch(k, 2, global, local); cl.finish(); };
  // amp-clang and hand OpenCL timed in turns (bench::paired).
  std::fill(c.begin(), c.end(), T(-7));
  bench::paired_times t;
  {
    array_view<T, 2> cv(n, n, c);
    array_view<const T, 2> avw(n, n, a), bv(n, n, b);
    cv.discard_data();
    auto amp = [&] { amp_matmul<T>(cv, avw, bv, n); av.wait(); };
    hand();
    amp();
    t = bench::paired(o.reps, hand, amp);
    cv.synchronize();
  }
  cl.read(hc, bytes, h.data());
  clReleaseMemObject(hc); clReleaseMemObject(ha); clReleaseMemObject(hb);
  clReleaseKernel(k); clReleaseProgram(prog);
  // Every element against the hand kernel; sampled rows against a double reference on the host.
  long bad = 0;
  const double tol = sizeof(T) == 4 ? 1e-4 : 1e-12;
  for (std::size_t i = 0; i < c.size(); ++i)
    bad += !(std::fabs(double(c[i]) - double(h[i])) <= tol * (1 + std::fabs(double(h[i]))));
  const int rows = o.quick ? n : 4;
  for (int rr = 0; rr < rows; ++rr) {
    int r = o.quick ? rr : (rr * 7919) % n;
    for (int j = 0; j < n; ++j) {
      double ref = 0;
      for (int q = 0; q < n; ++q) ref += double(a[std::size_t(r) * n + q]) * double(b[std::size_t(q) * n + j]);
      double got = c[std::size_t(r) * n + j];
      bad += !(std::fabs(got - ref) <= (sizeof(T) == 4 ? 1e-3 : 1e-10) * (1 + std::sqrt(double(n))));
    }
  }
  if (bad) {
    std::fprintf(stderr, "matmul %s: %ld wrong\n", type, bad);
    bench::fail("matmul");
  }
  const std::string what = std::string("tiled matmul ") + type + " (16x16 tile_static)";
  bench::row_paired(o, "matmul", what, std::to_string(n) + "x" + std::to_string(n), flops / t.amp / 1e9,
                    flops / t.hand / 1e9, "GFLOP/s", t.median_ratio, 0.98, ">= 0.98");
}

int main(int argc, char **argv) {
  bench::options o = bench::parse(argc, argv);
  accelerator_view av = accelerator().get_default_view();
  bench::hand_side cl(o);
  const int n = o.scale ? int(o.scale) : o.quick ? 64 : o.gpu ? 4096 : 256;
  run<float>(o, cl, av, "float", n);
  run<double>(o, cl, av, "double", n);
  return bench::finish_main();
}
