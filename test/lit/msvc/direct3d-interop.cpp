// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// Concurrency::direct3d's interop functions that take or return Direct3D
// objects (IUnknown *) have no meaning on OpenCL: each use is one error at the
// user's line saying so. The rest of the interop API compiles, and code that
// declares IUnknown itself (as Windows' <unknwn.h> does) agrees with amp.h's.
#include <amp.h>

struct IUnknown {
  virtual unsigned long AddRef() = 0;
  virtual unsigned long Release() = 0;
};
typedef struct IUnknown IUnknown;

using namespace concurrency;

void refused(IUnknown *device, IUnknown *buffer, array<int, 1> &a) {
  accelerator_view v = direct3d::create_accelerator_view(device);
  // CHECK: direct3d-interop.cpp:[[@LINE-1]]:34: error: 'create_accelerator_view' is unavailable: Direct3D interop has no equivalent on OpenCL: amp-clang's devices have no Direct3D device or buffer; for their OpenCL objects use concurrency::opencl in <amp_opencl.h>
  // CHECK: note: 'create_accelerator_view' has been explicitly marked unavailable here
  IUnknown *d = direct3d::get_device(v);
  // CHECK: direct3d-interop.cpp:[[@LINE-1]]:27: error: 'get_device' is unavailable: Direct3D interop has no equivalent on OpenCL
  IUnknown *b = direct3d::get_buffer(a);
  // CHECK: direct3d-interop.cpp:[[@LINE-1]]:27: error: 'get_buffer<int, 1>' is unavailable: Direct3D interop has no equivalent on OpenCL
  array<int, 1> made = direct3d::make_array<int, 1>(extent<1>(4), v, buffer);
  // CHECK: direct3d-interop.cpp:[[@LINE-1]]:34: error: 'make_array<int, 1>' is unavailable: Direct3D interop has no equivalent on OpenCL
  accelerator_view w = direct3d::create_accelerator_view(nullptr, queuing_mode_immediate);
  // CHECK: direct3d-interop.cpp:[[@LINE-1]]:34: error: 'create_accelerator_view' is unavailable: Direct3D interop has no equivalent on OpenCL
  (void)d, (void)b, (void)made, (void)w;
}

// Implemented: views with a timeout flag and the D3D access lock.
bool implemented() {
  accelerator acc;
  accelerator_view v = direct3d::create_accelerator_view(acc, true, queuing_mode_automatic);
  if (direct3d::d3d_access_try_lock(v))
    direct3d::d3d_access_unlock(v);
  direct3d::d3d_access_lock(v);
  direct3d::scoped_d3d_access_lock held(v, direct3d::adopt_d3d_access_lock_t());
  direct3d::scoped_d3d_access_lock moved(std::move(held));
  return direct3d::is_timeout_disabled(v);
}
