// What code amp-clang generates passes for a kernel's image variant
// (docs/textures.md, Decision 6): each sampled texture_view as a level of
// texels with its format, each captured sampler as its modes.
#pragma once

#include <amp_clang/kernel.h>
#include <amp_clang/textures/sampler.h>
#include <amp_clang/textures/texture_view.h>

namespace amp_clang {

/// The image variant's next image: \p v's most detailed level. \p _AmpArgs
/// is launch_args, a template parameter so that this header need not include
/// the launch contract.
template <class _AmpArgs, class _AmpT, int _AmpN>
void image_argument(_AmpArgs &a, const concurrency::graphics::texture_view<const _AmpT, _AmpN> &v) {
  namespace tex = concurrency::graphics::detail_tex;
  using traits = tex::element_traits<_AmpT>;
  const auto levels = v.texture_copy_source();
  const auto &t = *levels.texels;
  image_source s;
  s.byte_offset = t.level_word(levels.first) * 4u;
  s.rank = _AmpN;
  for (int i = 0; i < _AmpN; ++i) // OpenCL's width is C++ AMP's last index
    s.size[i] = static_cast<std::size_t>(t.level_dim(levels.first, _AmpN - 1 - i));
  s.components = traits::components;
  s.kind = traits::kind == tex::kind_float   ? image_source::float_kind
           : traits::kind == tex::kind_unorm ? image_source::unorm_kind
           : traits::kind == tex::kind_norm  ? image_source::norm_kind
                                             : image_source::none;
  s.bits = t.bits;
  s.one_level = levels.count == 1;
  a.image(t.words, std::move(s));
}

/// The image variant's next sampler.
template <class _AmpArgs> void sampler_argument(_AmpArgs &a, const concurrency::graphics::sampler &s) {
  const concurrency::graphics::float_4 b = s.get_border_color();
  a.sampler(sampler_source{static_cast<unsigned>(s.get_filter_mode()), static_cast<unsigned>(s.get_address_mode()),
                           b.x == 0.0f && b.y == 0.0f && b.z == 0.0f && b.w == 0.0f});
}

} // namespace amp_clang
