// The texels of a texture as both the host and kernels see them: one buffer of
// 32-bit words (an array_view, so it is bound, uploaded and downloaded as any
// view is) holding every mipmap level in Direct3D's packed layout, and the
// plain numbers that say where each texel is. texture, texture_view and
// writeonly_texture_view hold one; a kernel capturing them gets a copy whose
// view is the bound buffer (the compiler treats these classes as structs
// holding views).
#pragma once

#include <amp_clang/array_view.h>
#include <amp_clang/atomics.h>
#include <amp_clang/textures/format.h>

namespace Concurrency {
namespace graphics {
namespace detail_tex {

/// The most mipmap levels a texture has (16384 texels along a side).
constexpr int max_levels = 15;

/// Texel positions are in C++ AMP's index order: i0 the most significant.
template <class _AmpW, int _AmpN> struct texel_data {
  array_view<_AmpW, 1> words; ///< every level, level 0 first, each from a word boundary
  // Level 0's extent, 1 past the rank. Three fields, not an array: a kernel
  // then keeps the whole struct in registers.
  int dim0, dim1, dim2;
  unsigned int bits;          ///< bits per scalar element
  unsigned int texel_bytes;   ///< bytes per texel
  int levels;                 ///< the texture's mipmap levels
  int staging;                ///< 1: a staging texture's (host memory), which no view may show

  explicit texel_data(const array_view<_AmpW, 1> &w) restrict(cpu, amp) : words(w), staging(0) {}
  /// A read-only copy of writable texels.
  template <class _AmpV>
  texel_data(const texel_data<_AmpV, _AmpN> &o) restrict(cpu, amp)
      : words(o.words), dim0(o.dim0), dim1(o.dim1), dim2(o.dim2), bits(o.bits), texel_bytes(o.texel_bytes),
        levels(o.levels), staging(o.staging) {}

  int level_dim(int level, int d) const restrict(cpu, amp) {
    int e = (d == 0 ? dim0 : (d == 1 ? dim1 : dim2)) >> level;
    return e < 1 ? 1 : e;
  }
  /// Where \p level starts, in words: each level from a word boundary after
  /// the one before. Computed, not tabled, so that kernels index no array
  /// (level 0, the common case, costs nothing).
  unsigned int level_word(int level) const restrict(cpu, amp) {
    unsigned int at = 0;
    for (int l = 0; l < level; ++l) {
      unsigned int n = texel_bytes;
      for (int i = 0; i < _AmpN; ++i)
        n *= static_cast<unsigned int>(level_dim(l, i));
      at += (n + 3u) / 4u;
    }
    return at;
  }
  unsigned int texel_byte(int level, int i0, int i1, int i2) const restrict(cpu, amp) {
    unsigned int at = static_cast<unsigned int>(i0);
    if (_AmpN > 1)
      at = at * static_cast<unsigned int>(level_dim(level, 1)) + static_cast<unsigned int>(i1);
    if (_AmpN > 2)
      at = at * static_cast<unsigned int>(level_dim(level, 2)) + static_cast<unsigned int>(i2);
    return level_word(level) * 4u + at * texel_bytes;
  }

  template <class _AmpT> _AmpT load(int level, int i0, int i1, int i2) const restrict(cpu, amp) {
    return load_format<_AmpT>(texel_byte(level, i0, i1, i2));
  }
  /// The texel at \p byte, in the format \p bits says: one branch, then code
  /// for that format alone.
  template <class _AmpT> _AmpT load_format(unsigned int byte) const restrict(cpu, amp) {
    constexpr scalar_kind k = element_traits<_AmpT>::kind;
    if constexpr (k == kind_double)
      return load_at<_AmpT, 64u>(byte);
    else if constexpr (element_traits<_AmpT>::components == 3)
      return load_at<_AmpT, 32u>(byte);
    else if constexpr (k == kind_float)
      return bits == 16u ? load_at<_AmpT, 16u>(byte) : load_at<_AmpT, 32u>(byte);
    else if constexpr (k == kind_norm || k == kind_unorm)
      return bits == 8u ? load_at<_AmpT, 8u>(byte) : load_at<_AmpT, 16u>(byte);
    else
      return bits == 8u ? load_at<_AmpT, 8u>(byte) : (bits == 16u ? load_at<_AmpT, 16u>(byte) : load_at<_AmpT, 32u>(byte));
  }
  /// The texel at \p byte in the format of \p _AmpB bits per scalar element.
  template <class _AmpT, unsigned int _AmpB> _AmpT load_at(unsigned int byte) const restrict(cpu, amp) {
    typedef typename element_traits<_AmpT>::scalar_type _AmpS;
    constexpr int n = element_traits<_AmpT>::components;
    const int w = static_cast<int>(byte >> 2);
    if constexpr (_AmpB == 64u) {
      _AmpS a = decode_scalar<_AmpS>(words[w], words[w + 1], 64u);
      if constexpr (n == 1)
        return a;
      else
        return make_element<_AmpT>(a, decode_scalar<_AmpS>(words[w + 2], words[w + 3], 64u), a, a);
    } else if constexpr (_AmpB == 32u) {
      _AmpS a = decode_scalar<_AmpS>(words[w], 0u, 32u);
      if constexpr (n == 1)
        return a;
      else if constexpr (n == 2)
        return make_element<_AmpT>(a, decode_scalar<_AmpS>(words[w + 1], 0u, 32u), a, a);
      else if constexpr (n == 3)
        return make_element<_AmpT>(a, decode_scalar<_AmpS>(words[w + 1], 0u, 32u),
                                   decode_scalar<_AmpS>(words[w + 2], 0u, 32u), a);
      else
        return make_element<_AmpT>(a, decode_scalar<_AmpS>(words[w + 1], 0u, 32u),
                                   decode_scalar<_AmpS>(words[w + 2], 0u, 32u),
                                   decode_scalar<_AmpS>(words[w + 3], 0u, 32u));
    } else {
      // 8 or 16 bits: the texel lies in one word (at a byte offset when it
      // is narrower), or in two for 4 x 16 bits.
      constexpr unsigned int mask = (1u << _AmpB) - 1u;
      const unsigned int shift = n * _AmpB < 32u ? (byte & 3u) * 8u : 0u;
      const unsigned int lo = words[w] >> shift;
      _AmpS a = decode_scalar<_AmpS>(lo & mask, 0u, _AmpB);
      if constexpr (n == 1) {
        return a;
      } else {
        _AmpS b = decode_scalar<_AmpS>((lo >> _AmpB) & mask, 0u, _AmpB);
        if constexpr (n == 2) {
          return make_element<_AmpT>(a, b, a, a);
        } else if constexpr (_AmpB == 8u) {
          return make_element<_AmpT>(a, b, decode_scalar<_AmpS>((lo >> 16u) & mask, 0u, 8u),
                                     decode_scalar<_AmpS>(lo >> 24u, 0u, 8u));
        } else {
          const unsigned int hi = words[w + 1];
          return make_element<_AmpT>(a, b, decode_scalar<_AmpS>(hi & mask, 0u, 16u),
                                     decode_scalar<_AmpS>(hi >> 16u, 0u, 16u));
        }
      }
    }
  }

  /// Writes one texel. Texels narrower than a word are merged into it with
  /// atomic and/or, so that neighbours written at the same time are kept.
  template <class _AmpT> void store(int level, int i0, int i1, int i2, const _AmpT &v) const restrict(cpu, amp) {
    constexpr int n = element_traits<_AmpT>::components;
    const unsigned int at = texel_byte(level, i0, i1, i2);
    const int w = static_cast<int>(at >> 2);
    if (bits >= 32u) {
      const int step = bits == 64u ? 2 : 1;
      for (int i = 0; i < n; ++i) {
        words[w + i * step] = encode_scalar(component(v, i), bits);
        if (bits == 64u)
          words[w + i * step + 1] = high_word(component(v, i));
      }
      return;
    }
    unsigned int packed = 0u, hi = 0u;
    for (int i = 0; i < n; ++i) {
      unsigned int s = encode_scalar(component(v, i), bits);
      unsigned int pos = static_cast<unsigned int>(i) * bits;
      if (pos < 32u)
        packed |= s << pos;
      else
        hi |= s << (pos - 32u);
    }
    if (texel_bytes >= 4u) {
      words[w] = packed;
      if (texel_bytes > 4u)
        words[w + 1] = hi;
      return;
    }
    const unsigned int shift = (at & 3u) * 8u;
    const unsigned int mask = ((1u << (texel_bytes * 8u)) - 1u) << shift;
    atomic_fetch_and(&words[w], ~mask);
    atomic_fetch_or(&words[w], packed << shift);
  }
};

/// Levels [first, first + count) of some texels: what a view shows of them.
template <class _AmpW, int _AmpN> struct view_levels {
  const texel_data<_AmpW, _AmpN> *texels;
  int first;
  int count;
};

} // namespace detail_tex
} // namespace graphics
} // namespace Concurrency
