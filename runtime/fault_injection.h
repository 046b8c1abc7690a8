// Fault injection: makes one chosen OpenCL call fail, for the faults a real device will not produce on demand.
#pragma once

#include <CL/cl.h>

#include <string>

namespace amp_clang::detail {

/// The error to return instead of calling OpenCL function `call` ("clCreateBuffer")
/// this time, or CL_SUCCESS to make the real call. Armed by AMP_CLANG_FAULT
/// (read on the first call) or set_fault(); each fault fires once.
cl_int injected_fault(const char *call);

/// Arms a fault (tests): "<clFunction>[:<n>[:<code>]]" makes the n-th call of
/// clFunction from now on (default 1) fail with `code` (default: a plausible
/// error for that function, see fault_injection.cpp); "" disarms. Throws
/// runtime_exception for a spec it cannot read.
void set_fault(const std::string &spec);

/// Whether the armed fault has fired (tests: the fault really was reached).
bool fault_fired();

} // namespace amp_clang::detail
