// Per (kernel, device) launch state, found without a global lock on the hot path.
#pragma once

#include "device.h"
#include "opencl_hpp.h"

#include <amp_clang/kernel.h>

#include <array>
#include <atomic>
#include <cstddef>
#include <mutex>
#include <set>
#include <vector>

namespace amp_clang::detail {

/// What every launch of one kernel on one device reuses. Entries live for the
/// life of the process, so references to them stay valid; their kernels are
/// never released at exit (the driver may be gone by then), only by
/// forget_kernel_entries().
struct kernel_entry {
  cl_program program = nullptr; ///< owned by the program cache
  cl::Kernel kernel;
  /// The largest work-group the device runs this kernel with (registers,
  /// local memory), capped by the device's limit; queried once.
  std::size_t max_group = 1;
  /// cl_kernel argument state is shared by all launches of the kernel object:
  /// setting the arguments and enqueueing happen under this lock.
  std::mutex launch;
  /// Local sizes launched so far (under `launch`), and the variant launched
  /// (0: the kernel, 1: vector, 2: image): the first launch of a shape makes
  /// a JIT driver such as PoCL compile the kernel for it.
  std::set<std::array<std::size_t, 4>> shapes;
  /// The arguments last set on a kernel object, so that a launch sets only
  /// those that changed (under `launch`). Valid while no buffer was released
  /// since (a new buffer may reuse a released one's handle).
  struct set_arguments {
    bool valid = false;
    unsigned long buffers = 0; ///< buffer_generation() when set
    std::vector<unsigned char> block;
    std::vector<cl_mem> mems;
  };
  set_arguments kernel_args, vector_args, image_args;
  /// The vector variant (kernel_desc::vector_name), made on first use under
  /// `launch` from the same program, and its work-group limit.
  cl::Kernel vector;
  std::size_t vector_max_group = 1;
  /// The image variant (kernel_desc::image_name), likewise.
  cl::Kernel image;
  std::size_t image_max_group = 1;
  /// Entries built with a register cap (kernel_entry_for_tile): this one's
  /// cap (0 in a plain entry), and in a plain entry the capped entry its
  /// tiled launches used last, so that each launch after the first finds it
  /// without the shared lock.
  unsigned register_cap = 0;
  /// The kernel's program was built with -fsanitize=amp (program_sanitized):
  /// its launches bind the sanitizer's report buffer.
  bool sanitized = false;
  std::atomic<kernel_entry *> capped{nullptr};
  /// Entries of a program built with -DAMP_TURN_DIMS (kernel_entry_turned):
  /// the OpenCL dimension this one's swaps with 0 (0 in a plain entry), and
  /// in a plain entry the turned entry its launches used last (itself when
  /// the program has no turned build).
  int turned_dimension = 0;
  std::atomic<kernel_entry *> turned{nullptr};
};

/// The entry of `k` on `d`, its program built on first use (program_cache.h).
/// A per-thread table answers repeated launches without taking a lock.
kernel_entry &kernel_entry_for(device_impl &d, const kernel_desc &k);

/// The entry a tiled launch of `threads` threads a tile uses: kernel_entry_for's,
/// unless NVIDIA's driver says it runs that kernel with smaller work-groups
/// (it says 256 for every kernel, yet runs up to 1,024 where the registers
/// allow); then one built with a register cap that lets the tile's registers
/// fit (get_register_capped_program), made on first use.
kernel_entry &kernel_entry_for_tile(device_impl &d, const kernel_desc &k, std::size_t threads);

/// The entry of `k` on `d` from its program built with OpenCL's dimensions 0
/// and `turn` swapped (get_turned_program), made on first use; null when the
/// program has no such build (program_turns_dims), so the launch keeps its
/// dimensions.
kernel_entry *kernel_entry_turned(device_impl &d, const kernel_desc &k, int turn);

/// The vector variant of `k` (kernel_desc::vector_name) in `entry`, made on
/// first use; the caller holds entry.launch.
cl_kernel vector_kernel_of(device_impl &d, const kernel_desc &k, kernel_entry &entry);

/// The image variant of `k` (kernel_desc::image_name) in `entry`, made on
/// first use; the caller holds entry.launch.
cl_kernel image_kernel_of(device_impl &d, const kernel_desc &k, kernel_entry &entry);

/// Counts released buffers: set_arguments recorded before a release are stale.
unsigned long buffer_generation();
void note_buffer_released();

/// Drops every entry (tests of the program cache, after forget_programs()'s
/// queues finished); the per-thread tables notice through a generation count.
void forget_kernel_entries();

} // namespace amp_clang::detail
