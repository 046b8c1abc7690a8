// Shared helpers of the benchmarks: options, best-of-N timing, the hand-written
// OpenCL side (the C++ AMP runtime's own context and queue, through
// <amp_opencl.h>) and report rows.
#pragma once
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <CL/cl.h>

#include <amp.h>
#include <amp_opencl.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

namespace bench {

struct options {
  bool quick = false;   // tiny sizes, one repetition, results checked, no targets
  int reps = 10;        // best of reps
  long scale = 0;       // problem size override (0: per device kind)
  bool gpu = false;     // the selected device is a GPU
  bool alone = false;   // --alone: paired timings run the hand side only (bench/run.sh's "hand alone" column)
};

inline int failures = 0;
/// --alone: bench::paired times the hand side by itself, no amp-clang launch
/// between its repetitions (each program's amp-clang side still runs once,
/// untimed, for its checks). run.sh runs every program so a second time:
/// that figure beside the hand figure of the paired run shows whether
/// timing the two in turns in one queue changed the hand side.
inline bool alone_mode = false;

inline void fail(const char *what) {
  std::fprintf(stderr, "FAIL: %s\n", what);
  ++failures;
}

inline void check_cl(cl_int err, const char *what) {
  if (err != CL_SUCCESS) {
    std::fprintf(stderr, "OpenCL error %d in %s\n", err, what);
    std::exit(2);
  }
}

inline std::string narrow(const std::wstring &w) {
  std::string s;
  for (wchar_t c : w) s += static_cast<char>(c);
  return s;
}

/// Two sides timed in turns (hand, amp, hand, amp, ...), so that a noisy
/// stretch of the machine (PoCL shares the CPU with everything) hits both:
/// each side's best time, and the median over the turns of the ratio of
/// hand's time to amp's (above 1: amp-clang faster).
struct paired_times {
  double amp = 0, hand = 0, median_ratio = 0;
  double median_difference = 0; ///< of amp-clang's time minus hand's, seconds
};
inline paired_times paired(int reps, const std::function<void()> &hand, const std::function<void()> &amp) {
  auto time = [](const std::function<void()> &fn) {
    auto t0 = std::chrono::steady_clock::now();
    fn();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  };
  paired_times p{1e30, 1e30, 0};
  std::vector<double> ratios, differences;
  if (alone_mode) {
    for (int r = 0; r < reps; ++r) p.hand = std::min(p.hand, time(hand));
    p.amp = p.hand;
    p.median_ratio = 1;
    return p;
  }
  for (int r = 0; r < reps; ++r) {
    double th = time(hand), ta = time(amp);
    p.hand = std::min(p.hand, th);
    p.amp = std::min(p.amp, ta);
    ratios.push_back(th / ta);
    differences.push_back(ta - th);
  }
  auto median = [](std::vector<double> &v) {
    std::sort(v.begin(), v.end());
    const std::size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
  };
  p.median_ratio = median(ratios);
  p.median_difference = median(differences);
  return p;
}

/// Seconds of the fastest of reps runs of fn (fn synchronises the device itself).
inline double best_of(int reps, const std::function<void()> &fn) {
  double best = 1e30;
  for (int r = 0; r < reps; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    fn();
    auto t1 = std::chrono::steady_clock::now();
    best = std::min(best, std::chrono::duration<double>(t1 - t0).count());
  }
  return best;
}

/// The hand-written side: the C++ AMP runtime's own context, device and
/// in-order queue of a view, through the OpenCL interop (<amp_opencl.h>).
/// Never a context of its own: two contexts on one NVIDIA GPU, launches
/// alternating between them, cost the second half its bandwidth (a reduction
/// at 2,012 GB/s where one context gives 4,220; docs/performance.md). Hand
/// commands go to the same queue as the runtime's, so each side's timing
/// region (clFinish, accelerator_view::wait) waits for that side's work only
/// once the other's is done.
struct hand_cl {
  cl_platform_id platform = nullptr;
  cl_device_id device = nullptr;
  cl_context context = nullptr;
  cl_command_queue queue = nullptr;
  std::string name, driver, version;

  explicit hand_cl(const concurrency::accelerator_view &av) {
    context = concurrency::opencl::get_context(av);
    queue = concurrency::opencl::get_command_queue(av);
    device = concurrency::opencl::get_device(av);
    check_cl(clGetDeviceInfo(device, CL_DEVICE_PLATFORM, sizeof platform, &platform, nullptr), "clGetDeviceInfo");
    char buf[512] = {0};
    clGetDeviceInfo(device, CL_DEVICE_NAME, sizeof buf, buf, nullptr);
    name = buf;
    clGetDeviceInfo(device, CL_DRIVER_VERSION, sizeof buf, buf, nullptr);
    driver = buf;
    clGetDeviceInfo(device, CL_DEVICE_VERSION, sizeof buf, buf, nullptr);
    version = buf;
  }
  hand_cl(const hand_cl &) = delete;
  hand_cl &operator=(const hand_cl &) = delete;
  ~hand_cl() {
    clReleaseCommandQueue(queue);
    clReleaseContext(context);
    clReleaseDevice(device);
  }

