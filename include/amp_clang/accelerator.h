// concurrency::accelerator (an OpenCL device) and accelerator_view (its queue).
#pragma once

#include <amp_clang/namespace.h>

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace amp_clang::detail {
struct device_impl; // runtime/device.h
}

namespace Concurrency {

class accelerator;

/// The in-order command queue of an accelerator. Launches are asynchronous;
/// host access to data waits for them, and so does wait().
class accelerator_view {
public:
  accelerator get_accelerator() const;
  void wait() const;  ///< block until all queued work finished
  void flush() const; ///< submit queued work without waiting
  bool get_is_debug() const { return false; }
  unsigned int get_version() const;
  bool operator==(const accelerator_view &o) const { return m_device == o.m_device; }
  bool operator!=(const accelerator_view &o) const { return !(*this == o); }

  // Internal: the runtime builds views.
  explicit accelerator_view(std::shared_ptr<amp_clang::detail::device_impl> d)
      : m_device(std::move(d)) {}
  const std::shared_ptr<amp_clang::detail::device_impl> &impl() const { return m_device; }

private:
  std::shared_ptr<amp_clang::detail::device_impl> m_device;
};

/// An OpenCL device. The default one is chosen by AMP_CLANG_DEVICE ("cpu",
/// "gpu", an index into get_all(), or a substring of "platform device"),
/// else the first GPU, else the first device. Properties are plain members
/// (Microsoft's are __declspec properties), filled at construction.
class accelerator {
public:
  static constexpr const wchar_t *default_accelerator = L"default";
  static constexpr const wchar_t *cpu_accelerator = L"cpu";

  accelerator();                                  ///< the default accelerator
  explicit accelerator(const std::wstring &path); ///< by device path ("opencl:0") or "default"

  static std::vector<accelerator> get_all();
  /// Makes `path` the default; false once the default has been used.
  static bool set_default(const std::wstring &path);

  std::wstring get_device_path() const { return device_path; }
  std::wstring get_description() const { return description; }
  unsigned int get_version() const { return version; }
  std::size_t get_dedicated_memory() const { return dedicated_memory; }
  bool get_supports_double_precision() const { return supports_double_precision; }
  bool get_supports_limited_double_precision() const { return supports_limited_double_precision; }
  bool get_has_display() const { return has_display; }
  bool get_is_debug() const { return is_debug; }
  bool get_is_emulated() const { return is_emulated; }
  accelerator_view get_default_view() const { return default_view; }
  accelerator_view create_view() const { return default_view; }

  bool operator==(const accelerator &o) const { return device_path == o.device_path; }
  bool operator!=(const accelerator &o) const { return !(*this == o); }

  std::wstring device_path;            ///< "opencl:<index in get_all()>"
  std::wstring description;            ///< the OpenCL device name
  unsigned int version = 0;            ///< OpenCL version, major << 16 | minor
  std::size_t dedicated_memory = 0;    ///< global memory in KiB
  bool supports_double_precision = false;
  bool supports_limited_double_precision = false;
  bool has_display = false;
  bool is_debug = false;
  bool is_emulated = false;            ///< true for CPU devices (PoCL)
  accelerator_view default_view;

  // Internal: the runtime builds accelerators.
  explicit accelerator(std::shared_ptr<amp_clang::detail::device_impl> d);
};

} // namespace Concurrency

namespace amp_clang {
/// Resolves an AMP_CLANG_DEVICE-style selection ("cpu", "gpu", "2", "pocl");
/// throws runtime_exception listing the devices when nothing matches.
concurrency::accelerator select_accelerator(const std::string &spec);
/// "platform-name device-name" of the default accelerator.
std::string device_name();
namespace detail {
/// Forgets the cached default device so that AMP_CLANG_DEVICE is read again (tests).
void reset_default_device();
} // namespace detail
} // namespace amp_clang
