// Transfers from ordinary host memory (a std::vector), as C++ AMP programs
// hold their data: copy(vector -> array), copy(array -> vector), and an
// array_view round trip (upload, a kernel, synchronize), each against raw
// OpenCL in the same run copying from pinned memory (a mapped
// CL_MEM_ALLOC_HOST_PTR buffer: the link's best) and from the same pageable
// vector (what a plain clEnqueueWriteBuffer gets). GB/s of bytes moved one
// way (a round trip counts both ways); the runtime's counters give the bytes.
#include "bench_common.h"

#include <cstring>

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
  const double gb = bytes / 1e9;
  std::vector<float> host(n), back(n);
  for (long i = 0; i < n; ++i) host[i] = float(i % 4093);
  auto check = [&](const std::vector<float> &v, float plus, const char *what) {
    for (long i = 0; i < n; ++i)
      if (v[i] != host[i] + plus) {
        std::fprintf(stderr, "%s: element %ld is %g, not %g\n", what, i, v[i], host[i] + plus);
        bench::fail(what);
        return;
      }
  };

  // Hand: one device buffer; pinned memory mapped once, and the pageable vector.
  cl_int err;
  cl_mem dev = cl.buffer(bytes);
  cl_mem pin = clCreateBuffer(cl.context, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, bytes, nullptr, &err);
  bench::check_cl(err, "clCreateBuffer(CL_MEM_ALLOC_HOST_PTR)");
  auto *pinned = static_cast<float *>(
      clEnqueueMapBuffer(cl.queue, pin, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, bytes, 0, nullptr, nullptr, &err));
  bench::check_cl(err, "clEnqueueMapBuffer");
  std::memcpy(pinned, host.data(), bytes);
  cl_program prog = cl.build(hand_src);
  cl_kernel bump = cl.kernel(prog, "bump");
  bench::arg(bump, 0, dev);
  std::size_t global = n, local = 256;
  const double t_pin_up = bench::best_of(o.reps, [&] { cl.write(dev, bytes, pinned); });
  const double t_pin_down = bench::best_of(o.reps, [&] { cl.read(dev, bytes, pinned); });
  const double t_page_up = bench::best_of(o.reps, [&] { cl.write(dev, bytes, host.data()); });
  const double t_page_down = bench::best_of(o.reps, [&] { cl.read(dev, bytes, back.data()); });
  check(back, 0.0f, "hand pageable read");
  const double t_pin_round = bench::best_of(o.reps, [&] {
    cl.write(dev, bytes, pinned);
    cl.launch(bump, 1, &global, &local);
    cl.read(dev, bytes, pinned);
  });
  clEnqueueUnmapMemObject(cl.queue, pin, pinned, 0, nullptr, nullptr);
  cl.finish();
  clReleaseMemObject(pin); clReleaseMemObject(dev);
  clReleaseKernel(bump); clReleaseProgram(prog);

  // amp-clang, as a user writes it.
  double t_up, t_down, t_round;
  amp_clang::detail::transfer_stats up{}, down{}, round{};
  {
    array<float, 1> a(n);
    auto upload = [&] {
      amp_clang::detail::reset_transfer_stats();
      copy(host.begin(), host.end(), a);
      av.wait();
      up = amp_clang::detail::get_transfer_stats();
    };
    upload();
    t_up = bench::best_of(o.reps, upload);
    parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] += 1.0f; });
    parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] -= 1.0f; });
    auto download = [&] {
      amp_clang::detail::reset_transfer_stats();
      copy(a, back.begin());
      down = amp_clang::detail::get_transfer_stats();
    };
    download();
    check(back, 0.0f, "copy(array -> vector)");
    t_down = bench::best_of(o.reps, download);
  }
  {
    std::vector<float> data(host);
    array_view<float, 1> v(n, data);
    float added = 0;
    auto trip = [&] {
      amp_clang::detail::reset_transfer_stats();
      v.refresh(); // the host may have changed the data
      parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 1.0f; });
      v.synchronize();
      round = amp_clang::detail::get_transfer_stats();
      added += 1.0f;
    };
    trip();
    t_round = bench::best_of(o.reps, trip);
    check(data, added, "array_view round trip");
  }

  // A staging array (host memory on the cpu accelerator, associated with the
  // device's view) to a device array and back: Microsoft's way to fast copies.
  double t_stage_up, t_stage_down;
  {
    accelerator_view cpu = accelerator(accelerator::cpu_accelerator).default_view;
    array<float, 1> staging(extent<1>(n), cpu, av), d(extent<1>(n), av);
    std::memcpy(staging.data(), host.data(), bytes);
    t_stage_up = bench::best_of(o.reps, [&] {
      copy(staging, d);
      av.wait();
    });
    parallel_for_each(d.extent, [&d](index<1> i) restrict(amp) { d[i] += 2.0f; });
    t_stage_down = bench::best_of(o.reps, [&] { copy(d, staging); });
    std::memcpy(back.data(), staging.data(), bytes);
    check(back, 2.0f, "copy(array -> staging array)");
  }

  const std::string size = std::to_string(n) + " floats (" + bench::mb(double(bytes)) + ")";
  // The targets are the GPU's: a CPU device's "link" is a memcpy either way.
  const double want = o.gpu ? 0.8 : 0.0;
  const char *want_text = o.gpu ? ">= 0.8" : "-";
  auto moved = [](const amp_clang::detail::transfer_stats &s) {
    return double(s.bytes_to_device + s.bytes_to_host);
  };
  bench::row(o, "transfers", "copy(vector -> array) (hand: from pinned memory)", size, gb / t_up, gb / t_pin_up,
             "GB/s", true, want, want_text);
  bench::row(o, "transfers", "copy(array -> vector) (hand: into pinned memory)", size, gb / t_down, gb / t_pin_down,
             "GB/s", true, want, want_text);
  bench::row(o, "transfers", "array_view round trip: up, kernel, synchronize (hand: pinned)", size,
             2 * gb / t_round, 2 * gb / t_pin_round, "GB/s", true, want, want_text);
  const double want_staging = o.gpu ? 0.9 : 0.0;
  const char *want_staging_text = o.gpu ? ">= 0.9" : "-";
  bench::row(o, "transfers", "copy(staging array -> array) (hand: from pinned memory)", size, gb / t_stage_up,
             gb / t_pin_up, "GB/s", true, want_staging, want_staging_text);
  bench::row(o, "transfers", "copy(array -> staging array) (hand: into pinned memory)", size, gb / t_stage_down,
             gb / t_pin_down, "GB/s", true, want_staging, want_staging_text);
  bench::row(o, "transfers", "copy(vector -> array) (hand: from the same pageable vector)", size, gb / t_up,
             gb / t_page_up, "GB/s", true, 0.0, "-");
  bench::row(o, "transfers", "copy(array -> vector) (hand: into a pageable vector)", size, gb / t_down,
             gb / t_page_down, "GB/s", true, 0.0, "-");
  char a[64], m[64], r[32];
  const double least = 4.0 * double(bytes); // each copy once, the round trip both ways
  const double all = moved(up) + moved(down) + moved(round);
  std::snprintf(a, sizeof a, "%.0f", all);
  std::snprintf(m, sizeof m, "%.0f", least);
  std::snprintf(r, sizeof r, "%.3f", least / all);
  bench::row_text("transfers", "bytes moved by the three (copy in, copy out, round trip)", size, a, m, "bytes", r,
                  "= 1 (minimum)", o.quick ? "(quick)" : all <= least ? "met" : "MISSED");
  return bench::finish_main();
}
