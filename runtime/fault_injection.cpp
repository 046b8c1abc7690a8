// AMP_CLANG_FAULT=<clFunction>[:<n>[:<code>]]: the n-th call of clFunction fails with code.
#include "fault_injection.h"

#include <amp_clang/exceptions.h>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <mutex>

namespace amp_clang::detail {
namespace {

std::mutex fault_mutex;
std::string fault_call;         // guarded by fault_mutex
long calls_left = 0;            // guarded by fault_mutex: the fault fires when it reaches 0
cl_int fault_code = CL_SUCCESS; // guarded by fault_mutex
std::atomic<bool> armed{false}; // fast path: no lock while nothing is armed
std::atomic<bool> fired{false};

/// What the function would plausibly return on a real failure.
cl_int plausible_error(const std::string &call) {
  if (call == "clCreateBuffer") return CL_MEM_OBJECT_ALLOCATION_FAILURE;
  if (call == "clBuildProgram") return CL_BUILD_PROGRAM_FAILURE;
  if (call == "clSetKernelArg") return CL_INVALID_ARG_VALUE;
  if (call == "clCreateKernel") return CL_INVALID_KERNEL_NAME;
  if (call == "clCreateContext" || call == "clCreateCommandQueue") return CL_OUT_OF_HOST_MEMORY;
  return CL_OUT_OF_RESOURCES; // enqueues, clFinish: the usual device-side failure
}

void arm(const std::string &spec) { // caller holds fault_mutex
  fired = false;
  armed = false;
  fault_call.clear();
  if (spec.empty()) return;
  std::string call = spec.substr(0, spec.find(':'));
  long n = 1;
  cl_int code = plausible_error(call);
  if (call.size() < spec.size()) {
    const char *rest = spec.c_str() + call.size() + 1;
    char *end = nullptr;
    n = std::strtol(rest, &end, 10);
    if (*end == ':') code = static_cast<cl_int>(std::strtol(end + 1, &end, 10));
    if (*end != '\0' || n < 1 || code == CL_SUCCESS)
      throw concurrency::runtime_exception("amp-clang: AMP_CLANG_FAULT=\"" + spec +
                                               "\" is not <clFunction>[:<n>[:<code>]] (n >= 1, code != 0)",
                                           E_INVALIDARG);
  }
  if (call.compare(0, 2, "cl") != 0)
    throw concurrency::runtime_exception("amp-clang: AMP_CLANG_FAULT=\"" + spec + "\" names no OpenCL function",
                                         E_INVALIDARG);
  fault_call = call;
  calls_left = n;
  fault_code = code;
  armed = true;
}

/// Reads AMP_CLANG_FAULT once, before the first call is counted.
std::atomic<bool> environment_read{false}; // after the first call: no std::call_once a launch
void arm_from_environment() {
  if (environment_read.load(std::memory_order_acquire)) return;
  static std::once_flag once;
  std::call_once(once, [] {
    if (const char *env = std::getenv("AMP_CLANG_FAULT")) {
      std::lock_guard<std::mutex> lock(fault_mutex);
      arm(env);
    }
  });
  environment_read.store(true, std::memory_order_release);
}

} // namespace

cl_int injected_fault(const char *call) {
  arm_from_environment();
  if (!armed.load(std::memory_order_acquire)) return CL_SUCCESS;
  std::lock_guard<std::mutex> lock(fault_mutex);
  if (!armed || fault_call != call || --calls_left > 0) return CL_SUCCESS;
  armed = false;
  fired = true;
  return fault_code;
}

void set_fault(const std::string &spec) {
  arm_from_environment(); // so that a later first call does not re-arm the environment's fault
  std::lock_guard<std::mutex> lock(fault_mutex);
  arm(spec);
}

bool fault_fired() { return fired; }

} // namespace amp_clang::detail
