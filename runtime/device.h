// OpenCL platform/device discovery, the default-device selection, and per-device context/queue.
#pragma once

#include "opencl_hpp.h"

#include <amp_clang/access_type.h>
#include <amp_clang/accelerator.h>

#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace amp_clang::detail {

/// Throws the runtime_exception of a failed info query (cl_check.h's, here
/// without its header).
[[noreturn]] void throw_device_info_error(cl_int err, const char *call);

/// One OpenCL device as the runtime sees it. Context and queue are created on
/// first use (queue.cpp) and kept for the life of the process.
struct device_impl {
  int index = 0; ///< position in all_devices(), the "opencl:<index>" path
  /// The host accelerator (host_device()): no OpenCL device, context or
  /// queue; its kernels run as C++ on the launching thread (host_launch.h).
  bool host = false;
  cl_platform_id platform = nullptr;
  cl_device_id device = nullptr;
  cl_device_type type = 0;
  std::string platform_name;
  std::string device_name;
  std::string version; ///< CL_DEVICE_VERSION, "OpenCL 3.0 PoCL ..."
  cl_ulong global_mem = 0;
  cl_ulong max_alloc = 0; ///< CL_DEVICE_MAX_MEM_ALLOC_SIZE: the largest one buffer may be
  cl_ulong max_constant = 0; ///< CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE
  std::size_t max_parameter = 1024; ///< CL_DEVICE_MAX_PARAMETER_SIZE: all kernel arguments together
  std::size_t max_work_group = 1;
  std::size_t max_item_sizes[3] = {1, 1, 1};
  bool fp64 = false;
  bool host_unified = false; ///< CL_DEVICE_HOST_UNIFIED_MEMORY (or a CPU device)
  bool images = false;       ///< CL_DEVICE_IMAGE_SUPPORT
  /// CL_DEVICE_REGISTERS_PER_BLOCK_NV on NVIDIA's platform, 0 elsewhere: what
  /// a tile of more threads than the driver reports is built for (kernel_entry.h).
  cl_uint registers_per_block = 0;
  /// accelerator::set_default_cpu_access_type; shared by all accelerator objects.
  std::atomic<concurrency::access_type> default_access{concurrency::access_type_auto};
  /// set_default_cpu_access_type succeeded once: later calls fail (Microsoft's rule).
  std::atomic<bool> default_access_set{false};
  /// An array was made with the runtime's default access type
  /// (explicit_cpu_access_default): set_default_cpu_access_type fails from then on.
  std::atomic<bool> default_access_used{false};

  /// direct3d::d3d_access_lock's lock of the device's default view (created
  /// views have their own, in their view_id).
  std::recursive_mutex d3d_access;

  std::once_flag context_once;
  /// Live as long as the process: devices are never destroyed (all_devices),
  /// so these are never released, deliberately, as at exit the driver may be
  /// gone before they would be (the exit drain lets the queues finish).
  cl::Context context;
  cl::CommandQueue queue;
  /// Launches queued since the queue was last flushed or waited for: what
  /// flush_other_queues() flushes before another device's work (queue.cpp).
  std::atomic<bool> unflushed{false};

  /// A device of views made over a queue of the program's own
  /// (opencl::create_accelerator_view): the enumerated device it stands on,
  /// whose accelerator its views report; null for the enumerated devices.
  std::shared_ptr<device_impl> interop_of;

  /// "platform-name device-name", what AMP_CLANG_DEVICE substrings match.
  std::string full_name() const { return platform_name + " " + device_name; }
};

/// A property of device \p d, typed as the OpenCL C++ bindings type it
/// (cl::Device::getInfo); throws runtime_exception naming the error.
template <cl_device_info _AmpName> auto device_info(cl_device_id d) {
  cl_int err = CL_SUCCESS;
  auto v = cl::Device(d).getInfo<_AmpName>(&err);
  if (err != CL_SUCCESS) throw_device_info_error(err, "clGetDeviceInfo");
  return v;
}
/// A property of platform \p p, likewise (cl::Platform::getInfo).
template <cl_platform_info _AmpName> auto platform_info(cl_platform_id p) {
  cl_int err = CL_SUCCESS;
  auto v = cl::Platform(p).getInfo<_AmpName>(&err);
  if (err != CL_SUCCESS) throw_device_info_error(err, "clGetPlatformInfo");
  return v;
}

/// The devices opencl::create_accelerator_view made over queues of the
/// program's own (runtime/opencl_interop.cpp), never destroyed; safe to walk
/// while another thread adds one (a snapshot).
const std::vector<std::shared_ptr<device_impl>> &interop_devices();

/// The host accelerator, AMP_CLANG_DEVICE=host: listed after the OpenCL devices.
std::shared_ptr<device_impl> host_device();
/// Microsoft's WARP: the first CPU OpenCL device, else the host accelerator.
std::shared_ptr<device_impl> warp_device();
/// Every device of every platform, enumerated once (the host accelerator is not one).
const std::vector<std::shared_ptr<device_impl>> &all_devices();
/// The device named by a selection string (see accelerator.h); throws runtime_exception,
/// naming the string as \p source spells where it came from.
std::shared_ptr<device_impl> select_device(const std::string &spec, const char *source = "AMP_CLANG_DEVICE=");
/// AMP_CLANG_DEVICE's device, else the first GPU, else the first device. Cached.
std::shared_ptr<device_impl> default_device();
/// Fixes the default device (accelerator::set_default); false once it was used.
bool set_default_device(const std::shared_ptr<device_impl> &d);
/// The default device if one was chosen (or used) already, else null: never chooses.
std::shared_ptr<device_impl> chosen_default_device();

/// The D3D access lock of a view (direct3d_interop.cpp): the runtime holds it
/// while it uses the view (launches, wait, flush), so that a thread holding it
/// through direct3d::d3d_access_lock keeps the view's device work out.
std::recursive_mutex &d3d_access_mutex(const concurrency::accelerator_view &view);

/// Creates the device's context and in-order queue if not yet done (queue.cpp).
void ensure_queue(device_impl &d);
/// Flushes every other device's queue that holds launches not yet flushed.
/// Launches are not flushed one by one (back-to-back launches reach a device
/// in one batch), so before work on \p d, or a wait there, the others' queued
/// kernels are sent to their devices: a launch on GPU 1 never waits for a
/// later wait on GPU 0 to start GPU 0's work.
void flush_other_queues(const device_impl &d);
/// Registers (again) an exit handler that lets every queue finish: a program
/// may end with kernels still queued (views whose data was discarded, results
/// nobody read), and the driver must not be unloaded under them (queue.cpp).
/// Exit handlers run newest first, so registering after the driver's own lazily
/// made statics keeps the drain ahead of their destruction.
void finish_queues_at_exit();

} // namespace amp_clang::detail
