// concurrency::accelerator: the public face of device.cpp's devices.
#include "device.h"

#include <amp_clang/accelerator.h>
#include <amp_clang/exceptions.h>

#include <atomic>
#include <cstdio>

#include <unistd.h>

namespace Concurrency {
namespace {

std::wstring widen(const std::string &s) { return std::wstring(s.begin(), s.end()); }

unsigned int parse_version(const std::string &v) {
  unsigned int major = 0, minor = 0;
  std::sscanf(v.c_str(), "OpenCL %u.%u", &major, &minor);
  return major << 16 | minor;
}

std::shared_ptr<amp_clang::detail::device_impl> by_path(const std::wstring &path) {
  if (path.empty() || path == accelerator::default_accelerator)
    return amp_clang::detail::default_device();
  if (path == accelerator::cpu_accelerator) {
    for (const auto &d : amp_clang::detail::all_devices())
      if (d->type & CL_DEVICE_TYPE_CPU) return d;
    return amp_clang::detail::default_device();
  }
  const std::string narrow(path.begin(), path.end());
  const char *source = "the accelerator path ";
  if (narrow.rfind("opencl:", 0) == 0) return amp_clang::detail::select_device(narrow.substr(7), source);
  // direct3d_ref, direct3d_warp and "host" too (select_device).
  return amp_clang::detail::select_device(narrow, source);
}

/// The cpu accelerator's own default cpu access type: its memory is the
/// host's, whichever OpenCL device its views sit on.
struct cpu_access_default {
  std::atomic<access_type> type{access_type_auto};
  std::atomic<bool> set{false};
};
cpu_access_default &cpu_accelerator_access() {
  static cpu_access_default state;
  return state;
}

/// Physical memory in KiB: what Microsoft's cpu accelerator reports as dedicated.
std::size_t host_memory_kib() {
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && page > 0 ? static_cast<std::size_t>(pages) / 1024 * static_cast<std::size_t>(page) : 0;
}

} // namespace

accelerator::accelerator() : accelerator(amp_clang::detail::default_device()) {}

accelerator::accelerator(const std::wstring &path) : accelerator(by_path(path)) {
  if (path != cpu_accelerator) return;
  // Microsoft's cpu accelerator is its own accelerator with its own views,
  // with the properties Microsoft's runtime reports for it: version 0.1, the
  // host's memory, no doubles (it runs no kernel), emulated.
  static const std::shared_ptr<const accelerator_view::view_id> cpu_id = [] {
    auto id = std::make_shared<accelerator_view::view_id>();
    id->cpu = true;
    return id;
  }();
  m_device_path = cpu_accelerator;
  m_description = L"CPU accelerator";
  m_version = 1;
  m_dedicated_memory = host_memory_kib();
  m_supports_double_precision = m_supports_limited_double_precision = false;
  m_has_display = false;
  m_is_debug = false;
  m_is_emulated = true;
  m_supports_cpu_shared_memory = true;
  m_default_view = accelerator_view(m_default_view.impl(), queuing_mode_automatic, cpu_id);
}

accelerator::accelerator(std::shared_ptr<amp_clang::detail::device_impl> d) : m_default_view(d) {
  if (d->host) {
    // Microsoft's reference device (direct3d_ref): software, exact, slow, for
    // debugging kernels.
    m_device_path = amp_clang::host_accelerator;
    m_description = L"amp-clang host accelerator (kernels run as C++ on the CPU)";
    m_supports_double_precision = m_supports_limited_double_precision = true;
    m_is_emulated = true; // is_debug stays false: it means a Direct3D debug layer
    m_supports_cpu_shared_memory = true;
    return;
  }
  const bool cpu = (d->type & CL_DEVICE_TYPE_CPU) != 0;
  // The first CPU device stands for WARP, Microsoft's CPU device.
  m_device_path = cpu && d == amp_clang::detail::warp_device() ? std::wstring(direct3d_warp)
                                                               : L"opencl:" + std::to_wstring(d->index);
  m_description = widen(d->device_name);
  m_version = parse_version(d->version);
  // A CPU device's memory is the host's: none of it is dedicated.
  m_dedicated_memory = cpu ? 0 : static_cast<std::size_t>(d->global_mem / 1024);
  m_supports_double_precision = d->fp64;
  m_supports_limited_double_precision = d->fp64;
  // An OpenCL device runs kernels natively through its own driver, a CPU
  // device (the one standing for WARP) too: not emulated. C++ AMP test suites
  // treat a non-emulated device as hardware and run their device tests on it
  // (docs/devices.md says what this costs code that asks is_emulated).
  m_is_emulated = false;
  m_supports_cpu_shared_memory = d->host_unified;
}

accelerator_view accelerator::get_auto_selection_view() {
  // One process-wide identity: the auto-selection view is a view of its own.
  static const std::shared_ptr<const accelerator_view::view_id> id = [] {
    auto made = std::make_shared<accelerator_view::view_id>();
    made->auto_selection = true;
    return made;
  }();
  return accelerator_view(amp_clang::detail::default_device(), queuing_mode_automatic, id);
}

access_type accelerator::get_default_cpu_access_type() const {
  access_type t = m_device_path == cpu_accelerator ? cpu_accelerator_access().type.load()
                                                   : m_default_view.impl()->default_access.load();
  if (t != access_type_auto) return t;
  // What the runtime picks for auto: direct host access only where memory is shared.
  return m_supports_cpu_shared_memory ? access_type_read_write : access_type_none;
}

bool accelerator::set_default_cpu_access_type(access_type type) {
  // Microsoft's rule: the first call only, and only while the runtime's own
  // choice has not been used for an array.
  bool unset = false;
  if (m_device_path == cpu_accelerator) {
    if (!cpu_accelerator_access().set.compare_exchange_strong(unset, true)) return false;
    cpu_accelerator_access().type.store(type);
    return true;
  }
  amp_clang::detail::device_impl &d = *m_default_view.impl();
  if (d.default_access_used.load() || !d.default_access_set.compare_exchange_strong(unset, true)) return false;
  d.default_access.store(type);
  return true;
}

accelerator_view accelerator::create_view(Concurrency::queuing_mode qmode) const {
  auto id = std::make_shared<accelerator_view::view_id>();
  id->cpu = m_device_path == cpu_accelerator;
  return accelerator_view(m_default_view.impl(), qmode, std::move(id));
}

std::vector<accelerator> accelerator::get_all() {
  std::vector<accelerator> out;
  for (const auto &d : amp_clang::detail::all_devices()) out.push_back(accelerator(d));
  // Then REF (the host accelerator) and the cpu accelerator (for staging
  // arrays; it runs no kernel), last as in Microsoft's list; code that walks
  // get_all() picks them out by their paths.
  out.push_back(accelerator(amp_clang::detail::host_device()));
  out.push_back(accelerator(cpu_accelerator));
  return out;
}

bool accelerator::set_default(const std::wstring &path) {
  return amp_clang::detail::set_default_device(by_path(path));
}

void amp_uninitialize() {
  if (auto chosen = amp_clang::detail::chosen_default_device())
    accelerator_view(chosen).wait();
  amp_clang::detail::reset_default_device();
}

} // namespace Concurrency

namespace amp_clang {

concurrency::accelerator select_accelerator(const std::string &spec) {
  return concurrency::accelerator(detail::select_device(spec));
}

std::string device_name() { return detail::default_device()->full_name(); }

concurrency::access_type detail::explicit_cpu_access_default(const concurrency::accelerator_view &v) {
  // An array takes the default now: it can no longer be set.
  v.impl()->default_access_used.store(true);
  return v.impl()->default_access.load();
}

bool detail::is_host_accelerator(const concurrency::accelerator_view &v) { return v.impl()->host; }

} // namespace amp_clang
