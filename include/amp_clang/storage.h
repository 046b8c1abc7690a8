// Host/device coherence of one data source shared by the arrays and array_views over it.
#pragma once

#include <cstddef>
#include <future>
#include <memory>
#include <utility>
#include <vector>

namespace Concurrency {
class accelerator_view;
} // namespace Concurrency

namespace amp_clang {
class launch_args;
namespace detail {

struct device_impl; // runtime/device.h: one OpenCL device, its context and queue
#if defined(_AMP_CLANG_SANITIZE) && (_AMP_CLANG_SANITIZE & 4) && !defined(AMP_CLANG_FRONTEND)
void sanitizer_host_wrote(const void *storage) noexcept; // runtime/sanitizer.cpp
#endif

/// A buffer (cl_mem) that a storage owns: released when replaced or
/// destroyed, by the runtime through the OpenCL C++ bindings' cl::Buffer
/// (runtime/storage.cpp), so that programs need not include them.
class owned_mem {
public:
  owned_mem() = default;
  ~owned_mem();
  owned_mem(const owned_mem &) = delete;
  owned_mem &operator=(const owned_mem &) = delete;
  void *get() const { return m_mem; }
  explicit operator bool() const { return m_mem != nullptr; }
  /// Releases the buffer held, if any, and holds \p mem.
  void reset(void *mem = nullptr);

private:
  void *m_mem = nullptr;
};

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
  /// Owning host shadow of `bytes` zero bytes (array, array_view without
  /// data source): reads as zero on the host and on every device.
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
#if defined(_AMP_CLANG_SANITIZE) && (_AMP_CLANG_SANITIZE & 4) && !defined(AMP_CLANG_FRONTEND)
    sanitizer_host_wrote(this); // -fsanitize=amp-init: the host wrote it (runtime/sanitizer.cpp)
#endif
    if (m_state != coherence::host_only || m_in_place_pending) acquire_host(true);
  }

  void acquire_host(bool write); ///< download if the device is newer
  void synchronize();            ///< download if the device is newer; state becomes shared
  /// synchronize(access_type): with \p write, the host (user memory) may
  /// then be written behind the views' back: the device copy becomes stale.
  void synchronize(bool write);
  /// synchronize_to(a device's view): the data current on \p dev (uploaded,
  /// or moved from another device); with \p write, the other copies (the
  /// host's) stale in \p rows (all the data where empty).
  void synchronize_to(const std::shared_ptr<device_impl> &dev, bool write,
                      const std::vector<std::pair<std::size_t, std::size_t>> &rows);
  void discard();                ///< drop contents: neither side is copied next time
  /// The host memory (all of it, or a section's bytes) changed behind our
  /// back. As Microsoft's refresh (write access on the data source): the
  /// bytes a launch or a copy made newer on the device come home first, every
  /// other byte keeps the host's value, then the host copy is the current one.
  void refresh();
  /// Those bytes' contents need not be kept ((offset, size) each): where the
  /// device copy is newer, they are not copied back (the host keeps its own);
  /// otherwise the next upload simply carries them.
  void discard_part(const std::vector<std::pair<std::size_t, std::size_t>> &ranges);
  void upload_now();             ///< host -> device now (array copy-in)
  /// An array's copy-in of all its bytes from \p src, on a device that does
  /// not share host memory: straight to the device (the device copy is then
  /// the current one). False elsewhere: the caller copies into host().
  bool upload_from(const void *src);
  /// An array's copy-out of all its bytes into \p dst where the device copy
  /// is newer, on a device that does not share host memory: straight from the
  /// device, the state unchanged. False elsewhere: the caller reads host().
  bool download_to(void *dst) const;

  /// A section's bytes, as (offset, size) rows in ascending order (array_view::byte_rows).
  using byte_rows = std::vector<std::pair<std::size_t, std::size_t>>;
  /// Where the device copy is newer: those rows read from it into \p out, one
  /// after another, nothing else moved and the state unchanged. False where
  /// the host copy is current (the caller reads host()).
  bool read_rows(const byte_rows &rows, void *out) const;
  /// Where the device copy is newer: \p in's bytes written into those rows of
  /// it, which stays the newer; nothing else moved. False where the host copy
  /// is current (the caller writes host()).
  bool write_rows(const byte_rows &rows, const void *in);
  /// A section copy between data sources where \p dst's device copy is the
  /// newer: \p src's rows (from its newer device copy, else its host copy)
  /// into \p dst's device copy, without moving the rest of either. On one
  /// device the device copies it (clEnqueueCopyBuffer); between devices the
  /// rows go through host memory. With \p done, the copy may still run on
  /// return (copy_async) and *done completes with it; the runtime flushes the
  /// queues it used. False (nothing done) where \p dst's host copy is current.
  static bool copy_rows(storage &src, const byte_rows &src_rows, storage &dst, const byte_rows &dst_rows,
                        std::shared_future<void> *done = nullptr);

  /// Runtime side: the cl_mem for a launch on `dev`, uploaded if the host is
  /// newer. Data whose device copy is on another device moves there through
  /// the host (downloaded first if that copy is newer). A launch that only
  /// reads the data (\p writes false for every binding of it) on a device
  /// that shares host memory reads the host's bytes where they are, when they
  /// are current: a buffer over them (CL_MEM_USE_HOST_PTR), nothing copied;
  /// the next host write, or the storage's end, waits for that launch.
  void *acquire_device(const std::shared_ptr<device_impl> &dev, bool writes = true);