  cl_program build(const char *src, const char *opts = "") const {
    cl_int err;
    cl_program p = clCreateProgramWithSource(context, 1, &src, nullptr, &err);
    check_cl(err, "clCreateProgramWithSource");
    err = clBuildProgram(p, 1, &device, opts, nullptr, nullptr);
    if (err != CL_SUCCESS) {
      std::vector<char> log(1 << 16);
      clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_LOG, log.size(), log.data(), nullptr);
      std::fprintf(stderr, "build log:\n%s\n", log.data());
      check_cl(err, "clBuildProgram");
    }
    return p;
  }
  cl_kernel kernel(cl_program p, const char *name) const {
    cl_int err;
    cl_kernel k = clCreateKernel(p, name, &err);
    check_cl(err, name);
    return k;
  }
  cl_mem buffer(std::size_t bytes, const void *init = nullptr) const {
    cl_int err;
    cl_mem m = clCreateBuffer(context, CL_MEM_READ_WRITE | (init ? CL_MEM_COPY_HOST_PTR : 0), bytes,
                              const_cast<void *>(init), &err);
    check_cl(err, "clCreateBuffer");
    return m;
  }
  void read(cl_mem m, std::size_t bytes, void *dst) const {
    check_cl(clEnqueueReadBuffer(queue, m, CL_TRUE, 0, bytes, dst, 0, nullptr, nullptr), "clEnqueueReadBuffer");
  }
  void write(cl_mem m, std::size_t bytes, const void *src) const {
    check_cl(clEnqueueWriteBuffer(queue, m, CL_TRUE, 0, bytes, src, 0, nullptr, nullptr), "clEnqueueWriteBuffer");
  }
  void launch(cl_kernel k, cl_uint dims, const std::size_t *global, const std::size_t *local) const {
    check_cl(clEnqueueNDRangeKernel(queue, k, dims, nullptr, global, local, 0, nullptr, nullptr),
             "clEnqueueNDRangeKernel");
  }
  void finish() const { check_cl(clFinish(queue), "clFinish"); }
};

template <class T> void arg(cl_kernel k, cl_uint i, const T &v) {
  check_cl(clSetKernelArg(k, i, sizeof(T), &v), "clSetKernelArg");
}

/// Parses --quick, --reps=N, --scale=N, --alone; prints the device line.
inline options parse(int argc, char **argv) {
  options o;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--quick") o.quick = true;
    else if (a.rfind("--reps=", 0) == 0) o.reps = std::atoi(a.c_str() + 7);
    else if (a.rfind("--scale=", 0) == 0) o.scale = std::atol(a.c_str() + 8);
    else if (a == "--alone") o.alone = alone_mode = true;
  }
  if (o.quick) o.reps = 1;
  const char *env = std::getenv("AMP_CLANG_DEVICE");
  o.gpu = env && std::string(env) == "gpu";
  return o;
}

inline void print_device(const hand_cl &cl) {
  std::printf("DEVICE|%s|%s|%s\n", cl.name.c_str(), cl.driver.c_str(), cl.version.c_str());
}

/// The hand side on the default accelerator's default view (the runtime's
/// context and queue), its device named in the program's output first.
struct hand_side : hand_cl {
  explicit hand_side(const options &o) : hand_cl(concurrency::accelerator().get_default_view()) {
    (void)o;
    print_device(*this);
  }
};

/// One table row: section, what, size, amp-clang figure, hand figure, unit, ratio
/// (amp/hand where higher is better, hand/amp where lower is), target, verdict.
inline void row(const options &o, const char *section, const std::string &what, const std::string &size,
                double amp, double hand, const char *unit, bool higher_better, double target,
                const char *target_text) {
  double ratio = higher_better ? amp / hand : hand / amp;
  const char *verdict = o.quick ? "(quick)" : ratio >= target ? "met" : "MISSED";
  std::printf("ROW|%s|%s|%s|%.4g|%.4g|%s|%.3f|%s|%s\n", section, what.c_str(), size.c_str(), amp, hand, unit,
              ratio, target_text, verdict);
}

/// A row whose ratio is the median of turns (paired()), for higher-is-better
/// figures: the best of each side beside it, the verdict on the median.
inline void row_paired(const options &o, const char *section, const std::string &what, const std::string &size,
                       double amp, double hand, const char *unit, double median_ratio, double target,
                       const char *target_text) {
  const char *verdict = o.quick ? "(quick)" : median_ratio >= target ? "met" : "MISSED";
  std::printf("ROW|%s|%s|%s|%.4g|%.4g|%s|%.3f|%s, median of turns|%s\n", section, what.c_str(), size.c_str(), amp,
              hand, unit, median_ratio, target_text, verdict);
}

/// A free-form row (no ratio against the hand kernel).
inline void row_text(const char *section, const std::string &what, const std::string &size, const std::string &amp,
                     const std::string &hand, const char *unit, const std::string &ratio,
                     const std::string &target, const std::string &verdict) {
  std::printf("ROW|%s|%s|%s|%s|%s|%s|%s|%s|%s\n", section, what.c_str(), size.c_str(), amp.c_str(), hand.c_str(),
              unit, ratio.c_str(), target.c_str(), verdict.c_str());
}

inline std::string mb(double bytes) {
  char b[64];
  std::snprintf(b, sizeof b, "%.0f MB", bytes / 1e6);
  return b;
}

/// A 1-D range of n threads in tiles of `tile`, laid out as rows of up to 64
/// tiles: C++ AMP allows at most 65,535 tiles along a dimension. n / tile must
/// be a whole number of tiles.
inline concurrency::extent<2> tile_rows(long n, int tile) {
  long tiles = n / tile, across = 1;
  while (across < 64 && tiles % (2 * across) == 0) across *= 2;
  return concurrency::extent<2>(int(tiles / across), int(across * tile));
}

inline int finish_main() {
  if (failures) std::printf("RESULT|FAIL|%d check(s) failed\n", failures);
  else std::printf("RESULT|PASS\n");
  return failures ? 1 : 0;
}

} // namespace bench
