// concurrency::accelerator: the public face of device.cpp's devices.
#include "device.h"

#include <amp_clang/accelerator.h>
#include <amp_clang/exceptions.h>

#include <cstdio>

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
  // Microsoft's Direct3D software devices have no OpenCL counterpart.
  if (path == accelerator::direct3d_warp || path == accelerator::direct3d_ref)
    throw runtime_exception("amp-clang: \"" + std::string(path.begin(), path.end()) +
                                "\" names a Direct3D device, which has no OpenCL counterpart",
                            E_INVALIDARG);
  if (path == accelerator::cpu_accelerator) {
    for (const auto &d : amp_clang::detail::all_devices())
      if (d->type & CL_DEVICE_TYPE_CPU) return d;
    return amp_clang::detail::default_device();
  }
  const std::string narrow(path.begin(), path.end());
  const char *source = "the accelerator path ";
  if (narrow.rfind("opencl:", 0) == 0) return amp_clang::detail::select_device(narrow.substr(7), source);
  return amp_clang::detail::select_device(narrow, source);
}

} // namespace

accelerator::accelerator() : accelerator(amp_clang::detail::default_device()) {}

accelerator::accelerator(const std::wstring &path) : accelerator(by_path(path)) {
  if (path != cpu_accelerator) return;
  // Microsoft's host accelerator is its own accelerator with its own views.
  static const std::shared_ptr<const accelerator_view::view_id> cpu_id = [] {
    auto id = std::make_shared<accelerator_view::view_id>();
    id->cpu = true;
    return id;
  }();
  m_device_path = cpu_accelerator;
  m_description = L"CPU accelerator";
  m_is_emulated = true;
  m_dedicated_memory = 0;
  m_default_view = accelerator_view(m_default_view.impl(), queuing_mode_automatic, cpu_id);
}

accelerator::accelerator(std::shared_ptr<amp_clang::detail::device_impl> d) : m_default_view(d) {
  if (d->host) {
    // Like Microsoft's reference device: software, for debugging kernels.
    m_device_path = amp_clang::host_accelerator;
    m_description = L"amp-clang host accelerator (kernels run as C++ on the CPU)";
    m_supports_double_precision = m_supports_limited_double_precision = true;
    m_is_emulated = true; // is_debug stays false: it means a Direct3D debug layer
    m_supports_cpu_shared_memory = true;
    return;
  }
  m_device_path = L"opencl:" + std::to_wstring(d->index);
  m_description = widen(d->device_name);
  m_version = parse_version(d->version);
  // A CPU device's memory is the host's: none of it is dedicated.
  m_dedicated_memory = (d->type & CL_DEVICE_TYPE_CPU) ? 0 : static_cast<std::size_t>(d->global_mem / 1024);
  m_supports_double_precision = d->fp64;
  m_supports_limited_double_precision = d->fp64;
  // Emulated means one of Microsoft's software accelerators (the cpu
  // accelerator here); an OpenCL device runs kernels natively through its own
  // driver, whether it is a GPU or a CPU (PoCL).
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
  access_type t = m_default_view.impl()->default_access.load();
  if (t != access_type_auto) return t;
  // What the runtime picks for auto: direct host access only where memory is shared.
  return m_supports_cpu_shared_memory ? access_type_read_write : access_type_none;
}

bool accelerator::set_default_cpu_access_type(access_type type) {
  m_default_view.impl()->default_access.store(type);
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
  // Microsoft's list holds the cpu accelerator (for staging arrays; it runs
  // no kernel), which code that walks get_all() picks out by its path.
  out.push_back(accelerator(cpu_accelerator));
  out.push_back(accelerator(amp_clang::detail::host_device()));
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
  return v.impl()->default_access.load();
}

bool detail::is_host_accelerator(const concurrency::accelerator_view &v) { return v.impl()->host; }

} // namespace amp_clang
