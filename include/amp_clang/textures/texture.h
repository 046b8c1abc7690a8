// Concurrency::graphics::texture<T, N>: texels in a Direct3D format on an
// accelerator_view. A kernel captures it by reference and reads it with get,
// [] and (), and writes it with set.
#pragma once

#include <amp_clang/sanitizer.h>
#include <amp_clang/textures/texture_host.h>

/// The element reads every texture class declares the same way, each through
/// the class's own get(): operator[] and operator() on an index or on
/// coordinates. A macro, not a base class: the compiler knows texture element
/// accesses by the class that declares them. (With -fsanitize=amp-bounds the
/// index carries its source place, and the host accelerator's kernels check
/// it; amp_clang/sanitizer.h.)
#define AMP_CLANG_TEXTURE_READ_OPERATORS                                                                              \
  value_type operator[](AMP_CLANG_SAN_IDX(index<_AmpN>, i)) const restrict(amp) { return get(AMP_CLANG_SAN_PASS(i)); } \
  value_type operator[](AMP_CLANG_SAN_INT(i0)) const restrict(amp) {                                                  \
    AMP_CLANG_SAN_UNWRAP(i0)                                                                                           \
    return get(AMP_CLANG_SAN_WITH(index<1>(i0), i0));                                                                  \
  }                                                                                                                    \
  value_type operator()(AMP_CLANG_SAN_IDX(index<_AmpN>, i)) const restrict(amp) { return get(AMP_CLANG_SAN_PASS(i)); } \
  value_type operator()(AMP_CLANG_SAN_INT(i0)) const restrict(amp) {                                                  \
    AMP_CLANG_SAN_UNWRAP(i0)                                                                                           \
    return get(AMP_CLANG_SAN_WITH(index<1>(i0), i0));                                                                  \
  }                                                                                                                    \
  value_type operator()(int i0, int i1 AMP_CLANG_SAN_HERE(i1)) const restrict(amp) {                                  \
    return get(AMP_CLANG_SAN_WITH(index<2>(i0, i1), i1));                                                              \
  }                                                                                                                    \
  value_type operator()(int i0, int i1, int i2 AMP_CLANG_SAN_HERE(i2)) const restrict(amp) {                          \
    return get(AMP_CLANG_SAN_WITH(index<3>(i0, i1, i2), i2));                                                          \
  }


