// C++ AMP's short vector types (Microsoft's <amp_short_vectors.h>): norm,
// unorm, int_2 ... unorm_4, short_vector and short_vector_traits, all in
// Concurrency::graphics and usable in cpu and amp code alike. They are plain
// C++ that amp-clang lowers to OpenCL C like the user's own classes.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/restrict.h>

#include <amp_clang/short_vectors/norm.h>
#include <amp_clang/short_vectors/vectors.h>
#include <amp_clang/short_vectors/traits.h>
