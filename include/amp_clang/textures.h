// C++ AMP's texture types are not provided yet. They are declared unavailable
// so that code naming them gets one clear error at the use rather than
// Clang's "no template named 'texture'" and the errors that follow it.
#pragma once

#include <amp_clang/namespace.h>

#define AMP_CLANG_NO_TEXTURES                                                                                 \
  __attribute__((unavailable("C++ AMP textures (texture, texture_view, writeonly_texture_view, sampler) are " \
                             "not provided by amp-clang yet")))

namespace Concurrency {
namespace graphics {
template <typename _AmpT, int _AmpRank> class AMP_CLANG_NO_TEXTURES texture;
template <typename _AmpT, int _AmpRank> class AMP_CLANG_NO_TEXTURES texture_view;
template <typename _AmpT, int _AmpRank> class AMP_CLANG_NO_TEXTURES writeonly_texture_view;
class AMP_CLANG_NO_TEXTURES sampler;
} // namespace graphics
} // namespace Concurrency

#undef AMP_CLANG_NO_TEXTURES
