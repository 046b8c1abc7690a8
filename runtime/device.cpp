// Platform and device discovery, and the choice of the default device (AMP_CLANG_DEVICE).
#include "device.h"

#include "cl_check.h"
#include "log.h"

#include <amp_clang/accelerator.h>
#include <amp_clang/exceptions.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include <pthread.h>

namespace amp_clang::detail {

void throw_device_info_error(cl_int err, const char *call) { throw_cl_error(err, call); }

namespace {

/// PoCL's CPU device runs each work-group on one of its worker threads,
/// whose stack holds the group's private memory: a kernel whose lambdas copy
/// a 15 KB capture overflowed the 8 MiB default stack at 256 work-items a
/// group (test/random seed 5722: SIGSEGV in the work-group function). The
/// threads a driver starts while the platforms are enumerated get at least
/// 64 MiB of stack (address space, committed only as it is used); the
/// process's own default comes back afterwards, so the program's threads keep
/// theirs.
class driver_thread_stacks {
public:
  static constexpr std::size_t minimum = std::size_t(64) << 20;
  driver_thread_stacks() {
    if (pthread_getattr_default_np(&m_old) != 0)
      return;
    m_have_old = true;
    std::size_t size = 0;
    pthread_attr_getstacksize(&m_old, &size);
    if (size >= minimum)
      return;
    pthread_attr_t big;
    pthread_attr_init(&big);
    pthread_attr_setstacksize(&big, minimum);
    m_restore = pthread_setattr_default_np(&big) == 0;
    pthread_attr_destroy(&big);
  }
  ~driver_thread_stacks() {
    if (m_restore)
      pthread_setattr_default_np(&m_old);
    if (m_have_old)
      pthread_attr_destroy(&m_old);
  }
  driver_thread_stacks(const driver_thread_stacks &) = delete;
  driver_thread_stacks &operator=(const driver_thread_stacks &) = delete;

private:
  pthread_attr_t m_old;
  bool m_have_old = false, m_restore = false;
};

std::vector<std::shared_ptr<device_impl>> enumerate() {
  const driver_thread_stacks stacks;
  std::vector<std::shared_ptr<device_impl>> out;
  cl_uint nplat = 0;
  cl_int err = clGetPlatformIDs(0, nullptr, &nplat);
  if (err == -1001 /* CL_PLATFORM_NOT_FOUND_KHR */ || nplat == 0) return out;
  check_cl(err, "clGetPlatformIDs");
  std::vector<cl_platform_id> plats(nplat);
  check_cl(clGetPlatformIDs(nplat, plats.data(), nullptr), "clGetPlatformIDs");
  for (cl_platform_id p : plats) {
    cl_uint ndev = 0;
    err = clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 0, nullptr, &ndev);
    if (err == CL_DEVICE_NOT_FOUND || ndev == 0) continue;
    check_cl(err, "clGetDeviceIDs");
    std::vector<cl_device_id> devs(ndev);
    check_cl(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, ndev, devs.data(), nullptr), "clGetDeviceIDs");
    for (cl_device_id id : devs) {
      auto d = std::make_shared<device_impl>();
      d->index = static_cast<int>(out.size());
      d->platform = p;
      d->device = id;
      const cl::Device dev(id);
      d->type = device_info<CL_DEVICE_TYPE>(id);
      d->platform_name = platform_info<CL_PLATFORM_NAME>(p);
      d->device_name = device_info<CL_DEVICE_NAME>(id);
      d->version = device_info<CL_DEVICE_VERSION>(id);
      d->global_mem = device_info<CL_DEVICE_GLOBAL_MEM_SIZE>(id);
      d->max_alloc = device_info<CL_DEVICE_MAX_MEM_ALLOC_SIZE>(id);
      d->max_constant = device_info<CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE>(id);
      d->max_parameter = device_info<CL_DEVICE_MAX_PARAMETER_SIZE>(id);
      d->max_work_group = device_info<CL_DEVICE_MAX_WORK_GROUP_SIZE>(id);
      const auto sizes = device_info<CL_DEVICE_MAX_WORK_ITEM_SIZES>(id);
      for (std::size_t i = 0; i < 3 && i < sizes.size(); ++i) d->max_item_sizes[i] = sizes[i];
      d->fp64 = device_info<CL_DEVICE_DOUBLE_FP_CONFIG>(id) != 0;
      // Deprecated in OpenCL 2.0 and may be refused; a CPU device shares host memory anyway.
      cl_bool unified = CL_FALSE;
      dev.getInfo(CL_DEVICE_HOST_UNIFIED_MEMORY, &unified);
      d->host_unified = unified == CL_TRUE || (d->type & CL_DEVICE_TYPE_CPU) != 0;
      d->images = device_info<CL_DEVICE_IMAGE_SUPPORT>(id) == CL_TRUE;
      if (d->platform_name.find("NVIDIA") != std::string::npos) {
        // CL_DEVICE_REGISTERS_PER_BLOCK_NV (cl_ext.h's cl_nv_device_attribute_query,
        // which the bindings do not type); 65,536 on every NVIDIA GPU since Kepler.
        cl_uint per_block = 0;
        dev.getInfo(0x4002, &per_block);
        d->registers_per_block = per_block ? per_block : 65536;
      }
      log(log_level::debug, "device {}: {}", d->index, d->full_name());
      out.push_back(std::move(d));
    }
  }
  return out;
}

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

