// concurrency::accelerator (an OpenCL device) and accelerator_view (its queue).
#pragma once

#include <amp_clang/access_type.h>
#include <amp_clang/completion_future.h>
#include <amp_clang/namespace.h>
#include <amp_clang/property.h>
#include <amp_clang/restrict.h>

#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace amp_clang::detail {
struct device_impl; // runtime/device.h
}

namespace Concurrency {

class accelerator;

/// How a view submits commands. Every view sits on its device's one in-order
/// OpenCL queue, so the mode is recorded and reported but both behave alike.
enum queuing_mode { queuing_mode_immediate, queuing_mode_automatic };

/// A view of an accelerator. Launches are asynchronous; host access to data
/// waits for them, and so does wait(). The default view and those made by
/// create_view() are distinct views (they compare unequal) over the same
/// device queue.
class accelerator_view {
public:
  Concurrency::accelerator get_accelerator() const;
  Concurrency::queuing_mode get_queuing_mode() const { return m_queuing_mode; }
  void wait() const;  ///< block until all queued work finished
  void flush() const; ///< submit queued work without waiting
  /// A future that completes once all work queued so far finished.
  completion_future create_marker() const;
  bool get_is_debug() const { return false; }
  unsigned int get_version() const;
  bool get_is_auto_selection() const { return m_id && m_id->auto_selection; }
  bool operator==(const accelerator_view &o) const {
    return m_device == o.m_device && m_id == o.m_id;
  }
  bool operator!=(const accelerator_view &o) const { return !(*this == o); }

  // Assignment only to lvalues, so `arr.get_accelerator_view() = v` is an error
  // as with Microsoft's read-only property (C2774).
  accelerator_view(const accelerator_view &) = default;
  accelerator_view(accelerator_view &&) = default;
  accelerator_view &operator=(const accelerator_view &) & = default;
  accelerator_view &operator=(accelerator_view &&) & = default;

  /// Microsoft's properties, where the MSVC dialect is on (-fms-extensions);
  /// accelerator is incomplete here, so `av.accelerator` cannot be a member.
  AMP_CLANG_PROPERTY(Concurrency::queuing_mode, queuing_mode)
  AMP_CLANG_PROPERTY(Concurrency::accelerator, accelerator)
  AMP_CLANG_PROPERTY(bool, is_debug)
  AMP_CLANG_PROPERTY(unsigned int, version)
  AMP_CLANG_PROPERTY(bool, is_auto_selection)

