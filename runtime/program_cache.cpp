// The program and kernel caches: one cl_program per (program_desc, device), one cl_kernel per (kernel_desc, device).
#include "program_cache.h"

#include "cl_check.h"
#include "log.h"

#include <chrono>
#include <map>
#include <mutex>
#include <string>
#include <utility>

namespace amp_clang::detail {
namespace {

std::mutex cache_mutex;
std::map<std::pair<const program_desc *, const device_impl *>, cl_program> programs;
std::map<std::pair<const kernel_desc *, const device_impl *>, cl_kernel> kernels;

std::string build_log(cl_program p, cl_device_id dev) {
  std::size_t size = 0;
  if (clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &size) != CL_SUCCESS)
    return "(no build log)";
  std::string s(size, '\0');
  clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, size, s.data(), nullptr);
  while (!s.empty() && (s.back() == '\0' || s.back() == '\n')) s.pop_back();
  return s;
}

cl_program build(device_impl &d, const program_desc &pd) {
  auto start = std::chrono::steady_clock::now();
  cl_int err = CL_SUCCESS;
  const char *src = pd.source;
  std::size_t len = pd.source_size;
  cl_program p = clCreateProgramWithSource(d.context, 1, &src, &len, &err);
  check_cl(err, "clCreateProgramWithSource");
  err = clBuildProgram(p, 1, &d.device, "-cl-std=CL1.2", nullptr, nullptr);
  if (err != CL_SUCCESS) {
    std::string log_text = build_log(p, d.device);
    clReleaseProgram(p);
    throw_cl_error(err, "clBuildProgram",
                   fmt::format("OpenCL program from {} failed to build on {}; build log:\n{}",
                               pd.origin ? pd.origin : "(unknown)", d.full_name(), log_text));
  }
  auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  log(log_level::info, "built program from {} in {:.1f} ms", pd.origin ? pd.origin : "?", ms);
  return p;
}

} // namespace

cl_kernel get_kernel(device_impl &d, const kernel_desc &k) {
  std::lock_guard<std::mutex> lock(cache_mutex);
  auto kit = kernels.find({&k, &d});
  if (kit != kernels.end()) return kit->second;
  ensure_queue(d);
  cl_program &prog = programs[{k.program, &d}];
  if (!prog) {
    try {
      prog = build(d, *k.program);
    } catch (...) {
      programs.erase({k.program, &d});
      throw;
    }
  }
  cl_int err = CL_SUCCESS;
  cl_kernel kern = clCreateKernel(prog, k.name, &err);
  if (err != CL_SUCCESS)
    throw_cl_error(err, "clCreateKernel",
                   fmt::format("kernel {} of {} (launched at {})", k.name,
                               k.program->origin ? k.program->origin : "?", k.origin ? k.origin : "?"));
  kernels[{&k, &d}] = kern;
  return kern;
}

} // namespace amp_clang::detail
