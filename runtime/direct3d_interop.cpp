// Concurrency::direct3d's interop API on OpenCL: views with a timeout flag, and the D3D access lock.
#include "device.h"

#include <amp_clang/direct3d_interop.h>

namespace amp_clang::detail {

std::recursive_mutex &d3d_access_mutex(const concurrency::accelerator_view &view) {
  if (const concurrency::accelerator_view::view_id *id = view.id()) return id->d3d_access;
  return view.impl()->d3d_access;
}

} // namespace amp_clang::detail

namespace Concurrency::direct3d {

accelerator_view create_accelerator_view(accelerator &acc, bool disable_timeout, queuing_mode qmode) {
  // OpenCL has no watchdog to switch off: the flag is recorded and reported.
  auto id = std::make_shared<accelerator_view::view_id>();
  id->cpu = acc.get_device_path() == accelerator::cpu_accelerator;
  id->timeout_disabled = disable_timeout;
  return accelerator_view(acc.get_default_view().impl(), qmode, std::move(id));
}

bool is_timeout_disabled(const accelerator_view &av) { return av.id() && av.id()->timeout_disabled; }

void d3d_access_lock(accelerator_view &av) { amp_clang::detail::d3d_access_mutex(av).lock(); }

bool d3d_access_try_lock(accelerator_view &av) { return amp_clang::detail::d3d_access_mutex(av).try_lock(); }

void d3d_access_unlock(accelerator_view &av) { amp_clang::detail::d3d_access_mutex(av).unlock(); }

} // namespace Concurrency::direct3d
