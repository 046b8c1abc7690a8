// Building OpenCL programs from program_desc and caching them per device.
#pragma once

#include "device.h"

#include <amp_clang/kernel.h>

namespace amp_clang::detail {

/// The OpenCL build options of every program on `d`: "-cl-std=CL1.2 -w", and
/// on a CPU device -DAMP_NO_LOCKSTEP (its work-items are not lock-step warps:
/// amp-clang's warp-synchronous blocks become barriers there).
const char *build_options(const device_impl &d);

/// The program of kernel `first` (first.program) on device `d`, built on first
/// use (build_options) and cached for the life of the process. Thread-safe. A
/// build failure throws runtime_exception carrying the program's origin, the
/// kernel and launch site that asked for it, the error name and the build log;
/// the next launch tries again.
/// The first use in a process takes the program from the disk cache when it
/// holds a valid entry, and stores the binary after a build from source
/// (program_disk_cache.h). Kernels are made from it in kernel_entry.h.
cl_program get_program(device_impl &d, const kernel_desc &first);

/// The program of `first` built for NVIDIA's OpenCL with at most
/// `max_registers` registers a thread (-cl-nv-maxrregcount): the driver sizes a
/// kernel's largest work-group by its registers, and a tile of 1,024 threads
/// needs 64 or fewer. Cached per cap; never from the disk cache.
cl_program get_register_capped_program(device_impl &d, const kernel_desc &first, unsigned max_registers);

/// The program of `first` built with -DAMP_TURN_DIMS=`turn`: each of its
/// work-item functions swaps OpenCL's dimensions 0 and `turn`, for launches
/// whose NDRange has them swapped (launch_shape.h, turned_dimension). Only
/// programs with a tile 1 wide in dimension 0 define the macros
/// (program_turns_dims); cached per `turn`; never from the disk cache.
cl_program get_turned_program(device_impl &d, const kernel_desc &first, int turn);

/// Whether the program of `k` honours -DAMP_TURN_DIMS (amp-clang writes the
/// macros into programs that have a tile<..., 1>).
bool program_turns_dims(const kernel_desc &k);

/// Releases every cached program and kernel entry after letting the queues finish, so
/// that the next launch gets its program as a new process would (disk cache tests).
void forget_programs();

} // namespace amp_clang::detail
