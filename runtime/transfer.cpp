// Pinned, pipelined host <-> device copies (transfer.h).
//
// A driver copies pageable memory through its own small pinned bounce buffer,
// one piece at a time, with one thread: NVIDIA's OpenCL reaches 5-10 GB/s that
// way on a link that carries 50. Here each device gets a few chunks of pinned
// memory (CL_MEM_ALLOC_HOST_PTR, mapped once); an upload copies chunk i from
// the user's memory with several threads while the DMA of chunk i-1 runs, and
// a download reads ahead the same way.
#include "transfer.h"

#include "cl_check.h"
#include "fault_injection.h"
#include "log.h"
#include "opencl_hpp.h"

#include <amp_clang/exceptions.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <deque>
#include <atomic>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

#if defined(__x86_64__) || defined(__SSE2__)
#include <emmintrin.h>
#define AMP_CLANG_STREAM_STORES 1
#endif

namespace amp_clang::detail {
namespace {

std::size_t env_size(const char *name, std::size_t fallback) {
  const char *v = std::getenv(name);
  if (!v || !*v) return fallback;
  char *end = nullptr;
  unsigned long long n = std::strtoull(v, &end, 10);
  return end && !*end ? static_cast<std::size_t>(n) : fallback;
}

/// The staging set-up, from the environment once (README: AMP_CLANG_TRANSFER_*).
struct transfer_config {
  std::size_t chunk = 0;    ///< bytes a staging chunk holds
  unsigned chunks = 0;      ///< staging chunks a device has
  unsigned threads = 0;     ///< host threads copying into and out of them
  std::size_t smallest = 0; ///< copies below this many bytes go straight to the driver
  bool always = false;      ///< staging also where the device shares host memory
  bool stream = true;       ///< downloads' pieces copied with non-temporal stores (AMP_CLANG_TRANSFER_STREAM=0: memcpy)
  unsigned spin_us = 0;     ///< how long an idle copying thread spins for the next chunk before it sleeps
};

const transfer_config &config() {
  static const transfer_config c = [] {
    transfer_config t;
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    t.chunk = std::max<std::size_t>(1, env_size("AMP_CLANG_TRANSFER_CHUNK_MB", 16)) << 20;
    t.chunks = static_cast<unsigned>(std::clamp<std::size_t>(env_size("AMP_CLANG_TRANSFER_CHUNKS", 3), 2, 16));
    t.threads = static_cast<unsigned>(
        std::clamp<std::size_t>(env_size("AMP_CLANG_TRANSFER_THREADS", std::min(12u, std::max(1u, cores * 3 / 4))), 1, 64));
    // AMP_CLANG_TRANSFER_STAGING: 0 turns staging off (benchmarks' baseline),
    // "always" stages on every device (tests on PoCL).
    const char *mode = std::getenv("AMP_CLANG_TRANSFER_STAGING");
    t.always = mode && std::strcmp(mode, "always") == 0;
    t.smallest = mode && std::strcmp(mode, "0") == 0 ? SIZE_MAX : 2 * t.chunk;
    const char *stream = std::getenv("AMP_CLANG_TRANSFER_STREAM");
    t.stream = !stream || std::strcmp(stream, "0") != 0;
    t.spin_us = static_cast<unsigned>(std::min<std::size_t>(env_size("AMP_CLANG_TRANSFER_SPIN_US", 200), 100000));
    return t;
  }();
  return c;
}

/// memcpy, with non-temporal stores where \p stream: a download's piece
/// goes from a pinned chunk into the user's memory, which nobody reads soon,
/// and a plain memcpy of a piece below glibc's non-temporal threshold (a few
/// MB; each thread's piece of a 16 MiB chunk is about 1.4 MB) first reads
/// every destination line into the cache: three bytes of memory traffic a
/// byte copied, not two. Measured on the H200 machine (2026-11-29, 1 GiB,
/// best of 10): copy(array -> vector) 0.87-0.88 of pinned with memcpy,
/// 0.94-0.97 streamed. An upload's piece is the opposite case: the DMA
/// engine reads the chunk next, from the cache where memcpy left it;
/// streamed there, uploads fell from 0.96 to 0.68-0.82 of pinned.
void stream_copy(void *dst, const void *src, std::size_t bytes, bool stream) {
#ifdef AMP_CLANG_STREAM_STORES
  if (!stream || !config().stream || bytes < 4096) {
    std::memcpy(dst, src, bytes);
    return;
  }
  char *d = static_cast<char *>(dst);
  const char *s = static_cast<const char *>(src);
  const std::size_t head = (16 - (reinterpret_cast<std::uintptr_t>(d) & 15)) & 15;
  std::memcpy(d, s, head);
  d += head, s += head, bytes -= head;
  const std::size_t body = bytes & ~std::size_t(63);
  for (std::size_t i = 0; i < body; i += 64) {
    const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(s + i));
    const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(s + i + 16));
    const __m128i c = _mm_loadu_si128(reinterpret_cast<const __m128i *>(s + i + 32));
    const __m128i e = _mm_loadu_si128(reinterpret_cast<const __m128i *>(s + i + 48));
    _mm_stream_si128(reinterpret_cast<__m128i *>(d + i), a);
    _mm_stream_si128(reinterpret_cast<__m128i *>(d + i + 16), b);
    _mm_stream_si128(reinterpret_cast<__m128i *>(d + i + 32), c);
    _mm_stream_si128(reinterpret_cast<__m128i *>(d + i + 48), e);
  }
  std::memcpy(d + body, s + body, bytes - body);
  _mm_sfence(); // the stores are visible before the piece is counted done
#else
  (void)stream;
  std::memcpy(dst, src, bytes);
#endif
}

