// The cost of making new arrays read as zero: a new concurrency::array and its
// first kernel (the runtime fills the new device buffer with zeros,
// clEnqueueFillBuffer) against raw OpenCL making a buffer and running the same
// kernel with no fill (uninitialised memory) and with the same fill.
#include "bench_common.h"

using namespace concurrency;

static const char *hand_src = R"CLC(
__kernel void bump(__global float *x) { size_t i = get_global_id(0); x[i] += 1.0f; }
)CLC";

int main(int argc, char **argv) {
  bench::options o = bench::parse(argc, argv);
  accelerator_view av = accelerator().get_default_view();
  bench::hand_side cl(o);
  const long n = o.scale ? o.scale : o.quick ? (1L << 16) : o.gpu ? (1L << 28) : (1L << 24);
  const std::size_t bytes = 4 * n;
  std::vector<float> back(n);

  // Hand: a new buffer each time, then the kernel; with and without a fill.
  cl_program prog = cl.build(hand_src);
  cl_kernel bump = cl.kernel(prog, "bump");
  const std::size_t global = n, local = 256;
  const float zero = 0.0f;
  auto hand_new = [&](bool fill) {
    cl_int err;
    cl_mem m = clCreateBuffer(cl.context, CL_MEM_READ_WRITE, bytes, nullptr, &err);
    bench::check_cl(err, "clCreateBuffer");
    if (fill)
      bench::check_cl(clEnqueueFillBuffer(cl.queue, m, &zero, sizeof zero, 0, bytes, 0, nullptr, nullptr),
                      "clEnqueueFillBuffer");
    bench::arg(bump, 0, m);
    cl.launch(bump, 1, &global, &local);
    cl.finish();
    clReleaseMemObject(m);
  };
  hand_new(false); // builds the kernel for the device first
  const double t_hand_bare = bench::best_of(o.reps, [&] { hand_new(false); });
  const double t_hand_fill = bench::best_of(o.reps, [&] { hand_new(true); });
  // The fill alone, on a buffer that exists.
  cl_int err;
  cl_mem kept = clCreateBuffer(cl.context, CL_MEM_READ_WRITE, bytes, nullptr, &err);
  bench::check_cl(err, "clCreateBuffer");
  const double t_fill = bench::best_of(o.reps, [&] {
    bench::check_cl(clEnqueueFillBuffer(cl.queue, kept, &zero, sizeof zero, 0, bytes, 0, nullptr, nullptr),
                    "clEnqueueFillBuffer");
    cl.finish();
  });
  clReleaseMemObject(kept);
  clReleaseKernel(bump);
  clReleaseProgram(prog);

  // amp-clang, as a user writes it: a new array, its first kernel, a wait.
  auto amp_new = [&](bool check) {
    array<float, 1> a(n);
    parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] += 1.0f; });
    av.wait();
    if (check) {
      copy(a, back.begin());
      for (long i = 0; i < n; ++i)
        if (back[i] != 1.0f) {
          std::fprintf(stderr, "new array: element %ld is %g after += 1, not 1\n", i, back[i]);
          bench::fail("new array reads as zero");
          break;
        }
    }
  };
  amp_new(true);
  const double t_amp = bench::best_of(o.reps, [&] { amp_new(false); });

  const std::string size = std::to_string(n) + " floats (" + bench::mb(double(bytes)) + ")";
  auto us = [](double s) { return s * 1e6; };
  bench::row(o, "new arrays", "new array + first kernel + wait (hand: new buffer, no fill)", size, us(t_amp),
             us(t_hand_bare), "us", false, 0.0, "-");
  bench::row(o, "new arrays", "new array + first kernel + wait (hand: new buffer, clEnqueueFillBuffer)", size,
             us(t_amp), us(t_hand_fill), "us", false, 0.0, "-");
  char fill_us[64], gbs[64];
  std::snprintf(fill_us, sizeof fill_us, "%.4g", us(t_fill));
  std::snprintf(gbs, sizeof gbs, "%.1f GB/s", bytes / t_fill / 1e9);
  bench::row_text("new arrays", "clEnqueueFillBuffer alone (hand), the fill a new array costs", size, "", fill_us,
                  "us", gbs, "-", "");
  return bench::finish_main();
}