  /// Where the data lives (an array's accelerator_view): launches that name no
  /// view run there, and copies into the array upload there. Null: no home
  /// (views over host memory, which follow the launches that use them).
  void set_home(std::shared_ptr<device_impl> dev) { m_home = std::move(dev); }
  const std::shared_ptr<device_impl> &home() const { return m_home; }
  /// An array's accelerator_view, which views over it report as their source.
  void set_home_view(std::shared_ptr<const Concurrency::accelerator_view> v) { m_home_view = std::move(v); }
  const std::shared_ptr<const Concurrency::accelerator_view> &home_view() const { return m_home_view; }
  /// A staging texture's associated accelerator_view (arrays keep their own).
  void set_associated_view(std::shared_ptr<const Concurrency::accelerator_view> v) { m_associated_view = std::move(v); }
  const std::shared_ptr<const Concurrency::accelerator_view> &associated_view() const { return m_associated_view; }
  /// An array's memory (allocated here), not the user's.
  bool owns_host() const { return m_owns_host; }
  /// An array on accelerator(cpu_accelerator) that is not a staging array:
  /// host memory that no kernel may use.
  void set_cpu_only(bool on) { m_cpu_only = on; }
  bool cpu_only() const { return m_cpu_only; }
  /// A staging array's memory: pinned for copies to and from \p dev, its
  /// associated accelerator, where that device does not share host memory
  /// (the contents are kept). Stays as it is where none can be had.
  void pin_to(const std::shared_ptr<device_impl> &dev);
  /// An array_view made from an extent alone: it has no data source.
  void set_no_source() { m_no_source = true; }
  bool no_source() const { return m_no_source; }
  /// Runtime side: a launch wrote the device copy (discarded sections too, perhaps).
  void device_written() {
    m_state = coherence::device_only;
    m_host_kept.clear();
    m_device_newer.assign(1, {0, m_bytes});
    m_device_version = next_device_version();
  }
  /// Runtime side: a launch or a copy wrote those rows of the device copy alone.
  void device_written(const std::vector<std::pair<std::size_t, std::size_t>> &rows);
  /// Runtime side: whether a kernel may read \p mem (this data's buffer from
  /// acquire_device) \p byte_offset bytes in with loads of \p align bytes:
  /// a device buffer's start is aligned (CL_DEVICE_MEM_BASE_ADDR_ALIGN), the
  /// buffer over the host's bytes is where those bytes are.
  bool aligned_on_device(const void *mem, std::size_t byte_offset, std::size_t align) const;
  /// Changes whenever the device copy's contents may have: what an image
  /// copied from it was copied at (runtime/texture_images.cpp). Never
  /// repeats, in any storage.
  unsigned long long device_version() const { return m_device_version; }
  /// Runtime side: a launch that would write this data failed part-way (storage.cpp).
  void launch_failed();
  /// OpenCL interop's make_array (runtime/opencl_interop.cpp): \p mem, a
  /// buffer of \p dev's context that the caller retained for this storage,
  /// becomes its device copy there, holding the current contents.
  void adopt_device_buffer(const std::shared_ptr<device_impl> &dev, void *mem);

private:
  static unsigned long long next_device_version();

  void *m_host;
  std::size_t m_bytes;
  bool m_owns_host;
  coherence m_state;
  owned_mem m_mem; ///< cl_mem on m_device, created on first use
  unsigned long long m_device_version = 0;
  /// acquire_device's buffer over the host's bytes, on m_in_place_device, and
  /// whether a launch reading it may still be queued.
  owned_mem m_in_place;
  std::shared_ptr<device_impl> m_in_place_device;
  bool m_in_place_pending = false;
  std::shared_ptr<device_impl> m_device;
  std::shared_ptr<device_impl> m_home;
  /// pin_to()'s buffer and device, when m_host is pinned memory.
  owned_mem m_pinned;
  std::shared_ptr<device_impl> m_pinned_device;
  bool m_cpu_only = false;
  bool m_no_source = false;
  std::shared_ptr<const Concurrency::accelerator_view> m_home_view;
  std::shared_ptr<const Concurrency::accelerator_view> m_associated_view;
  /// Sections of a newer device copy whose host bytes a download leaves as they
  /// are (discarded or refreshed ones), as (offset, size).
  std::vector<std::pair<std::size_t, std::size_t>> m_host_kept;
  /// In state device_only: the bytes the device copy holds newer than the
  /// host's (what launches and copies wrote since), merged; refresh() brings
  /// these home and keeps the host's bytes elsewhere.
  std::vector<std::pair<std::size_t, std::size_t>> m_device_newer;
  /// A new array (or a view without a data source) whose contents, zero on
  /// the host, no access has changed yet: the device buffer is filled with
  /// zeros when made, as Direct3D's new buffers read.
  bool m_zero_fill = false;

  /// Leaves m_device: the host copy becomes the only current one.
  void release_device();
  /// The in-place buffer on \p dev (made on first use), or null where there
  /// is none to be had (acquire_device).
  void *in_place(const std::shared_ptr<device_impl> &dev);
  /// Waits for the launches that may still read the host's bytes in place.
  void finish_in_place_reads();
};

/// Transfer counters for tests and benchmarks ("no needless transfers").
struct transfer_stats {
  std::size_t to_device = 0;
  std::size_t to_host = 0;
  std::size_t bytes_to_device = 0;
  std::size_t bytes_to_host = 0;
  /// Section copies one device made within its own memory (storage::copy_rows).
  std::size_t on_device = 0;
  std::size_t bytes_on_device = 0;
};
transfer_stats get_transfer_stats();
void reset_transfer_stats();

} // namespace detail
} // namespace amp_clang
