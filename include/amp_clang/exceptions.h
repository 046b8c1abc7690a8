// The exceptions of C++ AMP (runtime_exception and its children) and OpenCL error names.
#pragma once

#include <amp_clang/namespace.h>

#include <exception>
#include <string>

namespace amp_clang {
/// The symbolic name of an OpenCL error code ("CL_INVALID_VALUE"), or
/// "CL_UNKNOWN_ERROR" for a code the table does not know.
const char *cl_error_name(int code) noexcept;
} // namespace amp_clang

namespace Concurrency {

/// Base of all C++ AMP runtime errors. get_error_code() is the OpenCL error code
/// (cl_int) that caused it; what() names it ("CL_OUT_OF_RESOURCES (-5)").
class runtime_exception : public std::exception {
public:
  runtime_exception(const char *message, int error_code) : m_message(message), m_code(error_code) {}
  runtime_exception(const std::string &message, int error_code)
      : m_message(message), m_code(error_code) {}
  explicit runtime_exception(int error_code)
      : m_message(std::string(amp_clang::cl_error_name(error_code)) + " (" +
                  std::to_string(error_code) + ")"),
        m_code(error_code) {}
  const char *what() const noexcept override { return m_message.c_str(); }
  int get_error_code() const noexcept { return m_code; }

private:
  std::string m_message;
  int m_code;
};

/// Device or host memory ran out (CL_MEM_OBJECT_ALLOCATION_FAILURE, CL_OUT_OF_HOST_MEMORY).
class out_of_memory : public runtime_exception {
public:
  explicit out_of_memory(const char *message = "out of memory", int error_code = -4)
      : runtime_exception(message, error_code) {}
  out_of_memory(const std::string &message, int error_code) : runtime_exception(message, error_code) {}
};

/// A parallel_for_each compute domain the device cannot run (negative extent,
/// tiles that do not divide it, too many threads). Code CL_INVALID_GLOBAL_WORK_SIZE.
class invalid_compute_domain : public runtime_exception {
public:
  explicit invalid_compute_domain(const char *message = "invalid compute domain")
      : runtime_exception(message, -63) {}
  explicit invalid_compute_domain(const std::string &message) : runtime_exception(message, -63) {}
};

/// A feature the selected accelerator does not support. Code CL_INVALID_OPERATION.
class unsupported_feature : public runtime_exception {
public:
  explicit unsupported_feature(const char *message = "unsupported feature")
      : runtime_exception(message, -59) {}
  explicit unsupported_feature(const std::string &message) : runtime_exception(message, -59) {}
};

/// The device was lost (CL_DEVICE_NOT_AVAILABLE and the like).
class accelerator_view_removed : public runtime_exception {
public:
  explicit accelerator_view_removed(const char *message = "accelerator view removed",
                                    int view_removed_reason = -2)
      : runtime_exception(message, view_removed_reason) {}
  /// Microsoft's form from the reason alone (an HRESULT there).
  explicit accelerator_view_removed(int view_removed_reason)
      : runtime_exception("accelerator view removed", view_removed_reason) {}
  int get_view_removed_reason() const noexcept { return get_error_code(); }
};

/// An object used before it was initialized (Microsoft's runtime raises it
/// for a default-constructed texture or view).
class uninitialized_object : public runtime_exception {
public:
  explicit uninitialized_object(const char *message = "uninitialized object") : runtime_exception(message, -1) {}
  explicit uninitialized_object(const std::string &message) : runtime_exception(message, -1) {}
};

} // namespace Concurrency
