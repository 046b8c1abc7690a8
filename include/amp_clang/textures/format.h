// Texel formats: which element types a texture may hold, with how many bits
// per scalar element, and the conversions between a stored scalar and its
// value, as Direct3D defines them (the formats C++ AMP textures are made of).
#pragma once

#include <amp_clang/exceptions.h>
#include <amp_clang/short_vectors.h>
#include <amp_clang/textures/texel_bits.h>

#include <string>
#include <type_traits>

namespace Concurrency {
namespace graphics {
namespace detail_tex {

/// The scalar kinds of texture elements.
enum scalar_kind { kind_int, kind_uint, kind_float, kind_double, kind_norm, kind_unorm, kind_none };

template <class _AmpS> struct kind_of { static constexpr scalar_kind value = kind_none; };
template <> struct kind_of<int> { static constexpr scalar_kind value = kind_int; };
template <> struct kind_of<unsigned int> { static constexpr scalar_kind value = kind_uint; };
template <> struct kind_of<float> { static constexpr scalar_kind value = kind_float; };
template <> struct kind_of<double> { static constexpr scalar_kind value = kind_double; };
template <> struct kind_of<norm> { static constexpr scalar_kind value = kind_norm; };
template <> struct kind_of<unorm> { static constexpr scalar_kind value = kind_unorm; };

template <class _AmpT, class = void> struct element_traits {
  typedef void scalar_type;
  static constexpr int components = 0;
  static constexpr scalar_kind kind = kind_none;
};
template <class _AmpT>
struct element_traits<_AmpT, std::void_t<typename short_vector_traits<_AmpT>::value_type>> {
  typedef typename short_vector_traits<_AmpT>::value_type scalar_type;
  static constexpr int components = short_vector_traits<_AmpT>::size;
  static constexpr scalar_kind kind = kind_of<scalar_type>::value;
};

/// What gathers return: four of the element's scalars (nothing usable for a
/// type that is no texture format: amp-texture-element-type reports it).
template <class _AmpS, class = void> struct gather_of {
  struct type {};
};
template <class _AmpS> struct gather_of<_AmpS, std::void_t<typename short_vector<_AmpS, 4>::type>> {
  typedef typename short_vector<_AmpS, 4>::type type;
};

/// A texture element type: int, uint, float, double, norm or unorm, alone or
/// in a vector of 2 or 4; int_3, uint_3 and float_3 too (32-bit formats
/// only); at most 128 bits (so no double_3 or double_4).
template <class _AmpT> constexpr bool valid_element() {
  typedef element_traits<_AmpT> tr;
  if (tr::kind == kind_none || tr::components < 1 || tr::components > 4)
    return false;
  if (tr::kind == kind_double)
    return tr::components <= 2;
  if (tr::components == 3)
    return tr::kind == kind_int || tr::kind == kind_uint || tr::kind == kind_float;
  return true;
}
/// Reads of a writable texture_view, and texture::set: one-component int,
/// unsigned int and float (32-bit at run time), as in Microsoft's runtime,
/// where only those formats may be read through an unordered access view.
template <class _AmpT> constexpr bool read_write_element() {
  typedef element_traits<_AmpT> tr;
  return tr::components == 1 && (tr::kind == kind_int || tr::kind == kind_uint || tr::kind == kind_float);
}
/// Filtering (sample, gather) works on floating-point values: float, norm and unorm.
template <class _AmpT> constexpr bool sampled_element() {
  typedef element_traits<_AmpT> tr;
  return tr::kind == kind_float || tr::kind == kind_norm || tr::kind == kind_unorm;
}

/// Bits per scalar element of the constructors that take none (norm and
/// unorm have no such constructor: the check amp-texture-format says so).
template <class _AmpT> constexpr unsigned int default_bits() {
  typedef element_traits<_AmpT> tr;
  return tr::kind == kind_double ? 64u : (tr::kind == kind_norm || tr::kind == kind_unorm) ? 16u : 32u;
}
/// The bits per scalar element a format may have: 8, 16 or 32 for integers,
/// 16 or 32 for float, 8 or 16 for norm and unorm, 64 for double; 32 only
/// for three components.
inline bool allowed_bits(scalar_kind k, int components, unsigned int bits) {
  if (components == 3)
    return bits == 32;
  switch (k) {
  case kind_int:
  case kind_uint: return bits == 8 || bits == 16 || bits == 32;
  case kind_float: return bits == 16 || bits == 32;
  case kind_norm:
  case kind_unorm: return bits == 8 || bits == 16;
  case kind_double: return bits == 64;
  default: return false;
  }
}
template <class _AmpT> unsigned int checked_bits(unsigned int bits) {
  typedef element_traits<_AmpT> tr;
  if (bits != 8 && bits != 16 && bits != 32 && bits != 64)
    throw runtime_exception("texture: bits_per_scalar_element " + std::to_string(bits) +
                                " is not 8, 16, 32 or 64",
                            E_INVALIDARG);
  if (!allowed_bits(tr::kind, tr::components, bits))
    throw unsupported_feature("texture: this element type has no format of " + std::to_string(bits) +
                              " bits per scalar element (int and uint: 8, 16, 32; float: 16, 32; norm and "
                              "unorm: 8, 16; double: 64; three components: 32)");
  return bits;
}

// Half-precision floats, for 16-bit float formats: round to nearest even,
// with infinities, NaNs and denormals kept, as Direct3D converts them.
inline float half_to_float(unsigned int h) restrict(cpu, amp) {
  unsigned int sign = (h & 0x8000u) << 16;
  unsigned int exp = (h >> 10) & 0x1fu;
  unsigned int man = h & 0x3ffu;
  if (exp == 0x1fu) // infinity or NaN
    return amp_clang::texel_bits::float_from_bits(sign | 0x7f800000u | (man << 13));
  if (exp == 0) {
    if (man == 0)
      return amp_clang::texel_bits::float_from_bits(sign);
    float f = static_cast<float>(man) * (1.0f / 16777216.0f); // man * 2^-24
    return (h & 0x8000u) ? -f : f;
  }
  return amp_clang::texel_bits::float_from_bits(sign | ((exp + 112u) << 23) | (man << 13));
}
/// Direct3D's float32 -> float16: rounds toward zero; a finite value too
/// large becomes the largest finite half; infinities and NaNs are kept.
inline unsigned int float_to_half(float f) restrict(cpu, amp) {
  unsigned int u = amp_clang::texel_bits::bits_of_float(f);
  unsigned int sign = (u >> 16) & 0x8000u;
  unsigned int exp = (u >> 23) & 0xffu;
  unsigned int man = u & 0x7fffffu;
  if (exp == 0xffu) // infinity or NaN (kept a NaN)
    return sign | 0x7c00u | (man ? 0x200u | (man >> 13) : 0u);
  int e = static_cast<int>(exp) - 112; // the half's biased exponent
  if (e >= 31)
    return sign | 0x7bffu;
  if (e <= 0) {
    if (e < -10)
      return sign; // underflow: zero
    // A denormal: the implicit bit made explicit, shifted into place.
    return sign | ((man | 0x800000u) >> static_cast<unsigned int>(14 - e));
  }
  return sign | (static_cast<unsigned int>(e) << 10) | (man >> 13);
}

/// The value of one stored scalar of \p bits bits (\p lo, and \p hi for 64).
template <class _AmpS> _AmpS decode_scalar(unsigned int lo, unsigned int hi, unsigned int bits) restrict(cpu, amp) {
  constexpr scalar_kind k = kind_of<_AmpS>::value;
  if constexpr (k == kind_double) {
    return amp_clang::texel_bits::double_from_bits(lo, hi);
  } else if constexpr (k == kind_uint) {
    return lo;
  } else if constexpr (k == kind_float) {
    return bits == 16u ? half_to_float(lo) : amp_clang::texel_bits::float_from_bits(lo);
  } else if constexpr (k == kind_unorm) {
    // c / (2^n - 1), as c times the float nearest 1 / (2^n - 1): exact
    // arithmetic everywhere (a device's division may be approximate).
    return unorm(static_cast<float>(lo) * (bits == 8u ? 0x1.010102p-8f : 0x1.0001p-16f));
  } else {
    // Sign-extended for int and norm.
    int s = bits == 32u ? static_cast<int>(lo) : static_cast<int>(lo << (32u - bits)) >> (32u - bits);
    if constexpr (k == kind_int) {
      return s;
    } else {
      float v = static_cast<float>(s) * (bits == 8u ? 0x1.020408p-7f : 0x1.0002p-15f); // c / (2^(n-1) - 1)
      return norm(v < -1.0f ? -1.0f : v); // both -128 and -127 are -1
    }
  }
}

/// The stored bits of \p v in a scalar of \p bits bits (the low word for 64;
/// high_word gives the other). Integers saturate to the format's range;
/// norm and unorm round to the nearest step.
template <class _AmpS> unsigned int encode_scalar(const _AmpS &v, unsigned int bits) restrict(cpu, amp) {
  constexpr scalar_kind k = kind_of<_AmpS>::value;
  if constexpr (k == kind_double) {
    return amp_clang::texel_bits::low_bits_of_double(v);
  } else if constexpr (k == kind_uint) {
    unsigned int mask = bits >= 32u ? 0xffffffffu : (1u << bits) - 1u;
    return v > mask ? mask : v;
  } else if constexpr (k == kind_float) {
    return bits == 16u ? float_to_half(v) : amp_clang::texel_bits::bits_of_float(v);
  } else if constexpr (k == kind_int) {
    if (bits == 32u)
      return static_cast<unsigned int>(v);
    int hi = (1 << (bits - 1u)) - 1;
    int s = v > hi ? hi : (v < -hi - 1 ? -hi - 1 : v);
    return static_cast<unsigned int>(s) & ((1u << bits) - 1u);
  } else if constexpr (k == kind_unorm) {
    float f = static_cast<float>(v); // already in [0, 1]
    return static_cast<unsigned int>(f * static_cast<float>((1u << bits) - 1u) + 0.5f);
  } else {
    float f = static_cast<float>(v) * static_cast<float>((1 << (bits - 1u)) - 1);
    int s = static_cast<int>(f < 0.0f ? f - 0.5f : f + 0.5f);
    return static_cast<unsigned int>(s) & ((1u << bits) - 1u);
  }
}
template <class _AmpS> unsigned int high_word(const _AmpS &v) restrict(cpu, amp) {
  if constexpr (kind_of<_AmpS>::value == kind_double)
    return amp_clang::texel_bits::high_bits_of_double(v);
  else
    return 0u;
}

/// Component \p i of an element (the element itself when it has one).
template <class _AmpT>
typename element_traits<_AmpT>::scalar_type component(const _AmpT &v, int i) restrict(cpu, amp) {
  constexpr int n = element_traits<_AmpT>::components;
  if constexpr (n == 1) {
    return v;
  } else if constexpr (n == 2) {
    return i == 0 ? v.get_x() : v.get_y();
  } else if constexpr (n == 3) {
    return i == 0 ? v.get_x() : (i == 1 ? v.get_y() : v.get_z());
  } else {
    return i == 0 ? v.get_x() : (i == 1 ? v.get_y() : (i == 2 ? v.get_z() : v.get_w()));
  }
}
/// The element of components \p a, \p b, \p c, \p d (the first ones it has).
template <class _AmpT, class _AmpS>
_AmpT make_element(const _AmpS &a, const _AmpS &b, const _AmpS &c, const _AmpS &d) restrict(cpu, amp) {
  constexpr int n = element_traits<_AmpT>::components;
  if constexpr (n == 1) {
    return _AmpT(a);
  } else if constexpr (n == 2) {
    return _AmpT(a, b);
  } else if constexpr (n == 3) {
    return _AmpT(a, b, c);
  } else {
    return _AmpT(a, b, c, d);
  }
}

} // namespace detail_tex
} // namespace graphics
} // namespace Concurrency
