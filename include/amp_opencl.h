// OpenCL interop for C++ AMP (amp-clang's counterpart of Microsoft's
// concurrency::direct3d interop): the OpenCL objects behind accelerator_views
// and arrays, and views and arrays made over the program's own. See
// docs/opencl-interop.md for the rules and examples.
//
// Handles returned are retained for the caller, who releases them
// (clReleaseContext, clReleaseCommandQueue, clReleaseDevice,
// clReleaseMemObject), as Microsoft's get_device and get_buffer AddRef.
// Handles given are retained by the runtime for as long as it uses them; the
// caller may release its own reference at once.
//
// Ordering: every view of a device shares the device's one in-order queue,
// which get_command_queue returns. Commands enqueued there run after the
// launches and copies C++ AMP queued before and before those it queues after;
// C++ AMP's host accesses wait on that queue, so they wait for them too.
// Commands on any other queue are not ordered with C++ AMP's: finish them
// (or wait for the view, accelerator_view::wait) before the other side runs.
//
// The host accelerator and the cpu accelerator have no OpenCL objects: every
// function here throws runtime_exception (E_INVALIDARG) for their views and arrays.
//
// Programs that call OpenCL themselves link it (-lOpenCL, or CMake's
// OpenCL::OpenCL); the headers come from the system (Debian: opencl-c-headers).
#pragma once

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300 // what <CL/cl.h> assumes, without its message
#endif

#include <amp.h>
#include <amp_clang/opencl_interop.h>

namespace Concurrency {
namespace opencl {

/// The OpenCL context of the view's device, the one C++ AMP's buffers and
/// programs live in (for a view made by create_accelerator_view, the queue's).
/// Retained: release it with clReleaseContext.
cl_context get_context(const accelerator_view &av) restrict(cpu);

/// The view's in-order command queue. Commands enqueued on it run after the
/// work C++ AMP queued on the view before, and before the work it queues
/// after. C++ AMP does not flush after each launch; this call flushes what is
/// queued. Retained: release it with clReleaseCommandQueue.
cl_command_queue get_command_queue(const accelerator_view &av) restrict(cpu);

/// The view's OpenCL device. Retained: release it with clReleaseDevice.
cl_device_id get_device(const accelerator_view &av) restrict(cpu);

/// The array's buffer on its accelerator_view, holding its current contents
/// for commands enqueued on the view's queue after this call: a newer host
/// copy is uploaded, a new array's zeros filled, and the queue flushed. The
/// call counts as a write: the next host access to the array copies it back.
/// Call it again before your commands after each C++ AMP access to the array
/// from the host. The buffer may be larger than the array. Retained: release
/// it with clReleaseMemObject.
template <typename _AmpT, int _AmpN> cl_mem get_buffer(const array<_AmpT, _AmpN> &a) restrict(cpu) {
  return amp_clang::detail::opencl_buffer_of(amp_clang::detail::opencl_access::storage_of(a),
                                             a.get_accelerator_view());
}

/// An array of extent \p e on \p av whose data is \p buffer, as it is: its
/// contents are the array's, nothing is copied. The buffer must be a
/// read-write buffer of av's context (get_context(av)) with at least
/// e.size() * sizeof(T) bytes; otherwise runtime_exception names what is
/// wrong. Commands on av's queue that write it before the call are ordered
/// before C++ AMP's use; finish those on other queues first. While the array
/// lives C++ AMP reads and writes the buffer whenever it uses the array.
/// The runtime retains the buffer until the array is destroyed.
template <typename _AmpT, int _AmpN>
array<_AmpT, _AmpN> make_array(const extent<_AmpN> &e, const accelerator_view &av, cl_mem buffer) restrict(cpu) {
  array<_AmpT, _AmpN> a(e, av);
  amp_clang::detail::adopt_opencl_buffer(amp_clang::detail::opencl_access::storage_of(a), av, buffer);
  return a;
}

/// A new accelerator_view whose launches and copies go to \p queue, an
/// in-order queue of one of amp-clang's devices (accelerator::get_all), in any
/// context. Over the device's own queue (get_command_queue) it is a view like
/// accelerator::create_view's. Over another queue the view has its own
/// context and queue: arrays made on it live there, data moves between it and
/// the device's other views through the host, and kernels are built once
/// more for its context. The runtime retains the queue and its context for
/// the life of the process. \p qmode is recorded (every view queues
/// without flushing each command, as the others do).
accelerator_view create_accelerator_view(cl_command_queue queue,
                                         queuing_mode qmode = queuing_mode_automatic) restrict(cpu);

} // namespace opencl
} // namespace Concurrency
