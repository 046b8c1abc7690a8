// First launch of a program: the time of the first parallel_for_each + wait
// (program build included) and of the second, and the same for a hand-built
// OpenCL program. run.sh runs it with cold, then warm, caches: the driver's
// (POCL_CACHE_DIR, CUDA_CACHE_PATH) and the runtime's on disk (AMP_CLANG_CACHE_DIR).
#include "bench_common.h"

using namespace concurrency;

static const char *hand_src = R"CLC(
__kernel void scale(__global float *x, __global const float *y, float a) { size_t i = get_global_id(0); x[i] = a * y[i] + 1.0f; }
)CLC";

static double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

int main(int argc, char **argv) {
  bench::options o = bench::parse(argc, argv);
  accelerator_view av = accelerator().get_default_view();
  // The hand side works in the runtime's context and queue (bench_common.h).
  // What creating a context of its own would cost is timed apart: a
  // throwaway context and queue on the same device, released at once.
  bench::hand_cl cl(av);
  bench::print_device(cl);
  double tc = now();
  {
    cl_int err;
    cl_context own = clCreateContext(nullptr, 1, &cl.device, nullptr, nullptr, &err);
    bench::check_cl(err, "clCreateContext");
    cl_command_queue q = clCreateCommandQueue(own, cl.device, 0, &err);
    bench::check_cl(err, "clCreateCommandQueue");
    bench::check_cl(clFinish(q), "clFinish");
    clReleaseCommandQueue(q);
    clReleaseContext(own);
  }
  double t_hand_context = now() - tc;
  const int n = 1 << 16;
  std::vector<float> y(n), x(n, -7.0f), hx(n, -7.0f);
  for (int i = 0; i < n; ++i) y[i] = float(i % 1000);
  const float a = 0.5f;

  // Device, context and queue exist before the clock starts (both sides share
  // them), and the driver has done its first transfer (NVIDIA's driver makes
  // its context lazily, at the first command): the clock then measures the
  // program build and the launch.
  array<float, 1> warm(1);
  const float zero = 0.0f;
  copy(&zero, &zero + 1, warm);
  av.wait();
  // The driver loads and starts its compiler at the first build of a
  // process (NVIDIA: tens of ms). A throwaway hand build pays that for both
  // sides, timed apart, so that neither build below carries it.
  double tw = now();
  clReleaseProgram(cl.build("__kernel void warm_up(__global int *v) { v[0] = 1; }"));
  double t_compiler_start = now() - tw;
  array_view<const float, 1> yv(n, y);
  array_view<float, 1> xv(n, x);
  xv.discard_data();
  auto launch = [&] {
    parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) { xv[i] = a * yv[i] + 1.0f; });
    av.wait();
  };
  double t0 = now();
  launch();
  double t_first = now() - t0;
  t0 = now();
  launch();
  double t_second = now() - t0;
  xv.synchronize();

  t0 = now();
  cl_program prog = cl.build(hand_src);
  cl_kernel k = cl.kernel(prog, "scale");
  double t_hand_build = now() - t0;
  cl_mem bx = cl.buffer(4 * n), by = cl.buffer(4 * n, y.data());
  bench::arg(k, 0, bx);
  bench::arg(k, 1, by);
  bench::arg(k, 2, a);
  std::size_t global = n, local = 256;
  cl.launch(k, 1, &global, &local);
  cl.finish();
  double t_hand_first = now() - t0;
  cl.read(bx, 4 * n, hx.data());
  clReleaseMemObject(bx); clReleaseMemObject(by); clReleaseKernel(k); clReleaseProgram(prog);

  long bad = 0;
  for (int i = 0; i < n; ++i) bad += x[i] != a * y[i] + 1.0f || hx[i] != x[i];
  if (bad) bench::fail("first launch results");
  // Both sides' context is the runtime's, made before the clocks; the hand context column is the throwaway one.
  std::printf("FIRST|%.1f|%.1f|%.1f|%.1f|%.1f|%.1f\n", t_first * 1e6, t_second * 1e6, t_hand_build * 1e6, t_hand_first * 1e6,
              t_hand_context * 1e6, t_compiler_start * 1e6);
  return bench::finish_main();
}
