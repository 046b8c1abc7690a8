// Section transfers that leave the rest of the data where it is: a halo row
// read from or written into a device copy, and section copies between data
// sources on devices (storage::read_rows, write_rows, copy_rows). Without
// them a copy into a section of device data would download all of it, change
// the section on the host and upload all of it again at the next launch:
// a multi-GPU stencil would move its whole domain every step.
#include "cl_check.h"
#include "device.h"
#include "log.h"
#include "opencl_hpp.h"
#include "sanitizer.h"
#include "transfer.h"

#include <amp_clang/storage.h>

#include <future>
#include <memory>

namespace amp_clang::detail {
namespace {

/// Bytes at `from` in one place go to `to` in another.
struct run {
  std::size_t from, to, size;
};

/// Row i of \p src to row i of \p dst, adjacent rows merged (whole-row
/// sections are one run).
std::vector<run> runs_of(const storage::byte_rows &src, const storage::byte_rows &dst) {
  std::vector<run> out;
  for (std::size_t i = 0; i < src.size() && i < dst.size(); ++i) {
    if (!out.empty() && out.back().from + out.back().size == src[i].first &&
        out.back().to + out.back().size == dst[i].first)
      out.back().size += src[i].second;
    else
      out.push_back({src[i].first, dst[i].first, src[i].second});
  }
  return out;
}

/// \p rows packed one after another from offset 0.
storage::byte_rows packed(const storage::byte_rows &rows) {
  storage::byte_rows out;
  std::size_t at = 0;
  for (auto [offset, size] : rows) {
    out.emplace_back(at, size);
    at += size;
  }
  return out;
}

std::size_t total(const std::vector<run> &runs) {
  std::size_t n = 0;
  for (const run &r : runs) n += r.size;
  return n;
}

/// Waits for \p last (every command queued before it on its in-order queue).
void wait_for(cl::Event &last, const char *call) { check_cl(last.wait(), call); }

/// Where the command of run \p i of \p runs puts its event: the last run's
/// into \p last, the others' nowhere. The queue is in order, so the last
/// run's event completes after every run; an event asked for each run and
/// written over would leak every one before the last (one cl_event a row of
/// a column copy, hundreds of KB a copy).
cl_event *event_of_run(std::size_t i, const std::vector<run> &runs, cl::Event &last) {
  return i + 1 == runs.size() ? &last() : nullptr;
}

/// Queues, without blocking, the read of each run's bytes of \p mem (at
/// `from`) into \p host (at `to`); the last read's event.
cl::Event read_runs(device_impl &d, cl_mem mem, const std::vector<run> &runs, char *host) {
  cl::Event last;
  for (std::size_t i = 0; i < runs.size(); ++i)
    check_cl(clEnqueueReadBuffer(d.queue(), mem, CL_FALSE, runs[i].from, runs[i].size, host + runs[i].to, 0, nullptr,
                                 event_of_run(i, runs, last)),
             "clEnqueueReadBuffer");
  return last;
}

/// Queues, without blocking, the write of each run's bytes of \p host (at
/// `from`) into \p mem (at `to`); the last write's event.
cl::Event write_runs(device_impl &d, cl_mem mem, const std::vector<run> &runs, const char *host) {
  cl::Event last;
  for (std::size_t i = 0; i < runs.size(); ++i)
    check_cl(clEnqueueWriteBuffer(d.queue(), mem, CL_FALSE, runs[i].to, runs[i].size, host + runs[i].from, 0, nullptr,
                                  event_of_run(i, runs, last)),
             "clEnqueueWriteBuffer");
  return last;
}

/// Runs \p finish now, or (with \p done) on a thread of its own, whose end
/// completes *done.
template <class F> void finish_or_hand_over(F finish, std::shared_future<void> *done) {
  if (done)
    *done = std::async(std::launch::async, std::move(finish)).share();
  else
    finish();
}

} // namespace

bool storage::read_rows(const byte_rows &rows, void *out) const {
  if (m_state != coherence::device_only || !m_mem || !m_host_kept.empty() || rows.empty()) return false;
  const std::vector<run> runs = runs_of(rows, packed(rows));
  flush_other_queues(*m_device);
  m_device->unflushed = false;
  cl::Event last = read_runs(*m_device, static_cast<cl_mem>(m_mem.get()), runs, static_cast<char *>(out));
  wait_for(last, "clEnqueueReadBuffer");
  count_transfer(transfer_direction::to_host, total(runs));
  log(log_level::debug, "device -> host: {} bytes of a section, {} runs", total(runs), runs.size());
  return true;
}

bool storage::write_rows(const byte_rows &rows, const void *in) {
  if (m_state != coherence::device_only || !m_mem || !m_host_kept.empty() || rows.empty()) return false;
  const std::vector<run> runs = runs_of(packed(rows), rows);
  flush_other_queues(*m_device);
  m_device->unflushed = false;
  cl::Event last = write_runs(*m_device, static_cast<cl_mem>(m_mem.get()), runs, static_cast<const char *>(in));
  wait_for(last, "clEnqueueWriteBuffer");
  for (auto [at, size] : rows) sanitizer_storage_written(this, at, at + size); // -fsanitize=amp-init
  device_written(rows);
  count_transfer(transfer_direction::to_device, total(runs));
  log(log_level::debug, "host -> device: {} bytes of a section, {} runs", total(runs), runs.size());
  return true;
}

bool storage::copy_rows(storage &src, const byte_rows &src_rows, storage &dst, const byte_rows &dst_rows,
                        std::shared_future<void> *done) {
  if (dst.m_state != coherence::device_only || !dst.m_mem || !dst.m_host_kept.empty() || src_rows.empty())
    return false;
  const bool src_on_device = src.m_state == coherence::device_only;
  if (src_on_device && (!src.m_mem || !src.m_host_kept.empty())) return false;
  const std::shared_ptr<device_impl> to = dst.m_device, from = src_on_device ? src.m_device : nullptr;
  const std::vector<run> runs = runs_of(src_rows, dst_rows);
  const std::size_t bytes = total(runs);
  for (const run &r : runs) sanitizer_storage_written(&dst, r.to, r.to + r.size); // -fsanitize=amp-init
  // Held (retained) by the copy, which may outlive this call.
  const cl::Buffer dst_mem(static_cast<cl_mem>(dst.m_mem.get()), true);
  flush_other_queues(*to);
  std::shared_ptr<pipelined_copy> pipe;
  if (from == to) {
    // One device: its own copy, queued behind the launches that wrote src.
    const cl::Buffer src_mem(static_cast<cl_mem>(src.m_mem.get()), true);
    cl::Event last;
    for (std::size_t i = 0; i < runs.size(); ++i)
      check_cl(clEnqueueCopyBuffer(to->queue(), src_mem(), dst_mem(), runs[i].from, runs[i].to, runs[i].size, 0,
                                   nullptr, event_of_run(i, runs, last)),
               "clEnqueueCopyBuffer");
    check_cl(clFlush(to->queue()), "clFlush");
    finish_or_hand_over([last]() mutable { wait_for(last, "clEnqueueCopyBuffer"); }, done);
    count_transfer(transfer_direction::on_device, bytes);
    log(log_level::debug, "device {} copy: {} bytes of a section, {} runs", to->index, bytes, runs.size());
  } else if (from && runs.size() == 1 &&
             (pipe = pipelined_copy::start(from, static_cast<cl_mem>(src.m_mem.get()), runs[0].from, to, dst_mem(),
                                           runs[0].to, bytes))) {
    // Two devices, a contiguous section: through pinned chunks, the writes
    // of one overlapping the reads of the next.
    log(log_level::debug, "section copy issued: {} bytes, device {} -> device {}, pipelined", bytes, from->index,
        to->index);
    const int from_index = from->index, to_index = to->index;
    finish_or_hand_over(
        [pipe, bytes, from_index, to_index]() {
          pipe->finish();
          log(log_level::debug, "device {} -> device {}: {} bytes of a section copied", from_index, to_index, bytes);
        },
        done);
    count_transfer(transfer_direction::to_host, bytes);
    count_transfer(transfer_direction::to_device, bytes);
  } else if (from) {
    // Two devices, rows apart (or no pinned chunks to be had): read into
    // host memory on the source's queue, then written on the destination's.
    auto staged = std::make_shared<std::vector<char>>(bytes);
    const storage::byte_rows packed_rows = packed(src_rows);
    cl::Event read = read_runs(*from, static_cast<cl_mem>(src.m_mem.get()), runs_of(src_rows, packed_rows),
                               staged->data());
    check_cl(clFlush(from->queue()), "clFlush");
    const int from_index = from->index, to_index = to->index;
    log(log_level::debug, "section copy issued: {} bytes, device {} -> device {}", bytes, from_index, to_index);
    finish_or_hand_over(
        [read, staged, to_stage = runs_of(packed_rows, dst_rows), to, dst_mem, from_index, to_index]() mutable {
          wait_for(read, "clEnqueueReadBuffer");
          log(log_level::debug, "device {} -> host: {} bytes of a section read", from_index, staged->size());
          cl::Event last = write_runs(*to, dst_mem(), to_stage, staged->data());
          check_cl(clFlush(to->queue()), "clFlush");
          wait_for(last, "clEnqueueWriteBuffer");
          log(log_level::debug, "host -> device {}: {} bytes of a section written", to_index, staged->size());
        },
        done);
    count_transfer(transfer_direction::to_host, bytes);
    count_transfer(transfer_direction::to_device, bytes);
  } else {
    // The source's host copy is current: written from where it lies.
    cl::Event last = write_runs(*to, dst_mem(), runs, static_cast<const char *>(src.m_host));
    check_cl(clFlush(to->queue()), "clFlush");
    finish_or_hand_over([last]() mutable { wait_for(last, "clEnqueueWriteBuffer"); }, done);
    count_transfer(transfer_direction::to_device, bytes);
    log(log_level::debug, "host -> device {}: {} bytes of a section", to->index, bytes);
  }
  dst.device_written(dst_rows);
  return true;
}

} // namespace amp_clang::detail
