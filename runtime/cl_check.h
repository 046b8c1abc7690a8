// The one checker every OpenCL call's status goes through.
#pragma once

#include <CL/cl.h>

#include <string>

namespace amp_clang::detail {

/// Throws the exception for an OpenCL error: out_of_memory for
/// CL_MEM_OBJECT_ALLOCATION_FAILURE / CL_OUT_OF_HOST_MEMORY, else
/// runtime_exception; what() is "<call>: <CL_NAME> (<code>)[: detail]".
[[noreturn]] void throw_cl_error(cl_int err, const char *call, const std::string &detail = {});

inline void check_cl(cl_int err, const char *call) {
  if (err != CL_SUCCESS) throw_cl_error(err, call);
}

} // namespace amp_clang::detail
