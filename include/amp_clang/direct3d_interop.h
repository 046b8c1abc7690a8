// Concurrency::direct3d's Direct3D interop API (Microsoft's amp.h and amprt.h)
// on OpenCL. Views made with a timeout flag and the D3D access lock have a
// meaning here and are implemented (runtime/direct3d_interop.cpp); what takes or
// returns Direct3D objects (IUnknown *) has none and is declared unavailable, so
// that code using it fails at its own line with a message that says why.
#pragma once

#include <amp_clang/accelerator.h>
#include <amp_clang/array.h>
#include <amp_clang/namespace.h>

// Direct3D's COM base interface, as Windows' <unknwn.h> names it; only ever
// pointed to here. A forward declaration, so code that declares or defines it
// itself (`struct IUnknown { ... };`, `typedef struct IUnknown IUnknown;`)
// agrees with it.
struct IUnknown;

#define AMP_CLANG_NO_D3D_INTEROP                                                                        \
  __attribute__((unavailable("Direct3D interop has no equivalent on OpenCL: amp-clang's devices have no " \
                             "Direct3D device or buffer; for their OpenCL objects use concurrency::opencl in " \
                             "<amp_opencl.h>")))

namespace Concurrency {
namespace direct3d {

// No meaning on OpenCL: any use is an error at the user's line.
AMP_CLANG_NO_D3D_INTEROP IUnknown *get_device(const accelerator_view &av);
AMP_CLANG_NO_D3D_INTEROP accelerator_view create_accelerator_view(IUnknown *d3d_device,
                                                                  queuing_mode qmode = queuing_mode_automatic);
template <typename _AmpT, int _AmpN> AMP_CLANG_NO_D3D_INTEROP IUnknown *get_buffer(const array<_AmpT, _AmpN> &a);
template <typename _AmpT, int _AmpN>
AMP_CLANG_NO_D3D_INTEROP array<_AmpT, _AmpN> make_array(const extent<_AmpN> &e, const accelerator_view &av,
                                                IUnknown *d3d_buffer);

/// A new view on `acc`. OpenCL has no watchdog to switch off, so
/// `disable_timeout` is recorded and reported by is_timeout_disabled.
accelerator_view create_accelerator_view(accelerator &acc, bool disable_timeout,
                                         queuing_mode qmode = queuing_mode_automatic) restrict(cpu);
/// What the view was made with (false for views made otherwise).
bool is_timeout_disabled(const accelerator_view &av) restrict(cpu);

/// The view's D3D access lock: the runtime holds it while it uses the view
/// (launches on it, wait, flush), so while a thread holds it, other threads'
/// work on the view waits. Microsoft's lock is non-recursive (locking it twice
/// on one thread is undefined); this one is recursive, so that never deadlocks.
void d3d_access_lock(accelerator_view &av) restrict(cpu);
/// Takes the lock if no other thread holds it; true if taken.
bool d3d_access_try_lock(accelerator_view &av) restrict(cpu);
/// Releases the lock, which the calling thread holds.
void d3d_access_unlock(accelerator_view &av) restrict(cpu);

/// Tag: scoped_d3d_access_lock adopts a lock the thread already holds.
struct adopt_d3d_access_lock_t {};

/// Holds a view's D3D access lock for its lifetime (RAII); movable.
class scoped_d3d_access_lock {
public:
  explicit scoped_d3d_access_lock(accelerator_view &av) : m_view(av) { d3d_access_lock(av); }
  explicit scoped_d3d_access_lock(accelerator_view &av, adopt_d3d_access_lock_t) : m_view(av) {}
  scoped_d3d_access_lock(scoped_d3d_access_lock &&other) noexcept : m_view(other.m_view), m_owns(other.m_owns) {
    other.m_owns = false;
  }
  scoped_d3d_access_lock &operator=(scoped_d3d_access_lock &&other) noexcept {
    if (this != &other) {
      release();
      m_view = other.m_view;
      m_owns = other.m_owns;
      other.m_owns = false;
    }
    return *this;
  }
  scoped_d3d_access_lock(const scoped_d3d_access_lock &) = delete;
  scoped_d3d_access_lock &operator=(const scoped_d3d_access_lock &) = delete;
  ~scoped_d3d_access_lock() { release(); }

private:
  void release() noexcept {
    if (m_owns)
      d3d_access_unlock(m_view);
    m_owns = false;
  }
  accelerator_view m_view;
  bool m_owns = true;
};

} // namespace direct3d
} // namespace Concurrency

#undef AMP_CLANG_NO_D3D_INTEROP
