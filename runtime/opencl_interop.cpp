// concurrency::opencl (<amp_opencl.h>): the OpenCL objects of views and arrays, and views and arrays over the program's own.
#include "cl_check.h"
#include "device.h"
#include "kernel_entry.h"
#include "log.h"
#include "opencl_hpp.h"
#include "sanitizer.h"

#include <amp_clang/exceptions.h>
#include <amp_opencl.h>

#include <atomic>
#include <mutex>
#include <string>

namespace amp_clang::detail {
namespace {

std::mutex interop_mutex; // guards adding to the devices below
/// Copy on write: readers (flush_other_queues on every launch) take the
/// current vector without a lock. Replaced vectors are kept, never freed, as
/// a reader may still walk one; there is one per queue a program wraps.
std::atomic<const std::vector<std::shared_ptr<device_impl>> *> interop_snapshot{
    new std::vector<std::shared_ptr<device_impl>>};
/// The replaced ones (under interop_mutex), reachable so that LeakSanitizer
/// sees them kept, not lost.
auto &retired_snapshots = *new std::vector<const std::vector<std::shared_ptr<device_impl>> *>;

[[noreturn]] void refuse(const char *function, const std::string &why, int opencl_error = 0) {
  throw concurrency::runtime_exception(fmt::format("concurrency::opencl::{}: {}", function, why), E_INVALIDARG,
                                       opencl_error);
}

/// The OpenCL device of \p av, its context and queue made; throws for the
/// views that have none.
device_impl &opencl_device(const concurrency::accelerator_view &av, const char *function) {
  device_impl &d = *av.impl();
  if (d.host)
    refuse(function, "the host accelerator runs kernels as C++ on the CPU and has no OpenCL context, queue, device "
                     "or buffer; use a view of an OpenCL device (AMP_CLANG_DEVICE, accelerator::get_all)");
  if (av.id() && av.id()->cpu)
    refuse(function, "the cpu accelerator holds host memory and runs no kernel: it has no OpenCL context, queue, "
                     "device or buffer; use a view of an OpenCL device");
  ensure_queue(d);
  return d;
}

/// \p call's status, thrown as runtime_exception naming \p function too.
void check_interop(cl_int err, const char *function, const char *call) {
  if (err != CL_SUCCESS) throw_cl_error(err, fmt::format("concurrency::opencl::{}: {}", function, call).c_str());
}

/// The enumerated device whose cl_device_id is \p id, or null.
std::shared_ptr<device_impl> enumerated(cl_device_id id) {
  for (const auto &d : all_devices())
    if (d->device == id) return d;
  return nullptr;
}

/// A device over \p queue (of \p context) on the enumerated device \p on:
/// its properties, the program's context and queue (retained).
std::shared_ptr<device_impl> device_over(const std::shared_ptr<device_impl> &on, cl_context context,
                                         cl_command_queue queue) {
  auto d = std::make_shared<device_impl>();
  d->index = on->index;
  d->platform = on->platform;
  d->device = on->device;
  d->type = on->type;
  d->platform_name = on->platform_name;
  d->device_name = on->device_name;
  d->version = on->version;
  d->global_mem = on->global_mem;
  d->max_alloc = on->max_alloc;
  d->max_constant = on->max_constant;
  d->max_parameter = on->max_parameter;
  d->max_work_group = on->max_work_group;
  for (int i = 0; i < 3; ++i) d->max_item_sizes[i] = on->max_item_sizes[i];
  d->fp64 = on->fp64;
  d->host_unified = on->host_unified;
  d->images = on->images;
  d->registers_per_block = on->registers_per_block;
  d->default_access.store(on->default_access.load());
  d->interop_of = on;
  d->context = cl::Context(context, true);
  d->queue = cl::CommandQueue(queue, true);
  std::call_once(d->context_once, [] {}); // made already: ensure_queue leaves them
  return d;
}

} // namespace

const std::vector<std::shared_ptr<device_impl>> &interop_devices() {
  return *interop_snapshot.load(std::memory_order_acquire);
}

cl_mem opencl_buffer_of(storage &data, const concurrency::accelerator_view &view) {
  const char *function = "get_buffer";
  device_impl &d = opencl_device(view, function);
  if (data.cpu_only())
    refuse(function, "the array is on the cpu accelerator (a staging array, perhaps): host memory, no OpenCL buffer");
  // Current on the view's device: uploaded, moved from another device, or
  // zeros filled, as for a launch that writes it; the caller's commands may
  // write it too, so the device copy is the newest from here.
  cl_mem mem = static_cast<cl_mem>(data.acquire_device(view.impl(), true));
  sanitizer_storage_written(&data, 0, static_cast<std::size_t>(-1)); // -fsanitize=amp-init: theirs to write
  data.device_written();
  d.unflushed = false;
  check_interop(clFlush(d.queue()), function, "clFlush");
  check_interop(clRetainMemObject(mem), function, "clRetainMemObject");
  return mem;
}

void adopt_opencl_buffer(storage &data, const concurrency::accelerator_view &view, cl_mem buffer) {
  const char *function = "make_array";
  device_impl &d = opencl_device(view, function);
  if (!buffer) refuse(function, "the buffer is null (CL_INVALID_MEM_OBJECT)", CL_INVALID_MEM_OBJECT);
  cl_mem_object_type type = 0;
  check_interop(clGetMemObjectInfo(buffer, CL_MEM_TYPE, sizeof type, &type, nullptr), function,
                "clGetMemObjectInfo(CL_MEM_TYPE)");
  if (type != CL_MEM_OBJECT_BUFFER)
    refuse(function, "the cl_mem is an image, not a buffer (CL_INVALID_MEM_OBJECT)", CL_INVALID_MEM_OBJECT);
  cl_context context = nullptr;
  check_interop(clGetMemObjectInfo(buffer, CL_MEM_CONTEXT, sizeof context, &context, nullptr), function,
                "clGetMemObjectInfo(CL_MEM_CONTEXT)");
  if (context != d.context())
    refuse(function,
           fmt::format("the buffer belongs to another OpenCL context than the accelerator_view's ({}): make it in "
                       "get_context(av), or make the view over a queue of the buffer's context with "
                       "create_accelerator_view (CL_INVALID_CONTEXT)",
                       d.full_name()),
           CL_INVALID_CONTEXT);
  std::size_t size = 0;
  check_interop(clGetMemObjectInfo(buffer, CL_MEM_SIZE, sizeof size, &size, nullptr), function,
                "clGetMemObjectInfo(CL_MEM_SIZE)");
  if (size < data.bytes())
    refuse(function,
           fmt::format("the buffer has {} bytes, fewer than the {} bytes of the array's extent "
                       "(CL_INVALID_BUFFER_SIZE)",
                       size, data.bytes()),
           CL_INVALID_BUFFER_SIZE);
  cl_mem_flags flags = 0;
  check_interop(clGetMemObjectInfo(buffer, CL_MEM_FLAGS, sizeof flags, &flags, nullptr), function,
                "clGetMemObjectInfo(CL_MEM_FLAGS)");
  // Kernels write arrays, and copies read and write them from the host.
  const cl_mem_flags refused = CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY | CL_MEM_HOST_WRITE_ONLY |
                               CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS;
  if (flags & refused)
    refuse(function,
           "the buffer must be read-write for kernels and the host (no CL_MEM_READ_ONLY, CL_MEM_WRITE_ONLY or "
           "CL_MEM_HOST_* flags): an array's kernels write it and its copies read and write it (CL_INVALID_VALUE)",
           CL_INVALID_VALUE);
  check_interop(clRetainMemObject(buffer), function, "clRetainMemObject");
  data.adopt_device_buffer(view.impl(), buffer);
  log(log_level::debug, "make_array: a buffer of {} bytes on {} as an array of {} bytes", size, d.full_name(),
      data.bytes());
}

void storage::adopt_device_buffer(const std::shared_ptr<device_impl> &dev, void *mem) {
  if (m_mem) {
    note_buffer_released(); // before the release, as in ~storage
    m_mem.reset();
  }
  m_mem.reset(mem);
  m_device = dev;
  m_zero_fill = false; // the buffer's contents are the array's
  sanitizer_storage_written(this, 0, m_bytes); // -fsanitize=amp-init
  device_written();
}

} // namespace amp_clang::detail

