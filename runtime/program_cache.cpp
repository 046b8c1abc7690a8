// The program cache: one cl_program per (program_desc, device), from the disk cache or built from source.
#include "program_cache.h"
#include "kernel_entry.h"

#include "cl_check.h"
#include "fault_injection.h"
#include "log.h"
#include "opencl_hpp.h"
#include "program_disk_cache.h"

#include <amp_clang/exceptions.h>

#include <chrono>
#include <exception>
#include <map>
#include <tuple>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace amp_clang::detail {
namespace {

std::mutex cache_mutex;
// The programs live as long as the process, and are deliberately never
// destroyed: at exit the driver may be gone before these would be released
// (forget_programs() alone releases them, for the disk cache tests).
auto &programs = *new std::map<std::pair<const program_desc *, const device_impl *>, cl::Program>;
/// Programs built with options of their own (a register cap, turned
/// dimensions), by program, device and those options.
auto &variant_programs = *new std::map<std::tuple<const program_desc *, const device_impl *, std::string>, cl::Program>;

const char *origin_of(const program_desc &pd) { return pd.origin ? pd.origin : "?"; }

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

std::string build_log(cl_program p, cl_device_id dev) {
  std::size_t size = 0;
  if (clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &size) != CL_SUCCESS)
    return "(no build log)";
  std::string s(size, '\0');
  clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, size, s.data(), nullptr);
  while (!s.empty() && (s.back() == '\0' || s.back() == '\n')) s.pop_back();
  return s;
}

cl::Program build_from_source(device_impl &d, const program_desc &pd, const kernel_desc &first,
                              const char *options) {
  cl_int err = CL_SUCCESS;
  const char *src = pd.source;
  std::size_t len = pd.source_size;
  cl::Program p(clCreateProgramWithSource(d.context(), 1, &src, &len, &err));
  check_cl(err, "clCreateProgramWithSource");
  err = injected_fault("clBuildProgram");
  if (!err) err = clBuildProgram(p(), 1, &d.device, options, nullptr, nullptr);
  if (err != CL_SUCCESS) {
    std::string log_text = build_log(p(), d.device);
    if (log_text.empty()) log_text = "(empty)";
    throw_cl_error(err, "clBuildProgram",
                   fmt::format("OpenCL program from {} failed to build on {} (first launch: kernel {} at {}); "
                               "build log:\n{}",
                               origin_of(pd), d.full_name(), first.name, first.origin ? first.origin : "?",
                               log_text));
  }
  return p;
}

/// The program made from a cached binary, or null when the driver refuses it
/// (another driver build that kept its version string, a damaged binary).
cl::Program build_from_binary(device_impl &d, const std::vector<unsigned char> &binary, const std::string &path) {
  const unsigned char *bin = binary.data();
  std::size_t size = binary.size();
  cl_int status = CL_SUCCESS, err = CL_SUCCESS;
  cl::Program p(clCreateProgramWithBinary(d.context(), 1, &d.device, &size, &bin, &status, &err));
  if (err == CL_SUCCESS && status == CL_SUCCESS && !(err = injected_fault("clBuildProgram")))
    err = clBuildProgram(p(), 1, &d.device, build_options(d), nullptr, nullptr);
  else if (err == CL_SUCCESS)
    err = status;
  if (err == CL_SUCCESS) return p;
  count_disk_cache_refusal();
  log(log_level::info, "the driver refused the binary of disk cache entry {} ({} ({})); building from source", path,
      cl_error_name(err), err);
  return cl::Program();
}

/// The device binary of a built program for `dev`; empty when the driver has none.
std::vector<unsigned char> program_binary(cl_program p, cl_device_id dev) {
  cl_uint n = 0;
  check_cl(clGetProgramInfo(p, CL_PROGRAM_NUM_DEVICES, sizeof n, &n, nullptr), "clGetProgramInfo(CL_PROGRAM_NUM_DEVICES)");
  std::vector<cl_device_id> devices(n);
  std::vector<std::size_t> sizes(n);
  check_cl(clGetProgramInfo(p, CL_PROGRAM_DEVICES, n * sizeof(cl_device_id), devices.data(), nullptr),
           "clGetProgramInfo(CL_PROGRAM_DEVICES)");
  check_cl(clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, n * sizeof(std::size_t), sizes.data(), nullptr),
           "clGetProgramInfo(CL_PROGRAM_BINARY_SIZES)");
  std::vector<std::vector<unsigned char>> binaries(n);
  std::vector<unsigned char *> pointers(n, nullptr);
  for (cl_uint i = 0; i < n; ++i) {
    binaries[i].resize(sizes[i]);
    if (sizes[i]) pointers[i] = binaries[i].data();
  }
  check_cl(clGetProgramInfo(p, CL_PROGRAM_BINARIES, n * sizeof(unsigned char *), pointers.data(), nullptr),
           "clGetProgramInfo(CL_PROGRAM_BINARIES)");
  for (cl_uint i = 0; i < n; ++i)
    if (devices[i] == dev) return std::move(binaries[i]);
  return {};
}

