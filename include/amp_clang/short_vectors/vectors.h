// int_N, uint_N, float_N, double_N, norm_N and unorm_N for N = 2, 3, 4, in
// Concurrency::graphics. The classes are spelled out by macros.h.
#pragma once

#include <amp_clang/short_vectors/macros.h>
#include <amp_clang/short_vectors/norm.h>

namespace amp_clang {
namespace short_vectors {
template <bool> struct enable_if_true {};
template <> struct enable_if_true<true> { typedef int type; };
/// same_size<O, N>::type exists when O is a short vector of N components:
/// the explicit conversions between short vectors are constrained by it.
template <typename _AmpO, int _AmpN, typename = int> struct same_size {};
template <typename _AmpO, int _AmpN>
struct same_size<_AmpO, _AmpN, typename enable_if_true<_AmpO::size == _AmpN>::type> {
  typedef int type;
};
} // namespace short_vectors
} // namespace amp_clang

namespace Concurrency {
namespace graphics {

typedef unsigned int uint;

// Smaller vectors first: a vector's swizzles return its kind's smaller ones.
#define AMP_SV_KIND(KIND, _AmpT)                                                                                  \
  class KIND##_2;                                                                                             \
  class KIND##_3;                                                                                             \
  class KIND##_4;                                                                                             \
  AMP_SV_CLASS(KIND, _AmpT, 2, KIND##_2, KIND##_3, KIND##_4)                                                      \
  AMP_SV_CLASS(KIND, _AmpT, 3, KIND##_2, KIND##_3, KIND##_4)                                                      \
  AMP_SV_CLASS(KIND, _AmpT, 4, KIND##_2, KIND##_3, KIND##_4)
AMP_SV_KIND(int, int)
AMP_SV_KIND(uint, unsigned int)
AMP_SV_KIND(float, float)
AMP_SV_KIND(double, double)
AMP_SV_KIND(norm, norm)
AMP_SV_KIND(unorm, unorm)
#undef AMP_SV_KIND

} // namespace graphics
} // namespace Concurrency