// -fsanitize=amp-bounds on the host accelerator (amp_clang/sanitizer.h): a
// texel written outside the extent is reported and dropped. (The device's
// check is compiled in around the call: lowering/SanitizerTextures.cpp.)
#if defined(AMP_CLANG_HOST_SANITIZE)
#define AMP_CLANG_TEX_SAN_SET(ext, i)                                                                                \
  if (::amp_clang::sanitizer::host_out_of_bounds<_AmpN>(ext, i, i##_amp_at, "texture"))                              \
    return;
#else
#define AMP_CLANG_TEX_SAN_SET(ext, i)
#endif

namespace Concurrency {
namespace graphics {

template <typename _AmpT, int _AmpN> class texture_view;
template <typename _AmpT, int _AmpN> class writeonly_texture_view;

namespace detail_tex {
template <class _AmpIt, class = void> struct is_iterator : std::false_type {};
template <class _AmpIt>
struct is_iterator<_AmpIt, std::void_t<typename std::iterator_traits<_AmpIt>::iterator_category>>
    : std::bool_constant<!std::is_arithmetic<_AmpIt>::value> {};
/// Iterators (not bit counts, not raw `const void *` sources).
template <class _AmpIt> using if_iter = std::enable_if_t<is_iterator<_AmpIt>::value>;
struct texture_access; // texture_view.h
/// The texel position of an index.
template <int _AmpN> int pos(const index<_AmpN> &i, int d) restrict(cpu, amp) { return d < _AmpN ? i[d] : 0; }
} // namespace detail_tex

/// (amp-texture-element-type reports element types and ranks that are none.)
template <typename _AmpT, int _AmpN> class texture {
public:
  static const int rank = _AmpN;
  typedef _AmpT value_type;
  typedef typename detail_tex::element_traits<_AmpT>::scalar_type scalar_type;

  // Extents alone, perhaps with bits per scalar element, an accelerator_view,
  // or an accelerator_view and the one it stages for; then the texels from
  // iterators or from raw bytes in the texture's format.
#define AMP_CLANG_TEXTURE_CTORS(PARAMS, EXT)                                                                   \
  explicit texture(PARAMS) restrict(cpu) : texture(EXT, detail_tex::default_bits<_AmpT>(), 1u, nullptr, nullptr) {} \
  texture(PARAMS, const Concurrency::accelerator_view &av) restrict(cpu)                                        \
      : texture(EXT, detail_tex::default_bits<_AmpT>(), 1u, &av, nullptr) {}                                    \
  texture(PARAMS, const Concurrency::accelerator_view &av, const Concurrency::accelerator_view &associated_av)  \
      restrict(cpu)                                                                                              \
      : texture(EXT, detail_tex::default_bits<_AmpT>(), 1u, &av, &associated_av) {}                             \
  texture(PARAMS, unsigned int bits_per_scalar_element) restrict(cpu)                                            \
      : texture(EXT, bits_per_scalar_element, 1u, nullptr, nullptr) {}                                           \
  texture(PARAMS, unsigned int bits_per_scalar_element, const Concurrency::accelerator_view &av) restrict(cpu)   \
      : texture(EXT, bits_per_scalar_element, 1u, &av, nullptr) {}                                               \
  texture(PARAMS, unsigned int bits_per_scalar_element, const Concurrency::accelerator_view &av,                 \
          const Concurrency::accelerator_view &associated_av) restrict(cpu)                                      \
      : texture(EXT, bits_per_scalar_element, 1u, &av, &associated_av) {}                                        \
  template <class _AmpIt, class = detail_tex::if_iter<_AmpIt>>                                                   \
  texture(PARAMS, _AmpIt first, _AmpIt last) restrict(cpu)                                                       \
      : texture(EXT, detail_tex::default_bits<_AmpT>(), 1u, nullptr, nullptr) {                                  \
    detail_tex::copy_in_iter(m_texels, 0, index<_AmpN>(), get_extent(), first, last);                            \
  }                                                                                                              \
  template <class _AmpIt, class = detail_tex::if_iter<_AmpIt>>                                                   \
  texture(PARAMS, _AmpIt first, _AmpIt last, const Concurrency::accelerator_view &av) restrict(cpu)              \
      : texture(EXT, detail_tex::default_bits<_AmpT>(), 1u, &av, nullptr) {                                      \
    detail_tex::copy_in_iter(m_texels, 0, index<_AmpN>(), get_extent(), first, last);                            \
  }                                                                                                              \
  template <class _AmpIt, class = detail_tex::if_iter<_AmpIt>>                                                   \
  texture(PARAMS, _AmpIt first, _AmpIt last, const Concurrency::accelerator_view &av,                            \
          const Concurrency::accelerator_view &associated_av) restrict(cpu)                                      \
      : texture(EXT, detail_tex::default_bits<_AmpT>(), 1u, &av, &associated_av) {                               \
    detail_tex::copy_in_iter(m_texels, 0, index<_AmpN>(), get_extent(), first, last);                            \
  }                                                                                                              \
  texture(PARAMS, const void *source, unsigned int src_byte_size, unsigned int bits_per_scalar_element)          \
      restrict(cpu)                                                                                              \
      : texture(EXT, bits_per_scalar_element, 1u, nullptr, nullptr) {                                            \
    detail_tex::copy_in_bytes(m_texels, 0, index<_AmpN>(), get_extent(), source, src_byte_size);                 \
  }                                                                                                              \
  texture(PARAMS, const void *source, unsigned int src_byte_size, unsigned int bits_per_scalar_element,          \
          const Concurrency::accelerator_view &av) restrict(cpu)                                                 \
      : texture(EXT, bits_per_scalar_element, 1u, &av, nullptr) {                                                \
    detail_tex::copy_in_bytes(m_texels, 0, index<_AmpN>(), get_extent(), source, src_byte_size);                 \
  }                                                                                                              \
  texture(PARAMS, const void *source, unsigned int src_byte_size, unsigned int bits_per_scalar_element,          \
          const Concurrency::accelerator_view &av, const Concurrency::accelerator_view &associated_av)           \
      restrict(cpu)                                                                                              \
      : texture(EXT, bits_per_scalar_element, 1u, &av, &associated_av) {                                         \
    detail_tex::copy_in_bytes(m_texels, 0, index<_AmpN>(), get_extent(), source, src_byte_size);                 \
  }
#define AMP_CLANG_COMMA ,
  AMP_CLANG_TEXTURE_CTORS(const Concurrency::extent<_AmpN> &e, e)
  AMP_CLANG_TEXTURE_CTORS(int e0, Concurrency::extent<_AmpN>(e0))
  AMP_CLANG_TEXTURE_CTORS(int e0 AMP_CLANG_COMMA int e1, Concurrency::extent<_AmpN>(e0 AMP_CLANG_COMMA e1))
  AMP_CLANG_TEXTURE_CTORS(int e0 AMP_CLANG_COMMA int e1 AMP_CLANG_COMMA int e2,
                          Concurrency::extent<_AmpN>(e0 AMP_CLANG_COMMA e1 AMP_CLANG_COMMA e2))
#undef AMP_CLANG_COMMA
#undef AMP_CLANG_TEXTURE_CTORS
  /// Mipmapped textures: \p mipmap_levels 0 is the full chain, down to 1 x 1.
  texture(const Concurrency::extent<_AmpN> &e, unsigned int bits_per_scalar_element, unsigned int mipmap_levels)
      restrict(cpu)
      : texture(e, bits_per_scalar_element, mipmap_levels, nullptr, nullptr) {}
  texture(const Concurrency::extent<_AmpN> &e, unsigned int bits_per_scalar_element, unsigned int mipmap_levels,
          const Concurrency::accelerator_view &av) restrict(cpu)
      : texture(e, bits_per_scalar_element, mipmap_levels, &av, nullptr) {}

  /// Deep copies: on the source's accelerator_view, or on \p av.
  texture(const texture &src) restrict(cpu) : texture(src, src.views()) {}
  texture(const texture &src, const Concurrency::accelerator_view &av) restrict(cpu) : texture(src, &av, nullptr) {}
  texture(const texture &src, const Concurrency::accelerator_view &av,
          const Concurrency::accelerator_view &associated_av) restrict(cpu)
      : texture(src, &av, &associated_av) {}
  /// A copy of the texels a texture_view sees (its most detailed level on).
  template <class _AmpV>
  explicit texture(const texture_view<_AmpV, _AmpN> &src) restrict(cpu) : texture(src.texture_copy_source()) {}
  template <class _AmpV>
  texture(const texture_view<_AmpV, _AmpN> &src, const Concurrency::accelerator_view &av) restrict(cpu)
      : texture(src.texture_copy_source(), &av) {}
  template <class _AmpV>
  texture(const texture_view<_AmpV, _AmpN> &src, const Concurrency::accelerator_view &av,
          const Concurrency::accelerator_view &associated_av) restrict(cpu)
      : texture(src.texture_copy_source(), &av, &associated_av) {}
  texture(texture &&) = default;
  texture &operator=(const texture &src) restrict(cpu) {
    if (this != &src)
      *this = texture(src);
    return *this;
  }
  texture &operator=(texture &&) = default;

  void copy_to(texture &dest) const restrict(cpu) {
    if (dest.get_extent() != get_extent())
      throw runtime_exception("texture::copy_to: the source and destination textures must have the same extent",
                              E_INVALIDARG);
    if (dest.get_mipmap_levels() != get_mipmap_levels())
      throw runtime_exception("texture::copy_to: the source and destination textures must have the same number of "
                              "mipmap levels",
                              E_INVALIDARG);
    for (int l = 0; l < m_texels.levels; ++l)
      detail_tex::copy_region(m_texels, l, index<_AmpN>(), dest.m_texels, l, index<_AmpN>(),
                                     get_mipmap_extent(static_cast<unsigned int>(l)));
  }
  void copy_to(const writeonly_texture_view<_AmpT, _AmpN> &dest) const restrict(cpu);

  // Device access.
  value_type get(AMP_CLANG_SAN_IDX(index<_AmpN>, i)) const restrict(amp) {
    AMP_CLANG_SAN_UNWRAP(i)
    AMP_CLANG_SAN_CHECK(_AmpN, get_extent(), i, i, "texture", _AmpT)
    return m_texels.template load<_AmpT>(0, detail_tex::pos(i, 0), detail_tex::pos(i, 1), detail_tex::pos(i, 2));
  }
  AMP_CLANG_TEXTURE_READ_OPERATORS
  void set(AMP_CLANG_SAN_IDX(index<_AmpN>, i), const value_type &v) restrict(amp) {
    AMP_CLANG_SAN_UNWRAP(i)
    AMP_CLANG_TEX_SAN_SET(get_extent(), i)
    m_texels.store(0, detail_tex::pos(i, 0), detail_tex::pos(i, 1), detail_tex::pos(i, 2), v);
  }

  // Shape and format.
  Concurrency::extent<_AmpN> get_extent() const restrict(cpu, amp) {
    Concurrency::extent<_AmpN> e;
    for (int i = 0; i < _AmpN; ++i)
      e[i] = m_texels.level_dim(0, i);
    return e;
  }
  /// Level \p mipmap_level's extent (each dimension halved per level, at
  /// least 1); on the host a level past the last throws, as Microsoft's.
  Concurrency::extent<_AmpN> get_mipmap_extent(unsigned int mipmap_level) const restrict(cpu, amp) {
    amp_clang::texel_bits::host_check(mipmap_level < static_cast<unsigned int>(m_texels.levels),
                                      amp_clang::texel_bits::check_mipmap_extent, mipmap_level,
                                      static_cast<unsigned int>(m_texels.levels));
    Concurrency::extent<_AmpN> e;
    for (int i = 0; i < _AmpN; ++i)
      e[i] = m_texels.level_dim(static_cast<int>(mipmap_level), i);
    return e;
  }
  unsigned int get_bits_per_scalar_element() const restrict(cpu) { return m_texels.bits; }
  unsigned int get_mipmap_levels() const restrict(cpu, amp) { return static_cast<unsigned int>(m_texels.levels); }
  /// Bytes of the texels of every level.
  unsigned int get_data_length() const restrict(cpu) {
    std::size_t n = 0;
    for (int l = 0; l < m_texels.levels; ++l)
      n += detail_tex::level_bytes(m_texels, l);
    return static_cast<unsigned int>(n);
  }
  const accelerator_view get_accelerator_view() const restrict(cpu) {
    const auto &v = storage()->home_view();
    return v ? *v : accelerator().get_default_view();
  }
  const accelerator_view get_associated_accelerator_view() const restrict(cpu) {
    const auto &v = storage()->associated_view();
    return v ? *v : get_accelerator_view();
  }

  // Staging textures: their texels in host memory, rows packed.
  void *data() restrict(cpu) {
    check_staging("data");
    storage()->host_write();
    return storage()->host();
  }
  const void *data() const restrict(cpu) {
    check_staging("data");
    storage()->host_read();
    return storage()->host();
  }
  unsigned int get_row_pitch() const restrict(cpu) {
    check_staging("get_row_pitch");
    return _AmpN == 1 ? 0u : static_cast<unsigned int>(m_texels.level_dim(0, _AmpN - 1)) * m_texels.texel_bytes;
  }
  unsigned int get_depth_pitch() const restrict(cpu) {
    check_staging("get_depth_pitch");
    return _AmpN < 3 ? 0u : static_cast<unsigned int>(m_texels.dim1 * m_texels.dim2) * m_texels.texel_bytes;
  }

  __declspec(property(get = get_extent)) Concurrency::extent<_AmpN> extent;
  __declspec(property(get = get_accelerator_view)) Concurrency::accelerator_view accelerator_view;
  __declspec(property(get = get_associated_accelerator_view)) Concurrency::accelerator_view associated_accelerator_view;
  __declspec(property(get = get_bits_per_scalar_element)) unsigned int bits_per_scalar_element;
  __declspec(property(get = get_mipmap_levels)) unsigned int mipmap_levels;
  __declspec(property(get = get_data_length)) unsigned int data_length;
  __declspec(property(get = get_row_pitch)) unsigned int row_pitch;
  __declspec(property(get = get_depth_pitch)) unsigned int depth_pitch;

private:
  template <class, int> friend class texture_view;
  template <class, int> friend class writeonly_texture_view;
  template <class, int> friend class texture;
  friend struct detail_tex::texture_access;

  texture(const Concurrency::extent<_AmpN> &e, unsigned int bits, unsigned int levels,
          const Concurrency::accelerator_view *av, const Concurrency::accelerator_view *associated) restrict(cpu)
      : m_texels(detail_tex::allocate<_AmpT>(e, bits, levels, av, associated)) {}
  /// The views a copy keeps.
  struct view_pair {
    std::shared_ptr<const Concurrency::accelerator_view> av, associated;
  };
  view_pair views() const { return {storage()->home_view(), storage()->associated_view()}; }
  texture(const texture &src, const view_pair &v) restrict(cpu) : texture(src, v.av.get(), v.associated.get()) {}
  texture(const texture &src, const Concurrency::accelerator_view *av, const Concurrency::accelerator_view *associated)
      restrict(cpu)
      : texture(src.get_extent(), src.m_texels.bits, associated ? 1u : src.get_mipmap_levels(), av, associated) {
    src.copy_to(*this);
  }
  /// texture(texture_view): the view's levels, from its most detailed one,
  /// on the view's accelerator_view unless \p av is given.
  template <class _AmpW>
  texture(const detail_tex::view_levels<_AmpW, _AmpN> &src, const Concurrency::accelerator_view *av = nullptr,
          const Concurrency::accelerator_view *associated = nullptr) restrict(cpu)
      : texture(level_extent(*src.texels, src.first), src.texels->bits, static_cast<unsigned int>(src.count),
                av ? av : detail_tex::storage_of(*src.texels)->home_view().get(), associated) {
    for (int l = 0; l < src.count; ++l)
      detail_tex::copy_region(*src.texels, src.first + l, index<_AmpN>(), m_texels, l, index<_AmpN>(),
                              get_mipmap_extent(static_cast<unsigned int>(l)));
  }
  template <class _AmpW>
  static Concurrency::extent<_AmpN> level_extent(const detail_tex::texel_data<_AmpW, _AmpN> &d, int level) {
    Concurrency::extent<_AmpN> e;
    for (int i = 0; i < _AmpN; ++i)
      e[i] = d.level_dim(level, i);
    return e;
  }
  const std::shared_ptr<amp_clang::detail::storage> &storage() const {
    return amp_clang::detail::view_access::data(m_texels.words);
  }
  void check_staging(const char *what) const {
    if (!storage()->associated_view())
      throw runtime_exception(std::string("texture::") + what + ": only a staging texture (made with an associated "
                                                               "accelerator_view) has its texels in host memory",
                              E_INVALIDARG);
  }
  detail_tex::texel_data<unsigned int, _AmpN> m_texels;
};

} // namespace graphics
} // namespace Concurrency