  // Internal: the runtime builds views. A null id is the device's default view.
  struct view_id {
    bool auto_selection = false;
    bool cpu = false;              ///< a view of accelerator(cpu_accelerator)
    bool timeout_disabled = false; ///< direct3d::create_accelerator_view(acc, true)
    /// direct3d::d3d_access_lock's lock (the default view's is its device's).
    mutable std::recursive_mutex d3d_access;
  };
  explicit accelerator_view(std::shared_ptr<amp_clang::detail::device_impl> d,
                            Concurrency::queuing_mode mode = queuing_mode_automatic,
                            std::shared_ptr<const view_id> id = nullptr)
      : m_queuing_mode(mode), m_device(std::move(d)), m_id(std::move(id)) {}
  const std::shared_ptr<amp_clang::detail::device_impl> &impl() const { return m_device; }
  const view_id *id() const { return m_id.get(); } ///< null for the device's default view

private:
  Concurrency::queuing_mode m_queuing_mode = queuing_mode_automatic;
  std::shared_ptr<amp_clang::detail::device_impl> m_device;
  std::shared_ptr<const view_id> m_id; ///< identity of a created view
};

/// Microsoft's limits (amprt.h): views per kernel (64 writable + 128
/// read-only), and the length of a module name.
static const unsigned int HLSL_MAX_NUM_BUFFERS = 64 + 128;
static const unsigned int MODULENAME_MAX_LENGTH = 1024;

/// Ends the runtime's use of the default accelerator: work queued on it
/// finishes, and the next use of the runtime chooses the default afresh
/// (accelerator::set_default succeeds again). Other state stays.
void amp_uninitialize() restrict(cpu);

/// An OpenCL device, the host accelerator, or Microsoft's cpu accelerator.
/// Microsoft's device model (docs/devices.md): `direct3d_ref`, the slow exact
/// emulator, is the host accelerator (kernels as C++ on the CPU);
/// `direct3d_warp`, the CPU device, is the first CPU OpenCL device (else the
/// host accelerator); `cpu_accelerator` holds staging arrays and runs no
/// kernel. All three, and every CPU OpenCL device, are emulated.
/// The default one is chosen by AMP_CLANG_DEVICE ("cpu", "gpu", "host", an
/// index into get_all(), or a substring of "platform device"), else the first
/// GPU, else the first device. Properties are plain members (Microsoft's are
/// __declspec properties), filled at construction.
class accelerator {
public:
  static constexpr const wchar_t *default_accelerator = L"default";
  /// Microsoft's cpu accelerator: host memory for staging arrays; a launch on
  /// it throws runtime_exception. Its views sit on the first OpenCL CPU device,
  /// else on the default device, but it is its own accelerator.
  static constexpr const wchar_t *cpu_accelerator = L"cpu";
  /// The first CPU OpenCL device (PoCL), as WARP is Microsoft's CPU device;
  /// without one, the host accelerator.
  static constexpr const wchar_t *direct3d_warp = L"direct3d\\warp";
  /// The host accelerator, as REF is Microsoft's exact (and slow) emulator.
  static constexpr const wchar_t *direct3d_ref = L"direct3d\\ref";

  accelerator();                                  ///< the default accelerator
  /// By device path (as get_device_path() reports it, "opencl:<index>" for any
  /// OpenCL device, "host" for the host accelerator) or "default".
  explicit accelerator(const std::wstring &path);

  /// The view parallel_for_each uses when given none: the default accelerator's.
  static accelerator_view get_auto_selection_view() restrict(cpu);

  static std::vector<accelerator> get_all() restrict(cpu);
  /// Makes `path` the default; false once the default has been used.
  static bool set_default(const std::wstring &path) restrict(cpu);

  std::wstring get_device_path() const { return m_device_path; }
  std::wstring get_description() const { return m_description; }
  unsigned int get_version() const { return m_version; }
  std::size_t get_dedicated_memory() const { return m_dedicated_memory; }
  bool get_supports_double_precision() const { return m_supports_double_precision; }
  bool get_supports_limited_double_precision() const { return m_supports_limited_double_precision; }
  bool get_has_display() const { return m_has_display; }
  bool get_is_debug() const { return m_is_debug; }
  bool get_is_emulated() const { return m_is_emulated; }
  accelerator_view get_default_view() const { return m_default_view; }
  bool get_supports_cpu_shared_memory() const { return m_supports_cpu_shared_memory; }
  access_type get_default_cpu_access_type() const;
  /// Shared by all accelerator objects of the device. As Microsoft documents,
  /// true only for the first call, and only while no array has been made on
  /// the device with the runtime's default (access_type_auto).
  bool set_default_cpu_access_type(access_type type);
  /// A new view (unequal to every other) on the same device.
  accelerator_view create_view(Concurrency::queuing_mode qmode = queuing_mode_automatic) const;

