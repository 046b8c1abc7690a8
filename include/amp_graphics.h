// C++ AMP's graphics header (Microsoft's <amp_graphics.h>) for amp-clang.
//
// Provides <amp.h>, the short vector types of <amp_short_vectors.h>
// (Concurrency::graphics::norm, unorm, int_2 ... unorm_4, short_vector,
// short_vector_traits) and the texture API: texture, texture_view,
// writeonly_texture_view, sampler, copy and copy_async (docs/textures.md).
// Direct3D texture interop (graphics::direct3d::make_texture and the like) is
// declared unavailable, with the reason (docs/msvc.md).
#pragma once

#include <amp.h>
#include <amp_short_vectors.h>
#include <amp_clang/textures.h>
