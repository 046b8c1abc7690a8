// Microsoft's debugging intrinsics for amp code: direct3d_printf,
// direct3d_errorf and direct3d_abort (namespace Concurrency, amp.h).
//
// Microsoft's runtime honours them only on the REF accelerator in Debug builds
// and makes them no-ops on hardware accelerators. amp-clang's devices are
// hardware in that sense, with one addition: direct3d_printf and
// direct3d_errorf print, through OpenCL C's printf on a device and vprintf on
// the host accelerator. direct3d_abort does nothing, and neither raises
// runtime_exception. They are the only amp functions that take a string: a
// string literal passed to one directly is allowed in amp code.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/restrict.h>

#include <cstdarg>
#include <cstdio>

namespace Concurrency {

/// Prints like printf. The format must be a string literal (OpenCL C's rule).
inline void direct3d_printf(const char *format, ...) restrict(amp) {
  va_list args;
  va_start(args, format);
  std::vprintf(format, args);
  va_end(args);
}

/// Prints like direct3d_printf (Microsoft's REF accelerator also raises a
/// runtime_exception with the message; hardware accelerators do not).
inline void direct3d_errorf(const char *format, ...) restrict(amp) {
  va_list args;
  va_start(args, format);
  std::vprintf(format, args);
  va_end(args);
}

/// A no-op, as on Microsoft's hardware accelerators (REF alone aborts).
inline void direct3d_abort() restrict(amp) {}

} // namespace Concurrency
