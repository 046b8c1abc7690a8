// The per-device OpenCL context and in-order command queue; accelerator_view on top of them.
#include "cl_check.h"
#include "device.h"
#include "fault_injection.h"
#include "log.h"
#include "opencl_hpp.h"

#include <amp_clang/accelerator.h>

#include <cstdlib>

namespace amp_clang::detail {
namespace {

void finish_all_queues() {
  for (const auto *devices : {&all_devices(), &interop_devices()})
    for (const auto &d : *devices)
      if (d->queue()) clFinish(d->queue());
}

} // namespace

void finish_queues_at_exit() { std::atexit(finish_all_queues); }

void flush_other_queues(const device_impl &d) {
  for (const auto *devices : {&all_devices(), &interop_devices()})
    for (const auto &o : *devices)
      if (o.get() != &d && o->unflushed.load(std::memory_order_relaxed) && o->unflushed.exchange(false))
        check_cl(clFlush(o->queue()), "clFlush");
}

void ensure_queue(device_impl &d) {
  std::call_once(d.context_once, [&d] {
    cl_int err = CL_SUCCESS;
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM,
                                     reinterpret_cast<cl_context_properties>(d.platform), 0};
    cl::Context ctx(clCreateContext(props, 1, &d.device, nullptr, nullptr, &err));
    check_cl(err, "clCreateContext");
    cl::CommandQueue q(clCreateCommandQueue(ctx(), d.device, 0, &err));
    check_cl(err, "clCreateCommandQueue"); // ctx released on the way out
    d.context = std::move(ctx);
    d.queue = std::move(q);
    log(log_level::info, "context and queue created on {}", d.full_name());
  });
}

} // namespace amp_clang::detail

namespace Concurrency {

accelerator accelerator_view::get_accelerator() const {
  if (m_id && m_id->cpu) return accelerator(accelerator::cpu_accelerator);
  // A view over a queue of the program's own: the device's accelerator.
  return accelerator(m_device->interop_of ? m_device->interop_of : m_device);
}

unsigned int accelerator_view::get_version() const { return get_accelerator().get_version(); }

void accelerator_view::wait() const {
  if (!m_device->queue()) return; // nothing was ever queued
  std::lock_guard<std::recursive_mutex> d3d(amp_clang::detail::d3d_access_mutex(*this));
  amp_clang::detail::flush_other_queues(*m_device);
  m_device->unflushed = false;
  cl_int err = amp_clang::detail::injected_fault("clFinish");
  amp_clang::detail::check_cl(err ? err : clFinish(m_device->queue()), "clFinish");
}

completion_future accelerator_view::create_marker() const {
  // The queue is in order, so finishing it completes everything queued before
  // the marker; doing it here keeps the future free of a helper thread.
  wait();
  return completion_future::ready();
}

void accelerator_view::flush() const {
  if (!m_device->queue()) return;
  std::lock_guard<std::recursive_mutex> d3d(amp_clang::detail::d3d_access_mutex(*this));
  amp_clang::detail::check_cl(clFlush(m_device->queue()), "clFlush");
}

} // namespace Concurrency