  bool operator==(const accelerator &o) const { return m_device_path == o.m_device_path; }
  bool operator!=(const accelerator &o) const { return !(*this == o); }

private:
  /// "opencl:<index in get_all()>", direct3d_warp (the first CPU device),
  /// direct3d_ref (the host accelerator) or cpu_accelerator
  std::wstring m_device_path;
  std::wstring m_description;            ///< the OpenCL device name
  unsigned int m_version = 0;            ///< OpenCL version, major << 16 | minor
  std::size_t m_dedicated_memory = 0;    ///< global memory in KiB; 0 where it is the host's (CPU devices)
  bool m_supports_double_precision = false;
  bool m_supports_limited_double_precision = false;
  bool m_has_display = false;
  bool m_is_debug = false;
  bool m_is_emulated = false;            ///< software devices: CPU OpenCL devices, the host and cpu accelerators
  /// CPU devices, or CL_DEVICE_HOST_UNIFIED_MEMORY: host memory is device memory.
  bool m_supports_cpu_shared_memory = false;
  accelerator_view m_default_view;

public:
  // Microsoft's read-only properties (assigning one is an error, as with
  // Visual C++'s C2774), where the MSVC dialect is on; else the get_ functions.
  AMP_CLANG_PROPERTY(std::wstring, device_path)
  AMP_CLANG_PROPERTY(std::wstring, description)
  AMP_CLANG_PROPERTY(unsigned int, version)
  AMP_CLANG_PROPERTY(std::size_t, dedicated_memory)
  AMP_CLANG_PROPERTY(bool, supports_double_precision)
  AMP_CLANG_PROPERTY(bool, supports_limited_double_precision)
  AMP_CLANG_PROPERTY(bool, has_display)
  AMP_CLANG_PROPERTY(bool, is_debug)
  AMP_CLANG_PROPERTY(bool, is_emulated)
  AMP_CLANG_PROPERTY(bool, supports_cpu_shared_memory)
  AMP_CLANG_PROPERTY(Concurrency::accelerator_view, default_view)
  AMP_CLANG_PROPERTY(access_type, default_cpu_access_type)

  // Internal: the runtime builds accelerators.
  explicit accelerator(std::shared_ptr<amp_clang::detail::device_impl> d);
};

} // namespace Concurrency

namespace amp_clang {
/// The device path of the host accelerator (AMP_CLANG_DEVICE=host), which
/// runs kernels as C++ on the CPU for debugging (amp_clang/host_launch.h):
/// Microsoft's REF, accelerator::direct3d_ref (L"host" names it too).
/// accelerator::get_all() lists it after the OpenCL devices.
constexpr const wchar_t *host_accelerator = concurrency::accelerator::direct3d_ref;
/// Resolves an AMP_CLANG_DEVICE-style selection ("cpu", "gpu", "2", "pocl");
/// throws runtime_exception listing the devices when nothing matches.
concurrency::accelerator select_accelerator(const std::string &spec);
/// "platform-name device-name" of the default accelerator.
std::string device_name();
namespace detail {
/// The view's device's default cpu access type as set by
/// accelerator::set_default_cpu_access_type; access_type_auto when never set.
/// For an array made with access_type_auto: the default counts as used, and
/// set_default_cpu_access_type fails from then on.
concurrency::access_type explicit_cpu_access_default(const concurrency::accelerator_view &v);
/// The view is one of the host accelerator's.
bool is_host_accelerator(const concurrency::accelerator_view &v);
/// Set while this thread runs a kernel on the host accelerator: the kernel's
/// element accesses are its device's, which an array's access_type_none (no
/// access for host code) does not block.
inline bool &running_host_kernel() noexcept {
  static thread_local bool on = false;
  return on;
}
/// Marks this thread as running a host kernel for its lifetime.
class host_kernel_scope {
public:
  host_kernel_scope() noexcept : m_was(running_host_kernel()) { running_host_kernel() = true; }
  ~host_kernel_scope() { running_host_kernel() = m_was; }
  host_kernel_scope(const host_kernel_scope &) = delete;
  host_kernel_scope &operator=(const host_kernel_scope &) = delete;

private:
  bool m_was;
};
/// Forgets the cached default device so that AMP_CLANG_DEVICE is read again (tests).
void reset_default_device();
} // namespace detail
} // namespace amp_clang
