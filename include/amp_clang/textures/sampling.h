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

/// The coordinates of one sample in index order (c[0] along the first index).
struct sample_point {
  float c[3];
  sample_point(float c0, float c1, float c2) restrict(cpu, amp) {
    c[0] = c0;
    c[1] = c1;
    c[2] = c2;
  }
};
inline sample_point point_of(float x) restrict(cpu, amp) { return sample_point(x, 0.0f, 0.0f); }
inline sample_point point_of(const float_2 &p) restrict(cpu, amp) { return sample_point(p.get_y(), p.get_x(), 0.0f); }
inline sample_point point_of(const float_3 &p) restrict(cpu, amp) {
  return sample_point(p.get_z(), p.get_y(), p.get_x());
}

/// Adds \p weight times texel (i0, i1, i2) of \p level (any -1: the border
/// colour) to \p acc, component by component.
template <class _AmpT, class _AmpW, int _AmpN>
void accumulate(const texel_data<_AmpW, _AmpN> &d, int level, int i0, int i1, int i2, float weight,
                const float_4 &border, float *acc) restrict(cpu, amp) {
  constexpr int n = element_traits<_AmpT>::components;
  if (i0 < 0 || i1 < 0 || i2 < 0) {
    for (int k = 0; k < n; ++k)
      acc[k] += weight * border_component(border, k);
    return;
  }
  _AmpT t = d.template load<_AmpT>(level, i0, i1, i2);
  for (int k = 0; k < n; ++k)
    acc[k] += weight * static_cast<float>(component(t, k));
}

/// One level's filtered value, its components in \p acc.
template <class _AmpT, class _AmpW, int _AmpN>
void sample_level(const texel_data<_AmpW, _AmpN> &d, int level, int filter, int mode, const float_4 &border,
                  const sample_point &p, float weight, float *acc) restrict(cpu, amp) {
  int base[3] = {0, 0, 0};
  float frac[3] = {0.0f, 0.0f, 0.0f};
  int size[3] = {1, 1, 1};
  for (int i = 0; i < _AmpN; ++i) {
    size[i] = d.level_dim(level, i);
    float t = p.c[i] * static_cast<float>(size[i]);
    if (filter == filter_point) {
      base[i] = floor_int(t);
    } else {
      t -= 0.5f;
      base[i] = floor_int(t);
      frac[i] = t - static_cast<float>(base[i]);
    }
  }
  const int corners = filter == filter_point ? 1 : 1 << _AmpN;
  for (int k = 0; k < corners; ++k) {
    float w = weight;
    int at[3] = {0, 0, 0};
    for (int i = 0; i < _AmpN; ++i) {
      int up = (k >> i) & 1;
      w *= filter == filter_point ? 1.0f : (up ? frac[i] : 1.0f - frac[i]);
      at[i] = address(base[i] + up, size[i], mode);
    }
    if (w != 0.0f || corners == 1)
      accumulate<_AmpT>(d, level, at[0], at[1], at[2], w, border, acc);
  }
}

/// A sample of levels [first, first + levels) at level of detail \p lod
/// (relative to first): point filtering takes the nearest level, linear
/// filtering blends the two around \p lod.
template <class _AmpT, class _AmpW, int _AmpN>
_AmpT sample(const texel_data<_AmpW, _AmpN> &d, int first, int levels, int filter, int mode, const float_4 &border,
             const sample_point &p, float lod) restrict(cpu, amp) {
  typedef typename element_traits<_AmpT>::scalar_type _AmpS;
  float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
  float top = static_cast<float>(levels - 1);
  lod = lod < 0.0f ? 0.0f : (lod > top ? top : lod);
  if (filter == filter_point) {
    sample_level<_AmpT>(d, first + floor_int(lod + 0.5f), filter, mode, border, p, 1.0f, acc);
  } else {
    int l = floor_int(lod);
    float f = lod - static_cast<float>(l);
    sample_level<_AmpT>(d, first + l, filter, mode, border, p, 1.0f - f, acc);
    if (f > 0.0f)
      sample_level<_AmpT>(d, first + l + 1, filter, mode, border, p, f, acc);
  }
  return make_element<_AmpT>(_AmpS(acc[0]), _AmpS(acc[1]), _AmpS(acc[2]), _AmpS(acc[3]));
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