/// Threads that split one memcpy between them and the caller. One copy at a
/// time; a second caller meanwhile copies alone.
class copy_team {
public:
  explicit copy_team(unsigned threads) {
    for (unsigned i = 1; i < threads; ++i) std::thread([this] { work(); }).detach();
    m_workers = threads - 1;
  }

  void copy(void *dst, const void *src, std::size_t bytes, bool stream) {
    std::unique_lock<std::mutex> serial(m_serial, std::try_to_lock);
    const std::size_t piece = std::max<std::size_t>(1 << 20, bytes / (m_workers + 1) + 1);
    if (!serial.owns_lock() || !m_workers || bytes <= piece) {
      stream_copy(dst, src, bytes, stream);
      return;
    }
    job j{static_cast<char *>(dst), static_cast<const char *>(src), bytes, piece, (bytes + piece - 1) / piece, stream};
    bool sleeping;
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      m_job = &j;
      m_generation.fetch_add(1, std::memory_order_release);
      sleeping = m_sleeping != 0;
    }
    if (sleeping) m_wake.notify_all(); // the spinning ones see the generation
    run(j);
    std::unique_lock<std::mutex> lock(m_mutex);
    m_idle.wait(lock, [&] { return j.done.load() == j.pieces && m_busy == 0; });
    m_job = nullptr; // a worker waking late finds no job
  }

private:
  struct job {
    char *dst;
    const char *src;
    std::size_t bytes, piece, pieces;
    bool stream;
    std::atomic<std::size_t> next{0}, done{0};
  };
  static void run(job &j) {
    for (std::size_t k; (k = j.next.fetch_add(1)) < j.pieces; j.done.fetch_add(1)) {
      const std::size_t at = k * j.piece;
      stream_copy(j.dst + at, j.src + at, std::min(j.piece, j.bytes - at), j.stream);
    }
  }
  void work() {
    unsigned long seen = 0;
    for (;;) {
      // The chunks of a staged copy come a few hundred microseconds apart:
      // a thread that sleeps between them pays a wake-up (tens of us) on
      // each. Spin for the next one a while (config().spin_us), then sleep.
      const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(config().spin_us);
      while (m_generation.load(std::memory_order_acquire) == seen && std::chrono::steady_clock::now() < until)
        for (int i = 0; i < 64; ++i) spin_pause();
      std::unique_lock<std::mutex> lock(m_mutex);
      ++m_sleeping;
      m_wake.wait(lock, [&] { return m_generation.load() != seen; });
      --m_sleeping;
      seen = m_generation.load();
      job *j = m_job;
      if (!j) continue;
      ++m_busy;
      lock.unlock();
      run(*j);
      lock.lock();
      if (--m_busy == 0) m_idle.notify_all();
    }
  }

  static void spin_pause() {
#ifdef AMP_CLANG_STREAM_STORES
    _mm_pause();
#endif
  }

  unsigned m_workers = 0;
  std::mutex m_serial, m_mutex;
  std::condition_variable m_wake, m_idle;
  std::atomic<unsigned long> m_generation{0};
  unsigned m_sleeping = 0; ///< workers waiting on m_wake (under m_mutex)
  job *m_job = nullptr;
  unsigned m_busy = 0;
};

