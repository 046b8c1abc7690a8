// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// <amp_graphics.h>'s textures compile; its Direct3D texture interop has no
// meaning on OpenCL, and each use is one error at the use saying why.
#include <amp_graphics.h>

using namespace concurrency;
using namespace concurrency::graphics;

float_4 fine(float_4 v) restrict(amp) { return v.get_wzyx(); }
struct Holder {
  static texture<float, 1> *tex;
  texture_view<const int, 2> *v;
  writeonly_texture_view<int, 1> *w;
};
void sample(const sampler &s);

void interop(texture<float, 2> &t, IUnknown *d3d) {
  graphics::direct3d::get_texture(t);
  // CHECK: graphics-direct3d-interop.cpp:[[@LINE-1]]:23: error: 'get_texture<float, 2>' is unavailable: Direct3D texture interop has no equivalent on OpenCL: amp-clang's devices have no Direct3D texture or sampler; use texture, texture_view and sampler instead
  auto u = graphics::direct3d::make_texture<float, 2>(t.accelerator_view, d3d);
  // CHECK: graphics-direct3d-interop.cpp:[[@LINE-1]]:32: error: 'make_texture<float, 2>' is unavailable
  sampler s = graphics::direct3d::make_sampler(d3d);
  // CHECK: graphics-direct3d-interop.cpp:[[@LINE-1]]:35: error: 'make_sampler' is unavailable
  graphics::direct3d::get_sampler(t.accelerator_view, s);
  // CHECK: graphics-direct3d-interop.cpp:[[@LINE-1]]:23: error: 'get_sampler' is unavailable
}
