// -fsanitize=amp's runtime (docs/sanitizer.md): the report buffer an
// instrumented kernel writes, read back and printed after the launch.
#pragma once

#include "device.h"

#include <amp_clang/kernel.h>

#include <CL/cl.h>

#include <atomic>
#include <mutex>
#include <string>
#include <vector>

namespace amp_clang {
class launch_args;
}

namespace amp_clang::detail {

/// Whether program \p p was built with -fsanitize=amp (its text ends with its
/// table of sites). kernel_entry keeps the answer, so that launches of other
/// programs skip sanitizer_launch.
bool program_sanitized(const program_desc *p);

/// One launch of a kernel whose program was built with -fsanitize=amp (the
/// program text ends with its table of sites); does nothing for any other.
/// Binds the device's report buffer as argument \p arg of \p kern, and
/// holds it until check() has read it.
class sanitizer_launch {
public:
  /// -fsanitize=amp-init: the written-shadows of \p args' data come first,
  /// from \p arg on, the report buffer after them.
  sanitizer_launch(device_impl &dev, cl_kernel kern, const kernel_desc &k, cl_uint arg, const launch_args &args);
  /// After the kernel is enqueued: waits for it, prints its reports and
  /// throws runtime_exception unless AMP_SANITIZE_OPTIONS has halt_on_error=0.
  void check(int rank, const int *dims, const int *tile);

private:
  device_impl &m_dev;
  const kernel_desc &m_kernel;
  cl_mem m_buffer = nullptr;
  std::unique_lock<std::mutex> m_lock;
};

/// -fsanitize=amp-init's written-shadows of arrays created without data
/// (runtime/sanitizer.cpp): how many there are (none: the storage's hooks
/// return at once), the bytes [from, to) of \p storage written by a copy or
/// the host, \p storage gone, and its shadow on \p dev for a launch (null
/// for data with none).
extern std::atomic<int> sanitizer_shadows;
void sanitizer_storage_written(const void *storage, std::size_t from, std::size_t to);
void sanitizer_storage_gone(const void *storage) noexcept;
/// The host wrote \p storage outside a host kernel: all of it is written.
void sanitizer_host_wrote(const void *storage) noexcept;
cl_mem sanitizer_shadow_buffer(const void *storage, device_impl &dev);

/// The host accelerator's tiles (host_tile.cpp): whether this thread runs a
/// sanitized host kernel, and after each round of a tile's fibers, which
/// wait at a barrier (the others returned): a barrier not all reach.
bool sanitizer_host_on() noexcept;
void sanitizer_host_round(const std::vector<bool> &waiting);
/// A tile starts: its tile_static shadows are new.
void sanitizer_host_tile_start();
/// host_tile.cpp: the fiber running now (0 outside a tile).
int host_current_member() noexcept;

} // namespace amp_clang::detail