copy_team &team() {
  static copy_team *t = new copy_team(config().threads); // its threads outlive exit
  return *t;
}

} // namespace

/// A try-lock that any thread may release: a pipelined copy between devices
/// holds its source's chunks from the call that starts it to a copy_async
/// thread that finishes it (a std::mutex must be unlocked by its locker).
class busy_flag {
public:
  bool try_lock() { return !m_held.exchange(true, std::memory_order_acquire); }
  void unlock() { m_held.store(false, std::memory_order_release); }

private:
  std::atomic<bool> m_held{false};
};

/// A device's pinned chunks, mapped for the life of the process.
struct staging {
  busy_flag busy; ///< one staged transfer at a time; others go straight to the driver
  bool usable = false;
  std::vector<void *> chunks;
  std::deque<owned_mem> buffers; ///< the chunks' buffers, never released (staging_of)
};

namespace {

staging &staging_of(device_impl &d) {
  static std::mutex m;
  static auto *all = new std::map<const device_impl *, staging>; // outlives the queues' exit drain
  std::lock_guard<std::mutex> lock(m);
  auto [it, made] = all->try_emplace(&d);
  staging &s = it->second;
  if (!made) return s;
  const transfer_config &c = config();
  for (unsigned i = 0; i < c.chunks; ++i) {
    void *p = pin(d, c.chunk, s.buffers.emplace_back());
    if (!p) {
      // No pinned memory to be had: every copy goes straight to the driver.
      log(log_level::info, "transfers: no pinned staging on {}; copies go through the driver", d.full_name());
      for (std::size_t k = 0; k < s.chunks.size(); ++k)
        unpin(d, s.chunks[k], s.buffers[k]);
      s.chunks.clear();
      s.buffers.clear();
      return s;
    }
    s.chunks.push_back(p);
  }
  s.usable = true;
  log(log_level::debug, "transfers: {} pinned chunks of {} bytes on {}, {} copying threads", c.chunks, c.chunk,
      d.full_name(), c.threads);
  return s;
}

/// Waits for \p e and lets it go; its error, if any.
cl_int finish_event(cl::Event &e) {
  cl_int err = clWaitForEvents(1, &e());
  e = cl::Event();
  return err;
}

/// Waits for every event in \p events and lets them go; the first error, if any.
cl_int drain_events(std::vector<cl::Event> &events) {
  cl_int first = CL_SUCCESS;
  for (cl::Event &e : events)
    if (e()) {
      cl_int err = finish_event(e);
      if (first == CL_SUCCESS) first = err;
    }
  return first;
}

/// pin()'s memory, by first byte: copies from or into it need no staging.
std::mutex pinned_mutex;
std::map<const char *, std::size_t> &pinned_ranges() {
  static auto *m = new std::map<const char *, std::size_t>; // outlives static arrays
  return *m;
}

bool is_pinned(const void *p, std::size_t bytes) {
  const char *at = static_cast<const char *>(p);
  std::lock_guard<std::mutex> lock(pinned_mutex);
  auto it = pinned_ranges().upper_bound(at);
  if (it == pinned_ranges().begin()) return false;
  --it;
  return at + bytes <= it->first + it->second;
}

/// The staging chunks, locked, for a copy of \p bytes at \p host by \p call;
/// null for a copy that goes straight to the driver (small, to memory the
/// device shares or pinned memory, or while another staged copy runs).
/// Throws an injected fault.
staging *begin_transfer(device_impl &d, const void *host, std::size_t bytes, const char *call,
                        std::unique_lock<busy_flag> &lock, std::size_t smallest = config().smallest) {
  check_cl(injected_fault(call), call);
  if (shares_host_memory(d) || bytes < smallest || is_pinned(host, bytes)) return nullptr;
  staging &s = staging_of(d);
  if (!s.usable) return nullptr;
  lock = std::unique_lock<busy_flag>(s.busy, std::try_to_lock);
  return lock.owns_lock() ? &s : nullptr;
}

} // namespace

bool shares_host_memory(const device_impl &d) { return d.host_unified && !config().always; }

bool reads_in_place(const device_impl &d) {
  static const bool on = [] { // AMP_CLANG_IN_PLACE, read once
    const char *env = std::getenv("AMP_CLANG_IN_PLACE");
    return !env || std::strcmp(env, "0") != 0;
  }();
  return on && shares_host_memory(d);
}

