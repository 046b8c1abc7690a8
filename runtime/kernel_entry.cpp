// Per (kernel, device) launch state: a process-wide map behind a mutex, and a
// small per-thread table in front of it so that back-to-back launches take no
// shared lock.
#include "kernel_entry.h"

#include "cl_check.h"
#include "fault_injection.h"
#include "program_cache.h"
#include "sanitizer.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <memory>
#include <utility>

namespace amp_clang::detail {
namespace {

std::mutex entries_mutex;
/// By kernel, device, register cap (0: none) and turned dimension (0: none).
// For the life of the process, deliberately never destroyed: at exit the
// driver may be gone before the kernels would be released
// (forget_kernel_entries() alone releases them).
auto &entries = *new std::map<std::tuple<const kernel_desc *, const device_impl *, unsigned, int>,
                              std::unique_ptr<kernel_entry>>;
std::atomic<unsigned> generation{0};
std::atomic<unsigned long> released_buffers{0};

/// The largest work-group `d` runs `kern` with, capped by the device's limit.
std::size_t kernel_max_group(const device_impl &d, cl_kernel kern) {
  std::size_t n = 0;
  check_cl(clGetKernelWorkGroupInfo(kern, d.device, CL_KERNEL_WORK_GROUP_SIZE, sizeof(n), &n, nullptr),
           "clGetKernelWorkGroupInfo");
  return std::max<std::size_t>(std::min(n, d.max_work_group), 1);
}

cl::Kernel create_kernel(cl_program prog, const char *name, const kernel_desc &k) {
  cl::Kernel kern;
  cl_int err = injected_fault("clCreateKernel");
  if (!err) kern = cl::Kernel(clCreateKernel(prog, name, &err));
  if (err != CL_SUCCESS)
    throw_cl_error(err, "clCreateKernel",
                   fmt::format("kernel {} of {} (launched at {})", name, k.program->origin ? k.program->origin : "?",
                               k.origin ? k.origin : "?"));
  return kern;
}

kernel_entry &make_entry(device_impl &d, const kernel_desc &k, unsigned max_registers = 0, int turn = 0) {
  // built on first use; thread-safe
  cl_program prog = turn            ? get_turned_program(d, k, turn)
                    : max_registers ? get_register_capped_program(d, k, max_registers)
                                    : get_program(d, k);
  std::lock_guard<std::mutex> lock(entries_mutex);
  std::unique_ptr<kernel_entry> &e = entries[{&k, &d, max_registers, turn}];
  if (!e) {
    auto made = std::make_unique<kernel_entry>();
    made->program = prog;
    made->kernel = create_kernel(prog, k.name, k);
    made->register_cap = max_registers;
    made->turned_dimension = turn;
    made->sanitized = program_sanitized(k.program);
    // NVIDIA's driver answers CL_KERNEL_WORK_GROUP_SIZE with 256 whatever
    // the kernel (driver 580), yet runs larger groups; with a register cap,
    // the cap says how many threads a group's registers hold.
    made->max_group = max_registers ? std::min<std::size_t>(d.max_work_group, d.registers_per_block / max_registers)
                                    : kernel_max_group(d, made->kernel());
    e = std::move(made);
  }
  return *e;
}

/// The variant `name` of `k` from the entry's program: made into `slot` on
/// first use, with its work-group limit.
cl_kernel variant_of(device_impl &d, const kernel_desc &k, cl_program program, const char *name, cl::Kernel &slot,
                     std::size_t &max_group) {
  if (!slot()) {
    cl::Kernel made = create_kernel(program, name, k);
    max_group = kernel_max_group(d, made());
    slot = std::move(made);
  }
  return slot();
}

} // namespace

cl_kernel vector_kernel_of(device_impl &d, const kernel_desc &k, kernel_entry &entry) {
  return variant_of(d, k, entry.program, k.vector_name, entry.vector, entry.vector_max_group);
}

cl_kernel image_kernel_of(device_impl &d, const kernel_desc &k, kernel_entry &entry) {
  return variant_of(d, k, entry.program, k.image_name, entry.image, entry.image_max_group);
}

unsigned long buffer_generation() { return released_buffers.load(std::memory_order_acquire); }

void note_buffer_released() { released_buffers.fetch_add(1, std::memory_order_acq_rel); }

void forget_kernel_entries() {
  std::lock_guard<std::mutex> lock(entries_mutex);
  entries.clear(); // their cl::Kernels release the kernels
  ++generation;
}

kernel_entry &kernel_entry_for_tile(device_impl &d, const kernel_desc &k, std::size_t threads) {
  kernel_entry &plain = kernel_entry_for(d, k);
  if (threads <= plain.max_group || threads > d.max_work_group || !d.registers_per_block)
    return plain;
  // Registers are given out 8 a thread at a time; 255 is the most a thread has.
  unsigned cap = std::min<unsigned>(255, static_cast<unsigned>(d.registers_per_block / threads) & ~7u);
  if (cap < 16)
    return plain;
  kernel_entry *capped = plain.capped.load(std::memory_order_acquire);
  if (!capped || capped->register_cap != cap) {
    capped = &make_entry(d, k, cap);
    plain.capped.store(capped, std::memory_order_release);
  }
  return *capped;
}

kernel_entry *kernel_entry_turned(device_impl &d, const kernel_desc &k, int turn) {
  kernel_entry &plain = kernel_entry_for(d, k);
  kernel_entry *turned = plain.turned.load(std::memory_order_acquire);
  if (turned == &plain) return nullptr; // its program has no turned build
  if (!turned || turned->turned_dimension != turn) {
    if (!program_turns_dims(k)) {
      plain.turned.store(&plain, std::memory_order_release);
      return nullptr;
    }
    turned = &make_entry(d, k, 0, turn);
    plain.turned.store(turned, std::memory_order_release);
  }
  return turned;
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
