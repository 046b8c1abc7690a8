// clblast-sgemm: a tuned OpenCL library on C++ AMP arrays, through amp-clang's
// OpenCL interop (<amp_opencl.h>). The same product C = A * B is computed
// twice on the default accelerator: by the 16x16 tile_static matmul every C++
// AMP book shows, and by CLBlast's SGEMM (Debian: libclblast-dev) called on
// the arrays' own buffers (get_buffer) in the view's own in-order queue
// (get_command_queue), so that C++ AMP's launches and CLBlast's kernels run in
// order with nothing copied between them. The two results are checked against
// each other, element by element, and against the host on sampled rows; each
// is timed (best of --reps, launch and accelerator_view::wait).
//
//   clblast-sgemm [--size N] [--reps R]     N a multiple of 16 (default 512)
//
// The inputs are multiples of 1/8 in [-1, 1]: every product is a multiple of
// 1/64 and every partial sum of up to 2^18 of them is exact in float, so both
// ways must give the same bits whatever order they add in.
#define CL_TARGET_OPENCL_VERSION 120
#include <amp.h>
#include <amp_opencl.h>

#include <clblast.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace concurrency;

static const int TS = 16;

/// C = A * B with 16x16 tiles staged through tile_static memory.
static void tiled_matmul(const array<float, 2> &a, const array<float, 2> &b, array<float, 2> &c) {
  const int n = a.extent[1];
  parallel_for_each(c.extent.tile<TS, TS>(), [&a, &b, &c, n](tiled_index<TS, TS> t) restrict(amp) {
    tile_static float as[TS][TS];
    tile_static float bs[TS][TS];
    const int row = t.local[0], col = t.local[1];
    float sum = 0;
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

/// C = A * B by CLBlast's SGEMM, on the arrays' buffers in the view's queue.
/// Returns CLBlast's status (kSuccess: queued; the view's wait finishes it).
static clblast::StatusCode clblast_matmul(const array<float, 2> &a, const array<float, 2> &b, array<float, 2> &c,
                                          cl_command_queue queue) {
  const std::size_t n = static_cast<std::size_t>(a.extent[1]);
  // Each get_buffer: the array's buffer, current for commands queued after it
  // (retained for us: released below; the array keeps its own reference).
  cl_mem ma = opencl::get_buffer(a), mb = opencl::get_buffer(b), mc = opencl::get_buffer(c);
  const clblast::StatusCode status =
      clblast::Gemm<float>(clblast::Layout::kRowMajor, clblast::Transpose::kNo, clblast::Transpose::kNo, n, n, n, 1.0f,
                           ma, 0, n, mb, 0, n, 0.0f, mc, 0, n, &queue, nullptr);
  clReleaseMemObject(ma);
  clReleaseMemObject(mb);
  clReleaseMemObject(mc);
  return status;
}

static int option(int argc, char **argv, const char *name, int fallback) {
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], name) == 0) return std::atoi(argv[i + 1]);
  return fallback;
}

template <class F> static double best_of(int reps, F &&f) {
  double best = 1e30;
  for (int r = 0; r < reps; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    f();
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  return best;
}

int main(int argc, char **argv) {
  const int n = option(argc, argv, "--size", 512), reps = option(argc, argv, "--reps", 3);
  if (n <= 0 || n % TS != 0) {
    std::fprintf(stderr, "clblast-sgemm: --size must be a positive multiple of %d\n", TS);
    return 2;
  }
  accelerator_view av = accelerator().get_default_view();
  std::wstring name = av.get_accelerator().get_description();
  std::printf("device: %s\n", std::string(name.begin(), name.end()).c_str());

  std::vector<float> ha(std::size_t(n) * n), hb(ha.size());
  unsigned s = 12345;
  auto eighth = [&] { s = s * 1103515245u + 12345u; return float(int((s >> 8) % 17) - 8) / 8.0f; };
  for (float &v : ha) v = eighth();
  for (float &v : hb) v = eighth();
  array<float, 2> a(n, n, ha.begin(), ha.end(), av), b(n, n, hb.begin(), hb.end(), av);
  array<float, 2> c_amp(n, n, av), c_blas(n, n, av);

  // The view's own queue: CLBlast's kernels run after the launches and copies
  // C++ AMP queued there before, and before those it queues after.
  cl_command_queue queue = opencl::get_command_queue(av);
  clblast::StatusCode status = clblast_matmul(a, b, c_blas, queue); // first call: CLBlast builds its kernels
  if (status != clblast::StatusCode::kSuccess) {
    std::fprintf(stderr, "clblast-sgemm: clblast::Gemm failed (status %d)\n", static_cast<int>(status));
    clReleaseCommandQueue(queue);
    return 1;
  }
  tiled_matmul(a, b, c_amp);
  av.wait();
  const double t_amp = best_of(reps, [&] { tiled_matmul(a, b, c_amp); av.wait(); });
  const double t_blas = best_of(reps, [&] {
    status = clblast_matmul(a, b, c_blas, queue);
    av.wait();
  });
  clReleaseCommandQueue(queue);
  if (status != clblast::StatusCode::kSuccess) {
    std::fprintf(stderr, "clblast-sgemm: clblast::Gemm failed (status %d)\n", static_cast<int>(status));
    return 1;
  }

  // Both results to the host (C++ AMP's copies, after CLBlast's writes in the queue).
  std::vector<float> r_amp(ha.size()), r_blas(ha.size());
  copy(c_amp, r_amp.begin());
  copy(c_blas, r_blas.begin());
  long differ = 0, wrong = 0;
  for (std::size_t i = 0; i < r_amp.size(); ++i) differ += r_amp[i] != r_blas[i];
  const int rows[] = {0, n / 3, n - 1};
  for (int r : rows)
    for (int j = 0; j < n; ++j) {
      double ref = 0;
      for (int k = 0; k < n; ++k) ref += double(ha[std::size_t(r) * n + k]) * double(hb[std::size_t(k) * n + j]);
      wrong += double(r_amp[std::size_t(r) * n + j]) != ref;
    }
  const double flops = 2.0 * n * double(n) * n;
  std::printf("%dx%d SGEMM, best of %d: tile_static matmul %.1f GFLOP/s, CLBlast %.1f GFLOP/s (%.2fx)\n", n, n, reps,
              flops / t_amp / 1e9, flops / t_blas / 1e9, t_amp / t_blas);
  std::printf("results: %ld of %zu elements differ between the two, %ld of %d sampled against the host\n", differ,
              r_amp.size(), wrong, 3 * n);
  const bool ok = differ == 0 && wrong == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