/// Builds `pd` for `d`: from the disk cache's binary when it has a valid entry,
/// else from source, storing the binary. The disk cache never makes a build
/// fail: its errors are logged at info level and the source build goes on.
cl::Program build(device_impl &d, const program_desc &pd, const kernel_desc &first) {
  auto start = std::chrono::steady_clock::now();
  std::string dir = disk_cache_dir(), key, path;
  if (!dir.empty()) {
    try {
      key = disk_cache_key(d, build_options(d), pd.source, pd.source_size);
      path = disk_cache_path(dir, key);
      std::string why;
      if (auto binary = disk_cache_read(path, key, why)) {
        if (cl::Program p = build_from_binary(d, *binary, path); p()) {
          count_disk_cache_load();
          log(log_level::info, "loaded program from {} from the disk cache in {:.1f} ms ({})", origin_of(pd),
              ms_since(start), path);
          return p;
        }
      } else if (!why.empty()) {
        log(log_level::info, "disk cache entry {} rejected: {}; building from source", path, why);
      }
    } catch (const std::exception &e) {
      log(log_level::info, "disk cache not used for {}: {}", origin_of(pd), e.what());
      path.clear();
    }
  }
  cl::Program p = build_from_source(d, pd, first, build_options(d));
  double ms = ms_since(start);
  std::string stored = " (disk cache off)";
  if (!path.empty()) {
    stored = ", not stored in the disk cache";
    try {
      std::vector<unsigned char> binary = program_binary(p(), d.device);
      if (binary.empty())
        log(log_level::info, "the driver gave no binary of the program from {} to cache", origin_of(pd));
      else if (disk_cache_write(path, key, binary))
        stored = ", stored in the disk cache (" + path + ")";
    } catch (const std::exception &e) {
      log(log_level::info, "could not read the binary of the program from {}: {}", origin_of(pd), e.what());
    }
  }
  log(log_level::info, "built program from {} in {:.1f} ms{}", origin_of(pd), ms, stored);
  return p;
}

} // namespace

// -w: the compiler checked the generated OpenCL C already (warnings that mean
// undefined behaviour are its internal errors); a program prints nothing of the
// OpenCL compiler's unless a build fails, and then the log is in the exception.
// A CPU device runs a tile's work-items one after another between barriers,
// not in lock step: amp-clang's warp-synchronous blocks (AMP_LOCKSTEP_FENCE)
// become barriers there.
const char *build_options(const device_impl &d) {
  return (d.type & CL_DEVICE_TYPE_CPU) ? "-cl-std=CL1.2 -w -DAMP_NO_LOCKSTEP" : "-cl-std=CL1.2 -w";
}

cl_program get_program(device_impl &d, const kernel_desc &first) {
  const program_desc &pd = *first.program;
  std::lock_guard<std::mutex> lock(cache_mutex);
  cl::Program &prog = programs[{&pd, &d}];
  if (!prog()) {
    ensure_queue(d);
    try {
      prog = build(d, pd, first);
    } catch (...) {
      programs.erase({&pd, &d});
      throw;
    }
  }
  return prog();
}

/// The program of `first` built with `build_options(d)` and `extra` (never from
/// the disk cache), cached per `extra`; `what` says how in the log.
cl_program variant_program(device_impl &d, const kernel_desc &first, const std::string &extra, const std::string &what) {
  const program_desc &pd = *first.program;
  std::lock_guard<std::mutex> lock(cache_mutex);
  cl::Program &prog = variant_programs[{&pd, &d, extra}];
  if (!prog()) {
    std::string options = fmt::format("{} {}", build_options(d), extra);
    auto start = std::chrono::steady_clock::now();
    try {
      prog = build_from_source(d, pd, first, options.c_str());
    } catch (...) {
      variant_programs.erase({&pd, &d, extra});
      throw;
    }
    log(log_level::info, "built program from {} {} in {:.1f} ms", origin_of(pd), what, ms_since(start));
  }
  return prog();
}

cl_program get_register_capped_program(device_impl &d, const kernel_desc &first, unsigned max_registers) {
  return variant_program(d, first, fmt::format("-cl-nv-maxrregcount={}", max_registers),
                         fmt::format("with at most {} registers a thread", max_registers));
}

cl_program get_turned_program(device_impl &d, const kernel_desc &first, int turn) {
  return variant_program(d, first, fmt::format("-DAMP_TURN_DIMS={}", turn),
                         fmt::format("with OpenCL's dimensions 0 and {} swapped", turn));
}

bool program_turns_dims(const kernel_desc &k) {
  const program_desc &pd = *k.program;
  return std::string_view(pd.source, pd.source_size).find("#ifdef AMP_TURN_DIMS\n") != std::string_view::npos;
}

void forget_programs() {
  std::lock_guard<std::mutex> lock(cache_mutex);
  // Queued launches may still use the kernels; let them finish first.
  for (const auto &d : all_devices())
    if (d->queue()) clFinish(d->queue());
  forget_kernel_entries(); // releases the kernels, made from these programs
  programs.clear();        // and these (cl::Program)
  variant_programs.clear();
}

} // namespace amp_clang::detail
