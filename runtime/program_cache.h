// Building OpenCL programs from program_desc and caching programs and kernels per device.
#pragma once

#include "device.h"

#include <amp_clang/kernel.h>

namespace amp_clang::detail {

/// The kernel of `k` on device `d`: its program built on first use ("-cl-std=CL1.2"),
/// both cached for the life of the process. Thread-safe. A build failure throws
/// runtime_exception carrying the origin, the error name and the build log.
cl_kernel get_kernel(device_impl &d, const kernel_desc &k);

} // namespace amp_clang::detail
