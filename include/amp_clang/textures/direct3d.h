// Concurrency::graphics::direct3d: Direct3D texture and sampler interop has no
// meaning on OpenCL (amp-clang's devices have no Direct3D device, texture or
// sampler), so each function is declared unavailable: a use is one error at
// the user's line, saying why. msad4 is an HLSL intrinsic and is provided.
#pragma once

#include <amp_clang/direct3d_interop.h>
#include <amp_clang/textures/texture_view.h>

#define AMP_CLANG_NO_D3D_TEXTURES                                                                        \
  __attribute__((unavailable("Direct3D texture interop has no equivalent on OpenCL: amp-clang's devices have no " \
                             "Direct3D texture or sampler; use texture, texture_view and sampler instead")))

namespace Concurrency {
namespace graphics {
namespace direct3d {

template <typename _AmpT, int _AmpN> AMP_CLANG_NO_D3D_TEXTURES IUnknown *get_texture(const texture<_AmpT, _AmpN> &t);
template <typename _AmpT, int _AmpN>
AMP_CLANG_NO_D3D_TEXTURES IUnknown *get_texture(const writeonly_texture_view<_AmpT, _AmpN> &t);
template <typename _AmpT, int _AmpN>
AMP_CLANG_NO_D3D_TEXTURES IUnknown *get_texture(const texture_view<_AmpT, _AmpN> &t);
template <typename _AmpT, int _AmpN>
AMP_CLANG_NO_D3D_TEXTURES texture<_AmpT, _AmpN> make_texture(const Concurrency::accelerator_view &av,
                                                             IUnknown *d3d_texture, int view_format = 0);
AMP_CLANG_NO_D3D_TEXTURES sampler make_sampler(IUnknown *d3d_sampler);
AMP_CLANG_NO_D3D_TEXTURES IUnknown *get_sampler(const Concurrency::accelerator_view &av, const sampler &s);

/// HLSL's msad4: for each of 4 byte offsets into \p source, the masked sum
/// of absolute differences of \p reference's bytes against it (a zero byte of
/// \p reference is skipped), added to \p accum.
inline uint_4 msad4(unsigned int reference, uint_2 source, uint_4 accum) restrict(amp) {
  unsigned int r[4];
  for (int k = 0; k < 4; ++k)
    r[k] = (reference >> (8 * k)) & 0xffu;
  unsigned int out[4] = {accum.get_x(), accum.get_y(), accum.get_z(), accum.get_w()};
  for (int o = 0; o < 4; ++o)
    for (int k = 0; k < 4; ++k) {
      unsigned int at = static_cast<unsigned int>(o + k);
      unsigned int word = at < 4u ? source.get_x() : source.get_y();
      unsigned int s = (word >> (8u * (at & 3u))) & 0xffu;
      if (r[k] != 0u)
        out[o] += r[k] > s ? r[k] - s : s - r[k];
    }
  return uint_4(out[0], out[1], out[2], out[3]);
}

} // namespace direct3d
} // namespace graphics
} // namespace Concurrency

#undef AMP_CLANG_NO_D3D_TEXTURES
