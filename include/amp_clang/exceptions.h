// The exceptions of C++ AMP (runtime_exception and its children), OpenCL error
// names, and the HRESULTs Microsoft's runtime reports for them.
#pragma once

#include <amp_clang/hresult.h>
#include <amp_clang/namespace.h>

#include <exception>
#include <string>

namespace amp_clang {
/// The symbolic name of an OpenCL error code ("CL_INVALID_VALUE"), or
/// "CL_UNKNOWN_ERROR" for a code the table does not know.
const char *cl_error_name(int code) noexcept;
/// The HRESULT Microsoft's runtime reports for a failure of the kind an
/// OpenCL error code names: E_OUTOFMEMORY for allocation failures,
/// DXGI_ERROR_DEVICE_REMOVED for a lost device, E_INVALIDARG for invalid
/// arguments and objects, E_FAIL for the rest.
HRESULT hresult_of_cl_error(int code) noexcept;
} // namespace amp_clang

namespace Concurrency {

/// Base of all C++ AMP runtime errors. get_error_code() is Microsoft's HRESULT
/// (E_INVALIDARG, E_OUTOFMEMORY...); where an OpenCL call failed, what() names
/// its error ("clEnqueueNDRangeKernel: CL_OUT_OF_RESOURCES (-5)") and
/// get_opencl_error() (amp-clang's) returns it.
class runtime_exception : public std::exception {
public:
  runtime_exception(const char *message, HRESULT hresult) : m_message(message), m_code(hresult) {}
  runtime_exception(const std::string &message, HRESULT hresult) : m_message(message), m_code(hresult) {}
  explicit runtime_exception(HRESULT hresult) : m_message(hresult_message(hresult)), m_code(hresult) {}
  /// amp-clang: the failure of an OpenCL call, \p opencl_error its cl_int.
  runtime_exception(const std::string &message, HRESULT hresult, int opencl_error)
      : m_message(message), m_code(hresult), m_opencl_error(opencl_error) {}
  const char *what() const noexcept override { return m_message.c_str(); }
  HRESULT get_error_code() const noexcept { return m_code; }
  /// amp-clang: the OpenCL error code (cl_int) behind it, or 0 where no OpenCL call failed.
  int get_opencl_error() const noexcept { return m_opencl_error; }

private:
  static std::string hresult_message(HRESULT hresult) {
    static const char digits[] = "0123456789ABCDEF";
    std::string hex = "0x00000000";
    for (int i = 0; i < 8; ++i) hex[9 - i] = digits[(static_cast<unsigned>(hresult) >> (4 * i)) & 0xF];
    return "runtime_exception (HRESULT " + hex + ")";
  }
  std::string m_message;
  HRESULT m_code;
  int m_opencl_error = 0;
};

/// Device or host memory ran out. Code E_OUTOFMEMORY.
class out_of_memory : public runtime_exception {
public:
  explicit out_of_memory(const char *message = "out of memory") : runtime_exception(message, E_OUTOFMEMORY) {}
  /// amp-clang: an OpenCL allocation failed (CL_MEM_OBJECT_ALLOCATION_FAILURE, CL_OUT_OF_HOST_MEMORY).
  out_of_memory(const std::string &message, int opencl_error)
      : runtime_exception(message, E_OUTOFMEMORY, opencl_error) {}
};

/// A parallel_for_each compute domain the device cannot run (an extent not
/// positive, tiles that do not divide it, too many threads or tiles). Code E_INVALIDARG.
class invalid_compute_domain : public runtime_exception {
public:
  explicit invalid_compute_domain(const char *message = "invalid compute domain")
      : runtime_exception(message, E_INVALIDARG) {}
  explicit invalid_compute_domain(const std::string &message) : runtime_exception(message, E_INVALIDARG) {}
};

/// A feature the selected accelerator does not support. Code E_NOTIMPL.
class unsupported_feature : public runtime_exception {
public:
  explicit unsupported_feature(const char *message = "unsupported feature") : runtime_exception(message, E_NOTIMPL) {}
  explicit unsupported_feature(const std::string &message) : runtime_exception(message, E_NOTIMPL) {}
};

/// The device was lost. The reason is an HRESULT (DXGI_ERROR_DEVICE_REMOVED
/// where an OpenCL call reported CL_DEVICE_NOT_AVAILABLE).
class accelerator_view_removed : public runtime_exception {
public:
  accelerator_view_removed(const char *message, HRESULT view_removed_reason)
      : runtime_exception(message, view_removed_reason) {}
  explicit accelerator_view_removed(HRESULT view_removed_reason = DXGI_ERROR_DEVICE_REMOVED)
      : runtime_exception("accelerator view removed", view_removed_reason) {}
  /// amp-clang: an OpenCL call found the device gone.
  accelerator_view_removed(const std::string &message, HRESULT view_removed_reason, int opencl_error)
      : runtime_exception(message, view_removed_reason, opencl_error) {}
  HRESULT get_view_removed_reason() const noexcept { return get_error_code(); }
};

/// An object used before it was initialized (Microsoft's runtime raises it
/// for a default-constructed texture or view). Code E_FAIL.
class uninitialized_object : public runtime_exception {
public:
  explicit uninitialized_object(const char *message = "uninitialized object") : runtime_exception(message, E_FAIL) {}
  explicit uninitialized_object(const std::string &message) : runtime_exception(message, E_FAIL) {}
};

} // namespace Concurrency
