// Buffer storage and host/device coherence of arrays and array_views; transfer counters.
#include "byte_ranges.h"
#include "cl_check.h"
#include "device.h"
#include "fault_injection.h"
#include "kernel_entry.h"
#include "log.h"
#include "opencl_hpp.h"
#include "sanitizer.h"
#include "transfer.h"

#include <amp_clang/exceptions.h>
#include <amp_clang/storage.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

namespace amp_clang::detail {
namespace {

std::atomic<std::size_t> n_to_device{0}, n_to_host{0}, b_to_device{0}, b_to_host{0}, n_on_device{0}, b_on_device{0};

const char *state_name(coherence s) {
  switch (s) {
  case coherence::host_only: return "host_only";
  case coherence::shared: return "shared";
  case coherence::device_only: return "device_only";
  case coherence::discarded: return "discarded";
  }
  return "?";
}

/// Zeros into all \p bytes of \p mem, queued on \p dev's queue ahead of the
/// launches and reads that follow: a device-side fill, no transfer. The
/// widest pattern (up to 16 bytes) the size is a multiple of.
void fill_zero(device_impl &dev, cl_mem mem, std::size_t bytes) {
  static const unsigned char zeros[16] = {};
  std::size_t pattern = 16;
  while (bytes % pattern != 0) pattern /= 2;
  cl_int err = injected_fault("clEnqueueFillBuffer");
  if (!err) err = clEnqueueFillBuffer(dev.queue(), mem, zeros, pattern, 0, bytes, 0, nullptr, nullptr);
  check_cl(err, "clEnqueueFillBuffer");
  dev.unflushed = true;
}

/// Live states of user memory, by first byte (storage::over_host).
std::mutex &sources_mutex() {
  static auto *m = new std::mutex; // outlives static views
  return *m;
}
std::map<void *, std::weak_ptr<storage>> &sources() {
  static auto *m = new std::map<void *, std::weak_ptr<storage>>; // outlives static views
  return *m;
}

} // namespace

std::shared_ptr<storage> storage::over_host(void *host, std::size_t bytes) {
  std::lock_guard<std::mutex> lock(sources_mutex());
  std::weak_ptr<storage> &slot = sources()[host];
  std::shared_ptr<storage> s = slot.lock();
  if (s && bytes <= s->bytes()) return s;
  s = std::make_shared<storage>(host, bytes);
  slot = s;
  return s;
}

transfer_stats get_transfer_stats() {
  transfer_stats s;
  s.to_device = n_to_device;
  s.to_host = n_to_host;
  s.bytes_to_device = b_to_device;
  s.bytes_to_host = b_to_host;
  s.on_device = n_on_device;
  s.bytes_on_device = b_on_device;
  return s;
}

void reset_transfer_stats() {
  n_to_device = n_to_host = b_to_device = b_to_host = n_on_device = b_on_device = 0;
}

void count_transfer(transfer_direction d, std::size_t bytes) {
  std::atomic<std::size_t> &n = d == transfer_direction::to_device ? n_to_device
                                : d == transfer_direction::to_host ? n_to_host
                                                                   : n_on_device;
  std::atomic<std::size_t> &b = d == transfer_direction::to_device ? b_to_device
                                : d == transfer_direction::to_host ? b_to_host
                                                                   : b_on_device;
  ++n;
  b += bytes;
}

owned_mem::~owned_mem() { reset(); }

void owned_mem::reset(void *mem) {
  if (m_mem) {
    cl::Buffer released(static_cast<cl_mem>(m_mem)); // adopts the handle: its end releases it
  }
  m_mem = mem;
}

storage::storage(void *host, std::size_t bytes)
    : m_host(host), m_bytes(bytes), m_owns_host(false), m_state(coherence::host_only) {}

storage::storage(std::size_t bytes)
    : m_host(std::calloc(bytes ? bytes : 1, 1)), m_bytes(bytes), m_owns_host(true),
      m_state(coherence::discarded), m_zero_fill(true) {
  if (!m_host) throw concurrency::out_of_memory("amp-clang: host allocation failed");
}

storage::~storage() {
  sanitizer_storage_gone(this); // -fsanitize=amp-init
  try {
    finish_in_place_reads(); // before the memory goes
    if (!m_owns_host && m_state == coherence::device_only) acquire_host(false);
  } catch (const std::exception &e) {
    log(log_level::error, "array_view destructor could not synchronize: {}", e.what());
  } catch (...) {
    log(log_level::error, "array_view destructor could not synchronize");
  }
  if (!m_owns_host) {
    std::lock_guard<std::mutex> lock(sources_mutex());
    auto it = sources().find(m_host);
    if (it != sources().end() && it->second.expired()) sources().erase(it);
  }
  if (m_in_place) {
    note_buffer_released();
    m_in_place.reset();
  }
  if (m_mem) {
    // Counted before the release: a launch that reads the old count cannot
    // meet a new buffer that reuses this handle (kernel_entry::set_arguments).
    note_buffer_released();
    m_mem.reset();
  }
  if (m_pinned)
    unpin(*m_pinned_device, m_host, m_pinned);
  else if (m_owns_host)
    std::free(m_host);
}

void storage::pin_to(const std::shared_ptr<device_impl> &dev) {
  if (!m_owns_host || m_pinned || !dev || !m_bytes) return;
  void *p = pin(*dev, m_bytes, m_pinned);
  if (!p) return;
  std::memcpy(p, m_host, m_bytes);
  std::free(m_host);
  m_host = p;
  m_pinned_device = dev;
  log(log_level::debug, "staging array: {} bytes of pinned memory for {}", m_bytes, dev->full_name());
}

void storage::finish_in_place_reads() {
  if (!m_in_place_pending) return;
  m_in_place_pending = false;
  check_cl(clFinish(m_in_place_device->queue()), "clFinish (a launch reading host memory in place)");
}

void *storage::in_place(const std::shared_ptr<device_impl> &dev) {
  if (!m_bytes || m_pinned || dev->host || !reads_in_place(*dev)) return nullptr;
  if (m_in_place && m_in_place_device != dev) { // one device at a time, as the copy
    finish_in_place_reads();
    note_buffer_released();
    m_in_place.reset();
  }
  if (!m_in_place) {
    ensure_queue(*dev);
    cl_int err = CL_SUCCESS;
    cl_mem mem = clCreateBuffer(dev->context(), CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, m_bytes, m_host, &err);
    if (err != CL_SUCCESS) return nullptr; // the copy serves instead
    m_in_place.reset(mem);
    m_in_place_device = dev;
  }
  return m_in_place.get();
}

void storage::acquire_host(bool write) {
  if (write) sanitizer_host_wrote(this); // -fsanitize=amp-init: written, all of it
  // A launch may still read these bytes in place: a write, or a download
  // over them, waits for it.
  if (write || (m_state == coherence::device_only && m_mem)) finish_in_place_reads();
  // A new array's zeros: a read leaves them for the device's fill.
  if (!write && m_state == coherence::discarded && m_zero_fill) return;
  m_zero_fill = false;
  // Kept sections leave the device copy unlike the host's: the host's is
  // then the one current copy.
  bool restored = false;
  if (m_state == coherence::device_only && m_mem && m_bytes) {
    restored = !m_host_kept.empty();
    // Sections whose host bytes win (discarded ones, which Microsoft's runtime
    // does not copy back; refreshed ones): kept across the download.
    std::vector<unsigned char> kept;
    for (auto [at, size] : m_host_kept)
      kept.insert(kept.end(), static_cast<unsigned char *>(m_host) + at, static_cast<unsigned char *>(m_host) + at + size);
    read_device(*m_device, static_cast<cl_mem>(m_mem.get()), 0, m_host, m_bytes); // throws: a later access tries again
    count_transfer(transfer_direction::to_host, m_bytes);
    log(log_level::debug, "device -> host: {} bytes", m_bytes);
    std::size_t from = 0;
    for (auto [at, size] : m_host_kept) {
      std::memcpy(static_cast<unsigned char *>(m_host) + at, kept.data() + from, size);
      from += size;
    }
  }
  m_host_kept.clear();
  m_device_newer.clear();
  if (write || restored)
    m_state = coherence::host_only;
  else if (m_state == coherence::device_only)
    m_state = coherence::shared;
  else if (m_state == coherence::discarded)
    m_state = coherence::host_only;
}

void storage::synchronize() {
  if (m_state == coherence::device_only) acquire_host(false);
}

// Microsoft's synchronize(access_type_write): write access on the data
// source, so that user memory may be written directly afterwards; the next
// launch uploads it. An owned shadow is written through the API alone.
void storage::synchronize(bool write) {
  if (write && !m_owns_host)
    acquire_host(true);
  else
    synchronize();
}

void storage::synchronize_to(const std::shared_ptr<device_impl> &dev, bool write, const byte_rows &rows) {
  if (m_cpu_only || !dev || dev->host) return synchronize(write); // host memory is where the data goes
  acquire_device(dev, true); // the device's own copy, current (not a buffer over the host's bytes)
  if (!write) return;
  if (rows.empty())
    device_written();
  else
    device_written(rows);
}

void storage::device_written(const byte_rows &rows) {
  if (m_state != coherence::device_only) m_device_newer.clear();
  m_device_newer.insert(m_device_newer.end(), rows.begin(), rows.end());
  merge_ranges(m_device_newer);
  m_state = coherence::device_only;
  m_host_kept.clear();
  m_device_version = next_device_version();
}

bool storage::aligned_on_device(const void *mem, std::size_t byte_offset, std::size_t align) const {
  if (mem && mem == m_in_place.get()) // CL_MEM_USE_HOST_PTR: the kernel reads the host's bytes where they are
    return (reinterpret_cast<std::uintptr_t>(m_host) + byte_offset) % align == 0;
  return byte_offset % align == 0;
}

// A launch that failed after it bound this data may have run part of its
// kernel: a device copy that was no newer than the host's is no longer
// trusted, and the next launch uploads the host copy again (over whatever the
// partial run wrote, the queue being in order). A device copy newer than the
// host's is the only copy there is and stays.
void storage::launch_failed() {
  if (m_state == coherence::shared) m_state = coherence::host_only;
  m_device_version = next_device_version(); // the launch may have written part of it
}

unsigned long long storage::next_device_version() {
  static std::atomic<unsigned long long> last{0};
  return last.fetch_add(1, std::memory_order_relaxed) + 1;
}

void storage::discard() {
  m_state = coherence::discarded;
  m_host_kept.clear();
  m_device_newer.clear();
  m_zero_fill = false; // the contents need not be kept, zeros neither
}

void storage::discard_part(const std::vector<std::pair<std::size_t, std::size_t>> &ranges) {
  if (m_state == coherence::device_only && m_mem)
    m_host_kept.insert(m_host_kept.end(), ranges.begin(), ranges.end());
}

// Microsoft's refresh takes write access on the data source's own view: a
// newer device copy (what a launch or a copy into a view wrote) comes home
// first, then the host's copy is the current one. The bytes the device copy
// holds no newer than the host keep the user's new values, as a discarded
// section's do: a section's refresh() of bytes the device never wrote, or
// host writes elsewhere that another section's refresh() will announce.
// Only user memory can change behind the views' back; an owned shadow (an
// array's, or a view's without a data source) changes through them alone.
void storage::refresh() {
  if (m_owns_host) return;
  if (m_state == coherence::device_only && m_mem) {
    const byte_ranges kept = subtract_ranges({{0, m_bytes}}, m_device_newer);
    m_host_kept.insert(m_host_kept.end(), kept.begin(), kept.end());
    merge_ranges(m_host_kept);
    acquire_host(false);
  }
  m_state = coherence::host_only;
}

void storage::upload_now() {
  if (m_cpu_only) return; // host memory: nothing on a device to keep current
  const std::shared_ptr<device_impl> dev = m_home ? m_home : m_device ? m_device : default_device();
  if (dev->host) return; // the host accelerator's memory is the host's
  acquire_device(dev);
}

bool storage::upload_from(const void *src) {
  if (m_cpu_only || !m_owns_host || !m_bytes) return false;
  const std::shared_ptr<device_impl> dev = m_home ? m_home : m_device ? m_device : default_device();
  if (dev->host || shares_host_memory(*dev)) return false; // the host's memory: one memcpy into it is the copy
  const coherence before = m_state;
  m_state = coherence::discarded; // nothing of the old contents is uploaded first
  m_zero_fill = false;            // nor zeros filled
  try {
    acquire_device(dev);
    write_device(*dev, static_cast<cl_mem>(m_mem.get()), 0, src, m_bytes);
  } catch (...) {
    // The host shadow still holds what it held; where it was current, it is
    // again the one copy (the device's may be half written). A newer device
    // copy that the failed write overwrote in part cannot be restored.
    m_state = before == coherence::shared ? coherence::host_only : before;
    m_device_version = next_device_version();
    throw;
  }
  count_transfer(transfer_direction::to_device, m_bytes);
  log(log_level::debug, "host -> device (copy-in): {} bytes", m_bytes);
  sanitizer_storage_written(this, 0, m_bytes); // -fsanitize=amp-init
  device_written();
  return true;
}

bool storage::download_to(void *dst) const {
  if (m_state != coherence::device_only || !m_mem || !m_host_kept.empty() || shares_host_memory(*m_device))
    return false;
  read_device(*m_device, static_cast<cl_mem>(m_mem.get()), 0, dst, m_bytes);
  count_transfer(transfer_direction::to_host, m_bytes);
  log(log_level::debug, "device -> host (copy-out): {} bytes", m_bytes);
  return true;
}

void storage::release_device() {
  if (m_state == coherence::device_only) acquire_host(false);
  log(log_level::debug, "leaving device {}: {} bytes", m_device->index, m_bytes);
  note_buffer_released(); // before the release, as in ~storage
  m_mem.reset();
  m_device = nullptr;
  if (m_state == coherence::shared) m_state = coherence::host_only;
}

void *storage::acquire_device(const std::shared_ptr<device_impl> &dev, bool writes) {
  // Read where they are: the host's bytes when current (a newer device copy
  // is read where it is too). Writes go to the copy, whose sections a
  // discard may keep from the host (discard_part).
  if (!writes && m_state != coherence::device_only)
    if (void *mem = in_place(dev)) {
      m_in_place_pending = true;
      log(log_level::debug, "in place (host memory): {} bytes", m_bytes);
      return mem;
    }
  // One device copy at a time; another accelerator gets the data through the host.
  if (m_device && m_device != dev) release_device();
  const bool fresh = !m_mem;
  if (!m_mem) {
    ensure_queue(*dev);
    cl_mem mem = nullptr;
    cl_int err = injected_fault("clCreateBuffer");
    if (!err) mem = clCreateBuffer(dev->context(), CL_MEM_READ_WRITE, m_bytes ? m_bytes : 1, nullptr, &err);
    // More than one allocation may hold is running out of device memory to C++ AMP.
    if (err == CL_INVALID_BUFFER_SIZE)
      throw concurrency::out_of_memory(
          fmt::format("clCreateBuffer: CL_INVALID_BUFFER_SIZE ({}): {} bytes exceed the {} bytes one allocation "
                      "may have on {} (CL_DEVICE_MAX_MEM_ALLOC_SIZE)",
                      err, m_bytes, dev->max_alloc, dev->full_name()),
          err);
    check_cl(err, "clCreateBuffer");
    m_mem.reset(mem);
    m_device = dev;
    m_device_version = next_device_version();
  }
  if (m_state == coherence::discarded && m_zero_fill) {
    fill_zero(*dev, static_cast<cl_mem>(m_mem.get()), m_bytes ? m_bytes : 1);
    log(log_level::debug, "zero fill (a new array): {} bytes", m_bytes);
    m_zero_fill = false;
    m_state = coherence::shared; // the host's bytes are zeros too
    m_device_version = next_device_version();
  }
  // A discarded view's new device copy reads as zeros, as a new Direct3D
  // buffer does under Microsoft's runtime: a kernel writing part of it leaves
  // zeros, not the allocation's old bytes, in the rest, which synchronize()
  // brings home. Its contents stay discarded (no copy is current).
  if (fresh && m_state == coherence::discarded && m_bytes) {
    fill_zero(*dev, static_cast<cl_mem>(m_mem.get()), m_bytes);
    log(log_level::debug, "zero fill (a discarded view's new device copy): {} bytes", m_bytes);
  }
  if (m_state == coherence::host_only && m_bytes) {
    write_device(*dev, static_cast<cl_mem>(m_mem.get()), 0, m_host, m_bytes); // throws: the next launch uploads again
    count_transfer(transfer_direction::to_device, m_bytes);
    log(log_level::debug, "host -> device: {} bytes", m_bytes);
    m_state = coherence::shared;
    m_device_version = next_device_version();
  } else {
    log(log_level::debug, "no upload ({}): {} bytes", state_name(m_state), m_bytes);
  }
  return m_mem.get();
}

} // namespace amp_clang::detail
