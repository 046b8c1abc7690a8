// Host <-> device copies of buffer bytes at the link's speed from ordinary
// (pageable) host memory: large copies to a device that does not share host
// memory go through pinned staging chunks, the host-side copy of one chunk
// overlapping the DMA of the one before, with several threads copying.
#pragma once

#include "device.h"

#include <amp_clang/storage.h>

#include <cstddef>
#include <memory>
#include <vector>

namespace amp_clang::detail {

/// Writes \p bytes from \p src into \p mem at \p offset; returns when done.
/// Throws (check_cl) on an OpenCL error, naming clEnqueueWriteBuffer.
void write_device(device_impl &d, cl_mem mem, std::size_t offset, const void *src, std::size_t bytes);

/// Reads \p bytes of \p mem at \p offset into \p dst; returns when done.
/// Throws (check_cl) on an OpenCL error, naming clEnqueueReadBuffer.
void read_device(device_impl &d, cl_mem mem, std::size_t offset, void *dst, std::size_t bytes);

/// \p bytes of pinned host memory for copies to and from \p d (a staging
/// array's), mapped from a CL_MEM_ALLOC_HOST_PTR buffer; copies from or into
/// it go to the driver at once, at the link's speed. Null where \p d shares
/// host memory or none can be had; \p handle keeps the buffer for unpin().
void *pin(device_impl &d, std::size_t bytes, owned_mem &handle);
/// Gives back memory pin() gave: unmapped, then \p handle's buffer released.
void unpin(device_impl &d, void *ptr, owned_mem &handle);

/// Whether \p d's buffers are host memory (PoCL, any CL_DEVICE_HOST_UNIFIED_MEMORY
/// device): copies to it are memcpys, and staging buys nothing.
/// AMP_CLANG_TRANSFER_STAGING=always stages anyway (tests of the staged path).
bool shares_host_memory(const device_impl &d);
/// Whether launches on \p d read data they do not write where it lies in
/// host memory (storage::acquire_device): \p d shares host memory, and
/// AMP_CLANG_IN_PLACE is not 0.
bool reads_in_place(const device_impl &d);

struct staging; // a device's pinned chunks (transfer.cpp)

/// A large copy between two devices' buffers through the source device's
/// pinned chunks: chunk i is written to the destination while chunks i+1..
/// are read from the source (the host hop of a device-to-device copy, at
/// each link's speed).
class pipelined_copy {
public:
  /// Takes \p from's chunks and queues the first reads (behind the launches
  /// that wrote \p src); null where staging does not apply (a device that
  /// shares host memory, AMP_CLANG_TRANSFER_STAGING=0, the chunks busy with
  /// another transfer).
  static std::shared_ptr<pipelined_copy> start(const std::shared_ptr<device_impl> &from, cl_mem src,
                                               std::size_t src_offset, const std::shared_ptr<device_impl> &to,
                                               cl_mem dst, std::size_t dst_offset, std::size_t bytes);
  /// The rest of the copy; returns when it is done. Throws (check_cl).
  void finish();
  ~pipelined_copy();

private:
  pipelined_copy() = default;
  cl_int read(std::size_t chunk_index);
  /// Waits for what is queued and gives the chunks back; the first error.
  cl_int release();

  std::shared_ptr<device_impl> m_from, m_to;
  cl::Buffer m_src, m_dst;
  std::size_t m_src_offset = 0, m_dst_offset = 0, m_bytes = 0;
  staging *m_staging = nullptr;
  std::vector<cl::Event> m_reads, m_writes; ///< one per chunk slot
};

enum class transfer_direction { to_device, to_host, on_device };
/// One transfer of \p bytes in the counters get_transfer_stats() reports (storage.cpp).
void count_transfer(transfer_direction d, std::size_t bytes);
} // namespace amp_clang::detail
