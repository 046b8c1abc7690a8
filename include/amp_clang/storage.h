// Host/device coherence of one data source shared by the arrays and array_views over it.
#pragma once

#include <cstddef>
#include <memory>

namespace amp_clang {
class launch_args;
namespace detail {

struct device_impl; // runtime/device.h: one OpenCL device, its context and queue

/// Who holds current data. Ordered so that each host access is one compare:
/// reads need state < device_only, writes need state == host_only.
enum class coherence : int {
  host_only = 0,   ///< host copy newer (or no device copy): launches upload
  shared = 1,      ///< both copies current
  device_only = 2, ///< device copy newer: host access downloads
  discarded = 3,   ///< contents need not be kept: no transfer either way
};

/// The bytes behind arrays and array_views: a host copy (the user's, or owned
/// here) and a lazily allocated device buffer, with the coherence state that all
/// views copied from one another share through a shared_ptr.
class storage {
public:
  /// The state of user memory that outlives the views (array_view over a
  /// container or pointer). Independent views over the same memory (same first
  /// byte, no more bytes) share one state, as in Microsoft's implementation.
  static std::shared_ptr<storage> over_host(void *host, std::size_t bytes);
  storage(void *host, std::size_t bytes);
  /// Owning host shadow of `bytes` zero bytes (array, array_view without data source).
  explicit storage(std::size_t bytes);
  storage(const storage &) = delete;
  storage &operator=(const storage &) = delete;
  /// Synchronizes a user-memory source whose device copy is newer; never throws.
  ~storage();

  void *host() const { return m_host; }
  std::size_t bytes() const { return m_bytes; }
  coherence state() const { return m_state; }

  /// Host fast paths: one compare when the host copy is already current.
  void host_read() {
    if (m_state >= coherence::device_only) acquire_host(false);
  }
  void host_write() {
    if (m_state != coherence::host_only) acquire_host(true);
  }

  void acquire_host(bool write); ///< download if the device is newer
  void synchronize();            ///< download if the device is newer; state becomes shared
  void discard();                ///< drop contents: neither side is copied next time
  void refresh();                ///< the host memory changed behind our back
  void upload_now();             ///< host -> device now (array copy-in)

  /// Runtime side: the cl_mem for a launch, uploaded if the host is newer.
  void *acquire_device(const std::shared_ptr<device_impl> &dev);
  /// Runtime side: a launch wrote the device copy.
  void device_written() { m_state = coherence::device_only; }

private:
  void *m_host;
  std::size_t m_bytes;
  bool m_owns_host;
  coherence m_state;
  void *m_mem = nullptr; ///< cl_mem, created on first use
  std::shared_ptr<device_impl> m_device;
};

/// Transfer counters for tests and benchmarks ("no needless transfers").
struct transfer_stats {
  std::size_t to_device = 0;
  std::size_t to_host = 0;
  std::size_t bytes_to_device = 0;
  std::size_t bytes_to_host = 0;
};
transfer_stats get_transfer_stats();
void reset_transfer_stats();

} // namespace detail
} // namespace amp_clang
