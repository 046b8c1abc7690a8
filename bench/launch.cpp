// Launch overhead: back-to-back launches of a one-work-item kernel, and with a
// wait after each (accelerator_view::wait against clEnqueueNDRangeKernel + clFinish).
#include "bench_common.h"

using namespace concurrency;

static const char *hand_src = R"CLC(
__kernel void bump(__global int *v) { v[0] += 1; }
__kernel void bump_block(__constant const int *block, __global int *v) { if (block[0] > 0) v[0] += 1; }
)CLC";

int main(int argc, char **argv) {
  bench::options o = bench::parse(argc, argv);
  accelerator_view av = accelerator().get_default_view();
  bench::hand_side cl(o);
  const int burst = o.quick ? 5 : o.gpu ? 2000 : 200;  // back-to-back launches per timing
  const int waited = o.quick ? 5 : o.gpu ? 500 : 100;  // launches with a wait after each

  cl_program prog = cl.build(hand_src);
  cl_kernel k = cl.kernel(prog, "bump");
  int zero = 0, hv = -1;
  cl_mem hb = cl.buffer(sizeof(int), &zero);
  bench::arg(k, 0, hb);
  std::size_t one = 1;
  long hand_launches = 0;
  auto h_burst = [&] { for (int i = 0; i < burst; ++i) cl.launch(k, 1, &one, &one); cl.finish(); hand_launches += burst; };
  auto h_wait = [&] { for (int i = 0; i < waited; ++i) { cl.launch(k, 1, &one, &one); cl.finish(); } hand_launches += waited; };
  // The runtime's steps per launch, by hand: an argument block buffer created
  // (copied from the host), bound, the kernel enqueued, the queue flushed, the block released.
  cl_kernel kb = cl.kernel(prog, "bump_block");
  bench::arg(kb, 1, hb);
  auto block_launch = [&] {
    int blk[4] = {1, 0, 0, 0};
    cl_int err;
    cl_mem m = clCreateBuffer(cl.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof blk, blk, &err);
    bench::check_cl(err, "clCreateBuffer (block)");
    bench::arg(kb, 0, m);
    cl.launch(kb, 1, &one, &one);
    bench::check_cl(clFlush(cl.queue), "clFlush");
    clReleaseMemObject(m);
  };
  auto hb_burst = [&] { for (int i = 0; i < burst; ++i) block_launch(); cl.finish(); hand_launches += burst; };
  auto hb_wait = [&] { for (int i = 0; i < waited; ++i) { block_launch(); cl.finish(); } hand_launches += waited; };
  hb_burst();
  double thb_burst = bench::best_of(o.reps, hb_burst) / burst;
  double thb_wait = bench::best_of(o.reps, hb_wait) / waited;
  clReleaseKernel(kb);

  // amp-clang and hand OpenCL timed in turns (bench::paired).
  std::vector<int> v(1, 0);
  long amp_launches = 0;
  bench::paired_times t_burst, t_wait;
  {
    array_view<int, 1> vv(1, v);
    auto launch = [&] { parallel_for_each(vv.extent, [=](index<1> i) restrict(amp) { vv[i] += 1; }); };
    auto a_burst = [&] { for (int i = 0; i < burst; ++i) launch(); av.wait(); amp_launches += burst; };
    auto a_wait = [&] { for (int i = 0; i < waited; ++i) { launch(); av.wait(); } amp_launches += waited; };
    h_burst();
    a_burst();
    t_burst = bench::paired(o.reps, h_burst, a_burst);
    t_wait = bench::paired(o.reps, h_wait, a_wait);
    vv.synchronize();
  }
  cl.read(hb, sizeof(int), &hv);
  if (hv != hand_launches) bench::fail("hand launch count");
  clReleaseMemObject(hb); clReleaseKernel(k); clReleaseProgram(prog);
  if (v[0] != amp_launches) {
    std::fprintf(stderr, "amp launch count %d, expected %ld\n", v[0], amp_launches);
    bench::fail("amp launch count");
  }
  // Best of each side per launch; the verdict on the median of the turns' differences.
  auto emit = [&](const char *what, const bench::paired_times &t, int per) {
    char extra[64];
    const double difference = t.median_difference / per;
    std::snprintf(extra, sizeof extra, "%+.2f us", difference * 1e6);
    bench::row_text("launch", what, "1 work-item, 1 view", std::to_string(t.amp / per * 1e6).substr(0, 6),
                    std::to_string(t.hand / per * 1e6).substr(0, 6), "us/launch", extra,
                    "<= +1 us, median of turns", o.quick ? "(quick)" : difference <= 1e-6 ? "met" : "MISSED");
  };
  emit("back to back (then one wait)", t_burst, burst);
  emit("wait after each launch", t_wait, waited);
  bench::row_text("launch (diagnostic)", "hand, with the runtime's former per-launch steps (argument block clCreateBuffer + clFlush + release): back to back",
                  "1 work-item", "", std::to_string(thb_burst * 1e6).substr(0, 6), "us/launch", "", "-", "-");
  bench::row_text("launch (diagnostic)", "hand, with the runtime's former per-launch steps: wait after each", "1 work-item", "",
                  std::to_string(thb_wait * 1e6).substr(0, 6), "us/launch", "", "-", "-");
  return bench::finish_main();
}
