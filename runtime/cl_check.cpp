// Turns OpenCL error codes into the C++ AMP exceptions.
#include "cl_check.h"

#include <amp_clang/exceptions.h>

#include <fmt/format.h>

namespace amp_clang::detail {

void throw_cl_error(cl_int err, const char *call, const std::string &detail) {
  std::string msg = fmt::format("{}: {} ({})", call, cl_error_name(err), err);
  if (!detail.empty()) msg += ": " + detail;
  if (err == CL_MEM_OBJECT_ALLOCATION_FAILURE || err == CL_OUT_OF_HOST_MEMORY)
    throw concurrency::out_of_memory(msg, err);
  if (err == CL_DEVICE_NOT_AVAILABLE)
    throw concurrency::accelerator_view_removed(msg, DXGI_ERROR_DEVICE_REMOVED, err);
  throw concurrency::runtime_exception(msg, hresult_of_cl_error(err), err);
}

} // namespace amp_clang::detail
