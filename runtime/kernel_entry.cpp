// Per (kernel, device) launch state: a process-wide map behind a mutex, and a
// small per-thread table in front of it so that back-to-back launches take no
// shared lock.
#include "kernel_entry.h"

#include "cl_check.h"
#include "program_cache.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <utility>

namespace amp_clang::detail {
namespace {

std::mutex entries_mutex;
std::map<std::pair<const kernel_desc *, const device_impl *>, std::unique_ptr<kernel_entry>> entries;
std::atomic<unsigned> generation{0};

kernel_entry &make_entry(device_impl &d, const kernel_desc &k) {
  cl_kernel kern = get_kernel(d, k); // builds the program on first use; thread-safe
  std::lock_guard<std::mutex> lock(entries_mutex);
  std::unique_ptr<kernel_entry> &e = entries[{&k, &d}];
  if (!e) {
    e = std::make_unique<kernel_entry>();
    e->kernel = kern;
    e->max_group = kernel_max_group(d, kern);
  }
  return *e;
}

} // namespace

kernel_entry::~kernel_entry() {
  if (vector) clReleaseKernel(vector);
}

std::size_t kernel_max_group(const device_impl &d, cl_kernel kern) {
  std::size_t n = 0;
  check_cl(clGetKernelWorkGroupInfo(kern, d.device, CL_KERNEL_WORK_GROUP_SIZE, sizeof(n), &n, nullptr),
           "clGetKernelWorkGroupInfo");
  return std::max<std::size_t>(std::min(n, d.max_work_group), 1);
}

namespace {
std::atomic<unsigned long> released_buffers{0};
} // namespace

unsigned long buffer_generation() { return released_buffers.load(std::memory_order_acquire); }

void note_buffer_released() { released_buffers.fetch_add(1, std::memory_order_acq_rel); }

void forget_kernel_entries() {
  std::lock_guard<std::mutex> lock(entries_mutex);
  entries.clear();
  ++generation;
}

kernel_entry &kernel_entry_for(device_impl &d, const kernel_desc &k) {
  struct slot {
    const kernel_desc *kernel = nullptr;
    const device_impl *device = nullptr;
    kernel_entry *entry = nullptr;
    unsigned generation = 0;
  };
  thread_local slot table[16];
  slot &s = table[(reinterpret_cast<std::uintptr_t>(&k) / alignof(kernel_desc)) % 16];
  const unsigned now = generation.load(std::memory_order_acquire);
  if (s.kernel != &k || s.device != &d || s.generation != now) s = {&k, &d, &make_entry(d, k), now};
  return *s.entry;
}

} // namespace amp_clang::detail
