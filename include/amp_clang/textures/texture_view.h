// texture_view<T, N> (writable, one mipmap level), texture_view<const T, N>
// (read-only, a range of levels, sampled) and the older
// writeonly_texture_view<T, N>. Each holds a copy of its texture's texel_data,
// so a kernel captures it by value and sees the same buffer.
#pragma once

#include <amp_clang/textures/sampling.h>
#include <amp_clang/textures/texture.h>

namespace Concurrency {
namespace graphics {

namespace detail_tex {
struct texture_access {
  template <class _AmpT, int _AmpN>
  static const texel_data<unsigned int, _AmpN> &texels(const texture<_AmpT, _AmpN> &t) restrict(cpu, amp) {
    return t.m_texels;
  }
};
/// Extent of a level of \p d.
template <class _AmpW, int _AmpN>
extent<_AmpN> extent_at(const texel_data<_AmpW, _AmpN> &d, int level) restrict(cpu, amp) {
  extent<_AmpN> e;
  for (int i = 0; i < _AmpN; ++i)
    e[i] = d.level_dim(level, i);
  return e;
}
template <class _AmpW, int _AmpN> unsigned int data_length(const texel_data<_AmpW, _AmpN> &d, int first, int count) {
  std::size_t n = 0;
  for (int l = first; l < first + count; ++l)
    n += level_bytes(d, l);
  return static_cast<unsigned int>(n);
}
template <class _AmpW, int _AmpN> accelerator_view view_of(const texel_data<_AmpW, _AmpN> &d) {
  const auto &v = storage_of(d)->home_view();
  return v ? *v : accelerator().get_default_view();
}
} // namespace detail_tex

/// A writable view of one mipmap level. One-component int, unsigned int and
/// float views may also be read (32-bit formats: Microsoft's rule).
template <typename _AmpT, int _AmpN> class texture_view {
public:
  static const int rank = _AmpN;
  typedef _AmpT value_type;
  typedef typename detail_tex::element_traits<_AmpT>::scalar_type scalar_type;

  texture_view(texture<_AmpT, _AmpN> &src, unsigned int mipmap_level = 0) restrict(cpu, amp)
      : m_texels(detail_tex::texture_access::texels(src)), m_level(static_cast<int>(mipmap_level)) {
    amp_clang::texel_bits::host_check(!m_texels.staging, amp_clang::texel_bits::check_staging_view, 0);
    amp_clang::texel_bits::host_check(m_level < m_texels.levels, amp_clang::texel_bits::check_level_range,
                                      mipmap_level, static_cast<unsigned int>(m_texels.levels));
  }
  texture_view(const texture_view &) restrict(cpu, amp) = default;
  texture_view &operator=(const texture_view &) restrict(cpu, amp) = default;

  value_type get(AMP_CLANG_SAN_IDX(index<_AmpN>, i)) const restrict(amp) {
    AMP_CLANG_SAN_UNWRAP(i)
    AMP_CLANG_SAN_CHECK(_AmpN, get_extent(), i, i, "texture", _AmpT)
    return m_texels.template load<_AmpT>(m_level, detail_tex::pos(i, 0), detail_tex::pos(i, 1), detail_tex::pos(i, 2));
  }
  AMP_CLANG_TEXTURE_READ_OPERATORS
  void set(AMP_CLANG_SAN_IDX(index<_AmpN>, i), const value_type &v) const restrict(amp) {
    AMP_CLANG_SAN_UNWRAP(i)
    AMP_CLANG_TEX_SAN_SET(get_extent(), i)
    m_texels.store(m_level, detail_tex::pos(i, 0), detail_tex::pos(i, 1), detail_tex::pos(i, 2), v);
  }

  Concurrency::extent<_AmpN> get_extent() const restrict(cpu, amp) { return detail_tex::extent_at(m_texels, m_level); }
  Concurrency::extent<_AmpN> get_mipmap_extent(unsigned int mipmap_level) const restrict(cpu, amp) {
    amp_clang::texel_bits::host_check(mipmap_level < 1u, amp_clang::texel_bits::check_mipmap_extent, mipmap_level, 1u);
    return detail_tex::extent_at(m_texels, m_level + static_cast<int>(mipmap_level));
  }
  unsigned int get_mipmap_levels() const restrict(cpu, amp) { return 1u; }
  unsigned int get_bits_per_scalar_element() const restrict(cpu) { return m_texels.bits; }
  unsigned int get_data_length() const restrict(cpu) { return detail_tex::data_length(m_texels, m_level, 1); }
  Concurrency::accelerator_view get_accelerator_view() const restrict(cpu) { return detail_tex::view_of(m_texels); }

  __declspec(property(get = get_extent)) Concurrency::extent<_AmpN> extent;
  __declspec(property(get = get_accelerator_view)) Concurrency::accelerator_view accelerator_view;
  __declspec(property(get = get_bits_per_scalar_element)) unsigned int bits_per_scalar_element;
  __declspec(property(get = get_mipmap_levels)) unsigned int mipmap_levels;
  __declspec(property(get = get_data_length)) unsigned int data_length;

  // The copy functions' and texture(texture_view)'s way in.
  detail_tex::view_levels<unsigned int, _AmpN> texture_copy_source() const { return {&m_texels, m_level, 1}; }

private:
  template <class, int> friend class texture_view;
  detail_tex::texel_data<unsigned int, _AmpN> m_texels;
  int m_level;
};

/// A read-only view of a range of mipmap levels: read, sampled and gathered.
template <typename _AmpT, int _AmpN> class texture_view<const _AmpT, _AmpN> {
public:
  static const int rank = _AmpN;
  typedef const _AmpT value_type;
  typedef typename detail_tex::element_traits<_AmpT>::scalar_type scalar_type;
  typedef typename short_vector<float, _AmpN>::type coordinates_type;
  typedef typename detail_tex::gather_of<scalar_type>::type gather_return_type;

  /// Every level of \p src.
  texture_view(const texture<_AmpT, _AmpN> &src) restrict(cpu, amp)
      : m_texels(detail_tex::texture_access::texels(src)), m_first(0), m_levels(m_texels.levels) {
    amp_clang::texel_bits::host_check(!m_texels.staging, amp_clang::texel_bits::check_staging_view, 1);
  }
  /// Levels [most_detailed_mip, most_detailed_mip + mip_levels) of \p src.
  texture_view(const texture<_AmpT, _AmpN> &src, unsigned int most_detailed_mip, unsigned int mip_levels)
      restrict(cpu)
      : m_texels(detail_tex::texture_access::texels(src)), m_first(static_cast<int>(most_detailed_mip)),
        m_levels(static_cast<int>(mip_levels)) {
    amp_clang::texel_bits::host_check(!m_texels.staging, amp_clang::texel_bits::check_staging_view, 1);
    check_range(most_detailed_mip, mip_levels, static_cast<unsigned int>(m_texels.levels));
  }
  texture_view(const texture_view<_AmpT, _AmpN> &other) restrict(cpu)
      : m_texels(other.m_texels), m_first(other.m_level), m_levels(1) {}
  texture_view(const texture_view &) restrict(cpu, amp) = default;
  /// Levels of \p other, counted from its most detailed one.
  texture_view(const texture_view &other, unsigned int most_detailed_mip, unsigned int mip_levels) restrict(cpu)
      : m_texels(other.m_texels), m_first(other.m_first + static_cast<int>(most_detailed_mip)),
        m_levels(static_cast<int>(mip_levels)) {
    check_range(most_detailed_mip, mip_levels, static_cast<unsigned int>(other.m_levels));
  }
  texture_view &operator=(const texture_view &) restrict(cpu, amp) = default;
  texture_view &operator=(const texture_view<_AmpT, _AmpN> &other) restrict(cpu) {
    return *this = texture_view(other);
  }

  /// Texel \p i of level \p mip_level (counted from the view's most detailed one).
  value_type get(AMP_CLANG_SAN_IDX(index<_AmpN>, i), unsigned int mip_level = 0) const restrict(amp) {
    AMP_CLANG_SAN_UNWRAP(i)
    AMP_CLANG_SAN_CHECK(_AmpN, detail_tex::extent_at(m_texels, m_first + static_cast<int>(mip_level)), i, i, "texture",
                        _AmpT)
    return m_texels.template load<_AmpT>(m_first + static_cast<int>(mip_level), detail_tex::pos(i, 0),
                                         detail_tex::pos(i, 1), detail_tex::pos(i, 2));
  }
  AMP_CLANG_TEXTURE_READ_OPERATORS

  value_type sample(const sampler &s, const coordinates_type &coord, float level_of_detail = 0.0f) const
      restrict(amp) {
    return detail_tex::sample<_AmpT>(m_texels, m_first, m_levels, s.get_filter_mode(), s.get_address_mode(),
                                     s.get_border_color(), detail_tex::point_of(coord), level_of_detail);
  }
  template <filter_mode _AmpFilter = filter_linear, address_mode _AmpAddress = address_clamp>
  value_type sample(const coordinates_type &coord, float level_of_detail = 0.0f) const restrict(amp) {
    return detail_tex::sample<_AmpT>(m_texels, m_first, m_levels, _AmpFilter, _AmpAddress, float_4(0.0f),
                                     detail_tex::point_of(coord), level_of_detail);
  }

  const gather_return_type gather_red(const sampler &s, const coordinates_type &coord) const restrict(amp) {
    return gather(s.get_address_mode(), s.get_border_color(), coord, 0);
  }
  const gather_return_type gather_green(const sampler &s, const coordinates_type &coord) const restrict(amp) {
    return gather(s.get_address_mode(), s.get_border_color(), coord, 1);
  }
  const gather_return_type gather_blue(const sampler &s, const coordinates_type &coord) const restrict(amp) {
    return gather(s.get_address_mode(), s.get_border_color(), coord, 2);
  }
  const gather_return_type gather_alpha(const sampler &s, const coordinates_type &coord) const restrict(amp) {
    return gather(s.get_address_mode(), s.get_border_color(), coord, 3);
  }
  template <address_mode _AmpAddress = address_clamp>
  const gather_return_type gather_red(const coordinates_type &coord) const restrict(amp) {
    return gather(_AmpAddress, float_4(0.0f), coord, 0);
  }
  template <address_mode _AmpAddress = address_clamp>
  const gather_return_type gather_green(const coordinates_type &coord) const restrict(amp) {
    return gather(_AmpAddress, float_4(0.0f), coord, 1);
  }
  template <address_mode _AmpAddress = address_clamp>
  const gather_return_type gather_blue(const coordinates_type &coord) const restrict(amp) {
    return gather(_AmpAddress, float_4(0.0f), coord, 2);
  }
  template <address_mode _AmpAddress = address_clamp>
  const gather_return_type gather_alpha(const coordinates_type &coord) const restrict(amp) {
    return gather(_AmpAddress, float_4(0.0f), coord, 3);
  }

  Concurrency::extent<_AmpN> get_extent() const restrict(cpu, amp) { return detail_tex::extent_at(m_texels, m_first); }
  Concurrency::extent<_AmpN> get_mipmap_extent(unsigned int mipmap_level) const restrict(cpu, amp) {
    amp_clang::texel_bits::host_check(mipmap_level < static_cast<unsigned int>(m_levels),
                                      amp_clang::texel_bits::check_mipmap_extent, mipmap_level,
                                      static_cast<unsigned int>(m_levels));
    return detail_tex::extent_at(m_texels, m_first + static_cast<int>(mipmap_level));
  }
  unsigned int get_mipmap_levels() const restrict(cpu, amp) { return static_cast<unsigned int>(m_levels); }
  unsigned int get_bits_per_scalar_element() const restrict(cpu) { return m_texels.bits; }
  unsigned int get_data_length() const restrict(cpu) { return detail_tex::data_length(m_texels, m_first, m_levels); }
  Concurrency::accelerator_view get_accelerator_view() const restrict(cpu) { return detail_tex::view_of(m_texels); }

  __declspec(property(get = get_extent)) Concurrency::extent<_AmpN> extent;
  __declspec(property(get = get_accelerator_view)) Concurrency::accelerator_view accelerator_view;
  __declspec(property(get = get_bits_per_scalar_element)) unsigned int bits_per_scalar_element;
  __declspec(property(get = get_mipmap_levels)) unsigned int mipmap_levels;
  __declspec(property(get = get_data_length)) unsigned int data_length;

  detail_tex::view_levels<const unsigned int, _AmpN> texture_copy_source() const {
    return {&m_texels, m_first, m_levels};
  }

private:
  static void check_range(unsigned int first, unsigned int count, unsigned int available) {
    if (count == 0 || first >= available || count > available - first)
      throw runtime_exception("texture_view: mipmap levels [" + std::to_string(first) + ", " +
                                  std::to_string(first + count) + ") are not all in the source's " +
                                  std::to_string(available),
                              E_INVALIDARG);
  }
  gather_return_type gather(int mode, const float_4 &border, const coordinates_type &coord, int k) const
      restrict(amp) {
    if constexpr (_AmpN == 2)
      return detail_tex::gather<_AmpT>(m_texels, m_first, mode, border, coord, k);
    else
      return gather_return_type(); // amp-texture-sample has reported the call
  }

  detail_tex::texel_data<const unsigned int, _AmpN> m_texels;
  int m_first;
  int m_levels;
};

/// Visual C++ 2012's write-only view of a texture's most detailed level
/// (deprecated by texture_view; still compiled).
template <typename _AmpT, int _AmpN> class writeonly_texture_view {
public:
  static const int rank = _AmpN;
  typedef _AmpT value_type;
  typedef typename detail_tex::element_traits<_AmpT>::scalar_type scalar_type;

  writeonly_texture_view(texture<_AmpT, _AmpN> &src) restrict(cpu, amp)
      : m_texels(detail_tex::texture_access::texels(src)) {
    // Direct3D has no writable three-component format.
    amp_clang::texel_bits::host_check(detail_tex::element_traits<_AmpT>::components != 3,
                                      amp_clang::texel_bits::check_three_component_write);
    amp_clang::texel_bits::host_check(!m_texels.staging, amp_clang::texel_bits::check_staging_view, 2);
  }
  writeonly_texture_view(const writeonly_texture_view &) restrict(cpu, amp) = default;
  writeonly_texture_view &operator=(const writeonly_texture_view &) restrict(cpu, amp) = default;

  void set(AMP_CLANG_SAN_IDX(index<_AmpN>, i), const value_type &v) const restrict(amp) {
    AMP_CLANG_SAN_UNWRAP(i)
    AMP_CLANG_TEX_SAN_SET(get_extent(), i)
    m_texels.store(0, detail_tex::pos(i, 0), detail_tex::pos(i, 1), detail_tex::pos(i, 2), v);
  }

  Concurrency::extent<_AmpN> get_extent() const restrict(cpu, amp) { return detail_tex::extent_at(m_texels, 0); }
  unsigned int get_mipmap_levels() const restrict(cpu, amp) { return 1u; }
  unsigned int get_bits_per_scalar_element() const restrict(cpu) { return m_texels.bits; }
  unsigned int get_data_length() const restrict(cpu) { return detail_tex::data_length(m_texels, 0, 1); }
  Concurrency::accelerator_view get_accelerator_view() const restrict(cpu) { return detail_tex::view_of(m_texels); }

  __declspec(property(get = get_extent)) Concurrency::extent<_AmpN> extent;
  __declspec(property(get = get_accelerator_view)) Concurrency::accelerator_view accelerator_view;
  __declspec(property(get = get_bits_per_scalar_element)) unsigned int bits_per_scalar_element;
  __declspec(property(get = get_data_length)) unsigned int data_length;

  detail_tex::view_levels<unsigned int, _AmpN> texture_copy_source() const { return {&m_texels, 0, 1}; }

private:
  detail_tex::texel_data<unsigned int, _AmpN> m_texels;
};

template <typename _AmpT, int _AmpN>
void texture<_AmpT, _AmpN>::copy_to(const writeonly_texture_view<_AmpT, _AmpN> &dest) const restrict(cpu) {
  detail_tex::view_levels<unsigned int, _AmpN> to = dest.texture_copy_source();
  if (dest.get_extent() != get_extent())
    throw runtime_exception("texture::copy_to: the source and destination textures must have the same extent",
                            E_INVALIDARG);
  detail_tex::copy_region(m_texels, 0, index<_AmpN>(), *to.texels, to.first, index<_AmpN>(), get_extent());
}

} // namespace graphics
} // namespace Concurrency