void *pin(device_impl &d, std::size_t bytes, owned_mem &handle) {
  handle.reset();
  if (d.host || shares_host_memory(d) || !bytes) return nullptr;
  ensure_queue(d);
  cl_int err = CL_SUCCESS;
  cl_mem buf = clCreateBuffer(d.context(), CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, bytes, nullptr, &err);
  if (err != CL_SUCCESS) return nullptr;
  handle.reset(buf);
  void *p = clEnqueueMapBuffer(d.queue(), buf, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, bytes, 0, nullptr, nullptr, &err);
  if (err != CL_SUCCESS) {
    handle.reset();
    return nullptr;
  }
  std::lock_guard<std::mutex> lock(pinned_mutex);
  pinned_ranges()[static_cast<const char *>(p)] = bytes;
  return p;
}

void unpin(device_impl &d, void *ptr, owned_mem &handle) {
  {
    std::lock_guard<std::mutex> lock(pinned_mutex);
    pinned_ranges().erase(static_cast<const char *>(ptr));
  }
  // The release waits for the unmap (and anything queued before it) by itself.
  clEnqueueUnmapMemObject(d.queue(), static_cast<cl_mem>(handle.get()), ptr, 0, nullptr, nullptr);
  handle.reset();
}

void write_device(device_impl &d, cl_mem mem, std::size_t offset, const void *src, std::size_t bytes) {
  flush_other_queues(d); // this copy blocks: the others' launches run meanwhile
  d.unflushed = false;   // the blocking write flushes this queue
  std::unique_lock<busy_flag> lock;
  staging *s = begin_transfer(d, src, bytes, "clEnqueueWriteBuffer", lock);
  if (!s)
    return check_cl(clEnqueueWriteBuffer(d.queue(), mem, CL_TRUE, offset, bytes, src, 0, nullptr, nullptr),
                    "clEnqueueWriteBuffer");
  cl_int err = CL_SUCCESS;
  const std::size_t chunk = config().chunk;
  std::vector<cl::Event> events(s->chunks.size());
  for (std::size_t at = 0, i = 0; at < bytes && err == CL_SUCCESS; at += chunk, ++i) {
    const std::size_t k = i % events.size(), len = std::min(chunk, bytes - at);
    if (events[k]() && (err = finish_event(events[k])) != CL_SUCCESS) // the chunk's last DMA is done
      break;
    team().copy(s->chunks[k], static_cast<const char *>(src) + at, len, false);
    err = clEnqueueWriteBuffer(d.queue(), mem, CL_FALSE, offset + at, len, s->chunks[k], 0, nullptr, &events[k]());
    if (err == CL_SUCCESS) err = clFlush(d.queue());
  }
  cl_int waited = drain_events(events);
  check_cl(err != CL_SUCCESS ? err : waited, "clEnqueueWriteBuffer");
}

void read_device(device_impl &d, cl_mem mem, std::size_t offset, void *dst, std::size_t bytes) {
  flush_other_queues(d);
  d.unflushed = false;
  std::unique_lock<busy_flag> lock;
  staging *s = begin_transfer(d, dst, bytes, "clEnqueueReadBuffer", lock);
  if (!s)
    return check_cl(clEnqueueReadBuffer(d.queue(), mem, CL_TRUE, offset, bytes, dst, 0, nullptr, nullptr),
                    "clEnqueueReadBuffer");
  cl_int err = CL_SUCCESS;
  const std::size_t chunk = config().chunk, n = (bytes + chunk - 1) / chunk;
  std::vector<cl::Event> events(s->chunks.size());
  auto enqueue = [&](std::size_t i) {
    const std::size_t k = i % events.size(), at = i * chunk;
    return clEnqueueReadBuffer(d.queue(), mem, CL_FALSE, offset + at, std::min(chunk, bytes - at), s->chunks[k], 0,
                               nullptr, &events[k]());
  };
  // Read ahead as many chunks as there are; each is copied out as it lands.
  for (std::size_t i = 0; i < std::min(n, events.size()) && err == CL_SUCCESS; ++i) err = enqueue(i);
  if (err == CL_SUCCESS) err = clFlush(d.queue());
  for (std::size_t i = 0; i < n && err == CL_SUCCESS; ++i) {
    const std::size_t k = i % events.size(), at = i * chunk;
    if ((err = finish_event(events[k])) != CL_SUCCESS)
      break;
    team().copy(static_cast<char *>(dst) + at, s->chunks[k], std::min(chunk, bytes - at), true);
    if (i + events.size() < n) {
      err = enqueue(i + events.size());
      if (err == CL_SUCCESS) err = clFlush(d.queue());
    }
  }
  cl_int waited = drain_events(events);
  check_cl(err != CL_SUCCESS ? err : waited, "clEnqueueReadBuffer");
}

