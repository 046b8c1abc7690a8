// C++ AMP's short vector types (Microsoft's <amp_short_vectors.h>) for
// amp-clang: Concurrency::graphics::norm, unorm, int_2 ... unorm_4,
// short_vector and short_vector_traits.
#pragma once

#include <amp_clang/restrict.h> // first: restrict(...)
#include <amp_clang/short_vectors.h>
