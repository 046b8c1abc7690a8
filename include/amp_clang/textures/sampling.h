// texture_view<const T>::sample and gather: Direct3D 11's sampling rules on
// the packed texels (texel_data), written once for the host and the device.
// Coordinates are normalized ([0, 1) spans the texture); x runs along the
// last index (the width), y along the one before it, z along the first.
#pragma once

#include <amp_clang/textures/sampler.h>
#include <amp_clang/textures/texel_data.h>

namespace Concurrency {
namespace graphics {
namespace detail_tex {

inline int floor_int(float f) restrict(cpu, amp) {
  int i = static_cast<int>(f);
  return static_cast<float>(i) > f ? i - 1 : i;
}
/// Texel \p i of \p size under address mode \p mode; -1 for the border.
inline int address(int i, int size, int mode) restrict(cpu, amp) {
  if (i >= 0 && i < size)
    return i;
  if (mode == address_wrap) {
    int m = i % size;
    return m < 0 ? m + size : m;
  }
  if (mode == address_mirror) {
    int period = 2 * size;
    int m = i % period;
    if (m < 0)
      m += period;
    return m < size ? m : period - 1 - m;
  }
  if (mode == address_clamp)
    return i < 0 ? 0 : size - 1;
  return -1;
}
inline float border_component(const float_4 &c, int i) restrict(cpu, amp) {
  return i == 0 ? c.get_x() : (i == 1 ? c.get_y() : (i == 2 ? c.get_z() : c.get_w()));
}

/// The coordinates of one sample in index order (c0 along the first index).
struct sample_point {
  float c0, c1, c2;
  sample_point(float a, float b, float c) restrict(cpu, amp) : c0(a), c1(b), c2(c) {}
};

/// Along one axis of \p size texels, at normalized coordinate \p c: the
/// texel below (point: the one \p c is in) and the one above, addressed, and
/// the weight of the one above.
inline void axis(int size, float c, bool point, int mode, int &lo, int &hi, float &f) restrict(cpu, amp) {
  float t = c * static_cast<float>(size);
  if (point) {
    lo = address(floor_int(t), size, mode);
    return;
  }
  t -= 0.5f;
  int b = floor_int(t);
  f = t - static_cast<float>(b);
  lo = address(b, size, mode);
  hi = address(b + 1, size, mode);
}
inline sample_point point_of(float x) restrict(cpu, amp) { return sample_point(x, 0.0f, 0.0f); }
inline sample_point point_of(const float_2 &p) restrict(cpu, amp) { return sample_point(p.get_y(), p.get_x(), 0.0f); }
inline sample_point point_of(const float_3 &p) restrict(cpu, amp) {
  return sample_point(p.get_z(), p.get_y(), p.get_x());
}

/// A texel's components as floats (unused ones 0): what filtering adds up.
/// Plain values, no arrays, so a kernel keeps them in registers.
struct texel_floats {
  float x, y, z, w;
  texel_floats(float a, float b, float c, float d) restrict(cpu, amp) : x(a), y(b), z(c), w(d) {}
  texel_floats scaled(float k) const restrict(cpu, amp) { return texel_floats(x * k, y * k, z * k, w * k); }
  texel_floats plus(const texel_floats &o) const restrict(cpu, amp) {
    return texel_floats(x + o.x, y + o.y, z + o.z, w + o.w);
  }
};

/// Where one level's texels are: computed once a sample, not once a texel.
struct level_geometry {
  unsigned int base; ///< the level's first byte
  int size0, size1, size2;
  level_geometry(unsigned int b, int s0, int s1, int s2) restrict(cpu, amp) : base(b), size0(s0), size1(s1), size2(s2) {}
};
template <class _AmpW, int _AmpN>
level_geometry geometry(const texel_data<_AmpW, _AmpN> &d, int level) restrict(cpu, amp) {
  return level_geometry(d.level_word(level) * 4u, d.level_dim(level, 0), _AmpN > 1 ? d.level_dim(level, 1) : 1,
                        _AmpN > 2 ? d.level_dim(level, 2) : 1);
}

/// Texel (i0, i1, i2) of a level as floats, its format \p _AmpB bits a
/// scalar; any index -1: the border colour.
template <class _AmpT, unsigned int _AmpB, class _AmpW, int _AmpN>
texel_floats fetch(const texel_data<_AmpW, _AmpN> &d, const level_geometry &g, int i0, int i1, int i2,
                   const float_4 &border) restrict(cpu, amp) {
  constexpr int n = element_traits<_AmpT>::components;
  if (i0 < 0 || i1 < 0 || i2 < 0)
    return texel_floats(border.get_x(), n > 1 ? border.get_y() : 0.0f, n > 2 ? border.get_z() : 0.0f,
                        n > 3 ? border.get_w() : 0.0f);
  constexpr unsigned int texel = static_cast<unsigned int>(n) * _AmpB / 8u;
  const unsigned int at = static_cast<unsigned int>((i0 * g.size1 + i1) * g.size2 + i2);
  _AmpT t = d.template load_at<_AmpT, _AmpB>(g.base + at * texel);
  if constexpr (n == 1)
    return texel_floats(static_cast<float>(t), 0.0f, 0.0f, 0.0f);
  else if constexpr (n == 2)
    return texel_floats(static_cast<float>(t.get_x()), static_cast<float>(t.get_y()), 0.0f, 0.0f);
  else if constexpr (n == 3)
    return texel_floats(static_cast<float>(t.get_x()), static_cast<float>(t.get_y()), static_cast<float>(t.get_z()),
                        0.0f);
  else
    return texel_floats(static_cast<float>(t.get_x()), static_cast<float>(t.get_y()), static_cast<float>(t.get_z()),
                        static_cast<float>(t.get_w()));
}

/// One level's filtered value.
template <class _AmpT, unsigned int _AmpB, class _AmpW, int _AmpN>
texel_floats sample_level(const texel_data<_AmpW, _AmpN> &d, int level, int filter, int mode, const float_4 &border,
                          const sample_point &p) restrict(cpu, amp) {
  const level_geometry g = geometry(d, level);
  // Per dimension: the texel below the coordinate (point: the one it is in),
  // the one above, and the weight of the one above.
  int lo0 = 0, lo1 = 0, lo2 = 0, hi0 = 0, hi1 = 0, hi2 = 0;
  float f0 = 0.0f, f1 = 0.0f, f2 = 0.0f;
  const bool point = filter == filter_point;
  axis(g.size0, p.c0, point, mode, lo0, hi0, f0);
  if (_AmpN > 1)
    axis(g.size1, p.c1, point, mode, lo1, hi1, f1);
  if (_AmpN > 2)
    axis(g.size2, p.c2, point, mode, lo2, hi2, f2);
  if (point)
    return fetch<_AmpT, _AmpB>(d, g, lo0, lo1, lo2, border);
  // The 2, 4 or 8 texels around the coordinate, each by its weight.
  const float g0 = 1.0f - f0, g1 = 1.0f - f1, g2 = 1.0f - f2;
  if constexpr (_AmpN == 1) {
    return fetch<_AmpT, _AmpB>(d, g, lo0, 0, 0, border).scaled(g0).plus(
        fetch<_AmpT, _AmpB>(d, g, hi0, 0, 0, border).scaled(f0));
  } else if constexpr (_AmpN == 2) {
    texel_floats a = fetch<_AmpT, _AmpB>(d, g, lo0, lo1, 0, border).scaled(g1).plus(
        fetch<_AmpT, _AmpB>(d, g, lo0, hi1, 0, border).scaled(f1));
    texel_floats b = fetch<_AmpT, _AmpB>(d, g, hi0, lo1, 0, border).scaled(g1).plus(
        fetch<_AmpT, _AmpB>(d, g, hi0, hi1, 0, border).scaled(f1));
    return a.scaled(g0).plus(b.scaled(f0));
  } else {
    texel_floats a = fetch<_AmpT, _AmpB>(d, g, lo0, lo1, lo2, border).scaled(g2).plus(
        fetch<_AmpT, _AmpB>(d, g, lo0, lo1, hi2, border).scaled(f2));
    texel_floats b = fetch<_AmpT, _AmpB>(d, g, lo0, hi1, lo2, border).scaled(g2).plus(
        fetch<_AmpT, _AmpB>(d, g, lo0, hi1, hi2, border).scaled(f2));
    texel_floats c = fetch<_AmpT, _AmpB>(d, g, hi0, lo1, lo2, border).scaled(g2).plus(
        fetch<_AmpT, _AmpB>(d, g, hi0, lo1, hi2, border).scaled(f2));
    texel_floats e = fetch<_AmpT, _AmpB>(d, g, hi0, hi1, lo2, border).scaled(g2).plus(
        fetch<_AmpT, _AmpB>(d, g, hi0, hi1, hi2, border).scaled(f2));
    return a.scaled(g1).plus(b.scaled(f1)).scaled(g0).plus(c.scaled(g1).plus(e.scaled(f1)).scaled(f0));
  }
}

/// A sample of levels [first, first + levels) at level of detail \p lod
/// (relative to first), in the format of \p _AmpB bits a scalar: point
/// filtering takes the nearest level, linear filtering blends the two around \p lod.
template <class _AmpT, unsigned int _AmpB, class _AmpW, int _AmpN>
_AmpT sample_format(const texel_data<_AmpW, _AmpN> &d, int first, int levels, int filter, int mode,
                    const float_4 &border, const sample_point &p, float lod) restrict(cpu, amp) {
  typedef typename element_traits<_AmpT>::scalar_type _AmpS;
  texel_floats r(0.0f, 0.0f, 0.0f, 0.0f);
  if (levels == 1 || lod <= 0.0f) {
    r = sample_level<_AmpT, _AmpB>(d, first, filter, mode, border, p);
  } else {
    float top = static_cast<float>(levels - 1);
    lod = lod > top ? top : lod;
    if (filter == filter_point) {
      r = sample_level<_AmpT, _AmpB>(d, first + floor_int(lod + 0.5f), filter, mode, border, p);
    } else {
      int l = floor_int(lod);
      float f = lod - static_cast<float>(l);
      r = sample_level<_AmpT, _AmpB>(d, first + l, filter, mode, border, p);
      if (f > 0.0f)
        r = r.scaled(1.0f - f).plus(sample_level<_AmpT, _AmpB>(d, first + l + 1, filter, mode, border, p).scaled(f));
    }
  }
  return make_element<_AmpT>(_AmpS(r.x), _AmpS(r.y), _AmpS(r.z), _AmpS(r.w));
}
/// sample_format for the texels' format (float: 16 or 32 bits; norm and
/// unorm: 8 or 16): one branch, then code for that format alone.
template <class _AmpT, class _AmpW, int _AmpN>
_AmpT sample(const texel_data<_AmpW, _AmpN> &d, int first, int levels, int filter, int mode, const float_4 &border,
             const sample_point &p, float lod) restrict(cpu, amp) {
  if constexpr (element_traits<_AmpT>::kind == kind_float)
    return d.bits == 16u ? sample_format<_AmpT, 16u>(d, first, levels, filter, mode, border, p, lod)
                         : sample_format<_AmpT, 32u>(d, first, levels, filter, mode, border, p, lod);
  else
    return d.bits == 8u ? sample_format<_AmpT, 8u>(d, first, levels, filter, mode, border, p, lod)
                        : sample_format<_AmpT, 16u>(d, first, levels, filter, mode, border, p, lod);
}

/// Component \p k of texel (i0, i1) of a 2-D level (any -1: the border colour).
template <class _AmpT, class _AmpW>
float component_at(const texel_data<_AmpW, 2> &d, int level, int i0, int i1, const float_4 &border, int k)
    restrict(cpu, amp) {
  if (i0 < 0 || i1 < 0)
    return border_component(border, k);
  return static_cast<float>(component(d.template load<_AmpT>(level, i0, i1, 0), k));
}

/// Component \p k of the four texels a bilinear sample of a 2-D level
/// would use, in Direct3D's order: (u0, v1), (u1, v1), (u1, v0), (u0, v0).
template <class _AmpT, class _AmpW>
typename short_vector<typename element_traits<_AmpT>::scalar_type, 4>::type
gather(const texel_data<_AmpW, 2> &d, int level, int mode, const float_4 &border, const float_2 &p, int k)
    restrict(cpu, amp) {
  typedef typename element_traits<_AmpT>::scalar_type _AmpS;
  int h = d.level_dim(level, 0), w = d.level_dim(level, 1);
  int u0 = floor_int(p.get_x() * static_cast<float>(w) - 0.5f);
  int v0 = floor_int(p.get_y() * static_cast<float>(h) - 0.5f);
  int ua = address(u0, w, mode), ub = address(u0 + 1, w, mode);
  int va = address(v0, h, mode), vb = address(v0 + 1, h, mode);
  return typename short_vector<_AmpS, 4>::type(_AmpS(component_at<_AmpT>(d, level, vb, ua, border, k)),
                                           _AmpS(component_at<_AmpT>(d, level, vb, ub, border, k)),
                                           _AmpS(component_at<_AmpT>(d, level, va, ub, border, k)),
                                           _AmpS(component_at<_AmpT>(d, level, va, ua, border, k)));
}

} // namespace detail_tex
} // namespace graphics
} // namespace Concurrency