std::shared_ptr<pipelined_copy> pipelined_copy::start(const std::shared_ptr<device_impl> &from, cl_mem src,
                                                     std::size_t src_offset, const std::shared_ptr<device_impl> &to,
                                                     cl_mem dst, std::size_t dst_offset, std::size_t bytes) {
  // Any size: the other way between two devices is a driver's copy from and
  // into pageable memory, which NVIDIA's OpenCL runs at 1 GB/s when queued
  // without blocking. AMP_CLANG_TRANSFER_STAGING=0 still turns staging off.
  const std::size_t smallest = config().smallest == SIZE_MAX ? SIZE_MAX : 1;
  std::unique_lock<busy_flag> lock;
  staging *s = begin_transfer(*from, nullptr, bytes, "clEnqueueReadBuffer", lock, smallest);
  if (!s) return nullptr;
  auto c = std::shared_ptr<pipelined_copy>(new pipelined_copy);
  c->m_from = from;
  c->m_to = to;
  c->m_src = cl::Buffer(src, true);
  c->m_dst = cl::Buffer(dst, true);
  c->m_src_offset = src_offset;
  c->m_dst_offset = dst_offset;
  c->m_bytes = bytes;
  c->m_staging = s;
  c->m_reads.resize(s->chunks.size());
  c->m_writes.resize(s->chunks.size());
  lock.release(); // the copy holds the chunks until finish() (on whichever thread) or its end
  // The first reads now: queued behind what wrote the source, ahead of what
  // the caller queues next.
  const std::size_t n = (bytes + config().chunk - 1) / config().chunk;
  for (std::size_t i = 0; i < std::min(n, c->m_reads.size()); ++i) check_cl(c->read(i), "clEnqueueReadBuffer");
  check_cl(clFlush(from->queue()), "clFlush");
  return c;
}

cl_int pipelined_copy::read(std::size_t i) {
  const std::size_t chunk = config().chunk, k = i % m_reads.size();
  return clEnqueueReadBuffer(m_from->queue(), m_src(), CL_FALSE, m_src_offset + i * chunk,
                             std::min(chunk, m_bytes - i * chunk), m_staging->chunks[k], 0, nullptr, &m_reads[k]());
}

// Chunk i is written to the destination as soon as it has landed; its slot
// takes chunk i+k once that write is done, while the reads in between keep
// the source's link busy.
void pipelined_copy::finish() {
  const std::size_t chunk = config().chunk, n = (m_bytes + chunk - 1) / chunk, slots = m_reads.size();
  cl_int err = CL_SUCCESS;
  const char *call = "clEnqueueReadBuffer";
  for (std::size_t i = 0; i < n && err == CL_SUCCESS; ++i) {
    const std::size_t k = i % slots;
    if ((err = finish_event(m_reads[k])) != CL_SUCCESS) break;
    call = "clEnqueueWriteBuffer";
    err = clEnqueueWriteBuffer(m_to->queue(), m_dst(), CL_FALSE, m_dst_offset + i * chunk,
                               std::min(chunk, m_bytes - i * chunk), m_staging->chunks[k], 0, nullptr, &m_writes[k]());
    if (err == CL_SUCCESS) err = clFlush(m_to->queue());
    if (err == CL_SUCCESS && i + slots < n && (err = finish_event(m_writes[k])) == CL_SUCCESS) {
      call = "clEnqueueReadBuffer";
      err = read(i + slots);
      if (err == CL_SUCCESS) err = clFlush(m_from->queue());
    }
  }
  const cl_int waited = release();
  check_cl(err != CL_SUCCESS ? err : waited, call);
}

cl_int pipelined_copy::release() {
  // Nothing of the chunks may still be in use when another copy takes them;
  // they go back at once, not when the last owner of the copy (a future the
  // program keeps) lets it go.
  const cl_int read = drain_events(m_reads), written = drain_events(m_writes);
  if (m_staging) m_staging->busy.unlock();
  m_staging = nullptr;
  return read != CL_SUCCESS ? read : written;
}

pipelined_copy::~pipelined_copy() { release(); }

} // namespace amp_clang::detail
