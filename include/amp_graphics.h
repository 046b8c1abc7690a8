// C++ AMP's graphics header (Microsoft's <amp_graphics.h>) for amp-clang.
//
// Provided: <amp.h> and the short vector types of <amp_short_vectors.h>
// (Concurrency::graphics::norm, unorm, int_2 ... unorm_4, short_vector,
// short_vector_traits).
// NOT provided yet: texture, texture_view, writeonly_texture_view and sampler
// (and the rest of the texture API). They are declared unavailable, so code
// naming them gets an error saying so (docs/msvc.md).
#pragma once

#include <amp.h>
#include <amp_short_vectors.h>
#include <amp_clang/textures.h>