namespace Concurrency::opencl {

cl_context get_context(const accelerator_view &av) {
  amp_clang::detail::device_impl &d = amp_clang::detail::opencl_device(av, "get_context");
  amp_clang::detail::check_interop(clRetainContext(d.context()), "get_context", "clRetainContext");
  return d.context();
}

cl_command_queue get_command_queue(const accelerator_view &av) {
  amp_clang::detail::device_impl &d = amp_clang::detail::opencl_device(av, "get_command_queue");
  // Launches are queued without a flush; the caller's commands and waits
  // (events waited for from elsewhere) should not stall behind them.
  d.unflushed = false;
  amp_clang::detail::check_interop(clFlush(d.queue()), "get_command_queue", "clFlush");
  amp_clang::detail::check_interop(clRetainCommandQueue(d.queue()), "get_command_queue", "clRetainCommandQueue");
  return d.queue();
}

cl_device_id get_device(const accelerator_view &av) {
  amp_clang::detail::device_impl &d = amp_clang::detail::opencl_device(av, "get_device");
  amp_clang::detail::check_interop(clRetainDevice(d.device), "get_device", "clRetainDevice");
  return d.device;
}

accelerator_view create_accelerator_view(cl_command_queue queue, queuing_mode qmode) {
  using namespace amp_clang::detail;
  const char *function = "create_accelerator_view";
  if (!queue) refuse(function, "the queue is null (CL_INVALID_COMMAND_QUEUE)", CL_INVALID_COMMAND_QUEUE);
  cl_context context = nullptr;
  cl_device_id device = nullptr;
  cl_command_queue_properties properties = 0;
  check_interop(clGetCommandQueueInfo(queue, CL_QUEUE_CONTEXT, sizeof context, &context, nullptr), function,
                "clGetCommandQueueInfo(CL_QUEUE_CONTEXT)");
  check_interop(clGetCommandQueueInfo(queue, CL_QUEUE_DEVICE, sizeof device, &device, nullptr), function,
                "clGetCommandQueueInfo(CL_QUEUE_DEVICE)");
  check_interop(clGetCommandQueueInfo(queue, CL_QUEUE_PROPERTIES, sizeof properties, &properties, nullptr), function,
                "clGetCommandQueueInfo(CL_QUEUE_PROPERTIES)");
  if (properties & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE)
    refuse(function,
           "the queue is out of order; C++ AMP's launches and copies rely on an in-order queue "
           "(CL_INVALID_QUEUE_PROPERTIES)",
           CL_INVALID_QUEUE_PROPERTIES);
  const std::shared_ptr<device_impl> on = enumerated(device);
  if (!on) {
    std::string name = "?";
    cl::Device(device, true).getInfo(CL_DEVICE_NAME, &name);
    refuse(function,
           fmt::format("the queue's device ({}) is not one of amp-clang's devices (accelerator::get_all(); a "
                       "sub-device, or a platform the runtime did not enumerate) (CL_INVALID_DEVICE)",
                       name.c_str()),
           CL_INVALID_DEVICE);
  }
  auto id = std::make_shared<accelerator_view::view_id>();
  ensure_queue(*on);
  if (queue == on->queue()) return accelerator_view(on, qmode, std::move(id)); // the device's own
  std::lock_guard<std::mutex> lock(interop_mutex);
  const auto *devices = interop_snapshot.load(std::memory_order_acquire);
  for (const auto &d : *devices)
    if (d->queue() == queue) return accelerator_view(d, qmode, std::move(id));
  auto grown = new std::vector<std::shared_ptr<device_impl>>(*devices);
  grown->push_back(device_over(on, context, queue));
  retired_snapshots.push_back(devices);
  interop_snapshot.store(grown, std::memory_order_release);
  finish_queues_at_exit(); // after the program's own OpenCL statics, so the drain runs before their end
  log(log_level::info, "create_accelerator_view: a view over the program's queue on {} ({} context)",
      on->full_name(), context == on->context() ? "the runtime's" : "the program's own");
  return accelerator_view(grown->back(), qmode, std::move(id));
}

} // namespace Concurrency::opencl