std::mutex default_mutex;
std::shared_ptr<device_impl> default_dev; // guarded by default_mutex

} // namespace

const std::vector<std::shared_ptr<device_impl>> &all_devices() {
  // Never destroyed (nor the devices, their contexts and queues): device.h.
  static const auto &devices = *new std::vector<std::shared_ptr<device_impl>>(enumerate());
  return devices;
}

std::shared_ptr<device_impl> host_device() {
  static const std::shared_ptr<device_impl> host = [] {
    auto d = std::make_shared<device_impl>();
    d->index = -1;
    d->host = true;
    d->platform_name = "amp-clang";
    d->device_name = "host";
    d->fp64 = true;
    d->host_unified = true;
    d->max_work_group = 1024; // C++ AMP's largest tile
    return d;
  }();
  return host;
}

std::shared_ptr<device_impl> warp_device() {
  for (const auto &d : all_devices())
    if (d->type & CL_DEVICE_TYPE_CPU) return d;
  return host_device();
}

std::shared_ptr<device_impl> select_device(const std::string &spec, const char *source) {
  // The host accelerator needs no OpenCL platform at all. Microsoft's device
  // paths name the devices that stand for REF and WARP.
  const std::string spelled = lower(spec);
  if (spelled == "host" || spelled == "direct3d\\ref") return host_device();
  if (spelled == "direct3d\\warp") return warp_device();
  const auto &devs = all_devices();
  if (devs.empty())
    throw concurrency::runtime_exception(
        "amp-clang: no OpenCL device found (is an ICD such as pocl-opencl-icd installed?)", E_FAIL,
        CL_DEVICE_NOT_FOUND);
  const std::string want = lower(spec);
  auto first_of_type = [&](cl_device_type t) -> std::shared_ptr<device_impl> {
    for (const auto &d : devs)
      if (d->type & t) return d;
    return nullptr;
  };
  std::shared_ptr<device_impl> found;
  if (want.empty()) {
    found = first_of_type(CL_DEVICE_TYPE_GPU);
    if (!found) found = devs.front();
  } else if (want == "cpu") {
    found = first_of_type(CL_DEVICE_TYPE_CPU);
  } else if (want == "gpu") {
    found = first_of_type(CL_DEVICE_TYPE_GPU);
  } else if (std::all_of(want.begin(), want.end(), [](unsigned char c) { return std::isdigit(c); })) {
    std::size_t i = std::strtoul(want.c_str(), nullptr, 10);
    if (i < devs.size()) found = devs[i];
  } else {
    for (const auto &d : devs)
      if (lower(d->full_name()).find(want) != std::string::npos) {
        found = d;
        break;
      }
  }
  if (!found) {
    std::string msg = fmt::format(
        "amp-clang: {}\"{}\" selects no device; use \"cpu\", \"gpu\", \"host\", an "
        "index or a substring of one of:",
        source, spec);
    for (const auto &d : devs) msg += fmt::format("\n  {}: {}", d->index, d->full_name());
    msg += "\n  host: the host accelerator (kernels run as C++ on this CPU)";
    throw concurrency::runtime_exception(msg, E_INVALIDARG, CL_DEVICE_NOT_FOUND);
  }
  return found;
}

std::shared_ptr<device_impl> default_device() {
  std::lock_guard<std::mutex> lock(default_mutex);
  if (!default_dev) {
    const char *env = std::getenv("AMP_CLANG_DEVICE");
    default_dev = select_device(env ? env : "");
    log(log_level::info, "default device {}: {}", default_dev->index, default_dev->full_name());
  }
  return default_dev;
}

bool set_default_device(const std::shared_ptr<device_impl> &d) {
  std::lock_guard<std::mutex> lock(default_mutex);
  // Once set, or used, the default is fixed for the process, and a later call
  // sets nothing, whatever device it names (accelerator::set_default).
  if (default_dev) return false;
  default_dev = d;
  return true;
}

std::shared_ptr<device_impl> chosen_default_device() {
  std::lock_guard<std::mutex> lock(default_mutex);
  return default_dev;
}

void reset_default_device() {
  std::lock_guard<std::mutex> lock(default_mutex);
  default_dev.reset();
}

} // namespace amp_clang::detail
