// short_vector<T, N> and short_vector_traits<T>: generic programming over the
// short vectors; and the HLSL-style names (int2, float4...) of graphics::direct3d.
#pragma once

#include <amp_clang/short_vectors/vectors.h>

namespace Concurrency {
namespace graphics {

/// short_vector<T, N>::type is the vector of N T's (T itself when N is 1).
template <typename _AmpScalar, int _AmpSize> struct short_vector;

/// short_vector_traits<V>: V's scalar type and number of components.
template <typename _AmpT> struct short_vector_traits;

#define AMP_SV_TRAITS(_AmpV, _AmpT, _AmpN)                                                                             \
  template <> struct short_vector<_AmpT, _AmpN> { typedef _AmpV type; };                                               \
  template <> struct short_vector_traits<_AmpV> {                                                                      \
    typedef _AmpT value_type;                                                                                          \
    static constexpr int size = _AmpN;                                                                                 \
  };
#define AMP_SV_KIND_TRAITS(KIND, _AmpT)                                                                                \
  AMP_SV_TRAITS(_AmpT, _AmpT, 1)                                                                                       \
  AMP_SV_TRAITS(KIND##_2, _AmpT, 2) AMP_SV_TRAITS(KIND##_3, _AmpT, 3) AMP_SV_TRAITS(KIND##_4, _AmpT, 4)
AMP_SV_KIND_TRAITS(int, int)
AMP_SV_KIND_TRAITS(uint, unsigned int)
AMP_SV_KIND_TRAITS(float, float)
AMP_SV_KIND_TRAITS(double, double)
AMP_SV_KIND_TRAITS(norm, norm)
AMP_SV_KIND_TRAITS(unorm, unorm)
#undef AMP_SV_KIND_TRAITS
#undef AMP_SV_TRAITS

namespace direct3d {
#define AMP_SV_HLSL_NAMES(KIND)                                                                               \
  typedef KIND##_2 KIND##2;                                                                                   \
  typedef KIND##_3 KIND##3;                                                                                   \
  typedef KIND##_4 KIND##4;
AMP_SV_HLSL_NAMES(int)
AMP_SV_HLSL_NAMES(uint)
AMP_SV_HLSL_NAMES(float)
AMP_SV_HLSL_NAMES(double)
AMP_SV_HLSL_NAMES(norm)
AMP_SV_HLSL_NAMES(unorm)
#undef AMP_SV_HLSL_NAMES
} // namespace direct3d

} // namespace graphics
} // namespace Concurrency
