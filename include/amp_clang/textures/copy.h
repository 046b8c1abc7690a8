// Concurrency::graphics::copy and copy_async for textures and texture views:
// to and from host memory (raw bytes or iterators, in the texture's format,
// packed row after row) and between textures, whole or in sections. Copies
// run at once; copy_async's future is ready when it returns.
#pragma once

#include <amp_clang/completion_future.h>
#include <amp_clang/textures/texture_view.h>

namespace Concurrency {
namespace graphics {
namespace detail_tex {

template <class _AmpT> struct texture_traits {
  static constexpr bool is_texture = false;
  static constexpr bool is_writable = false;
};
template <class _AmpT, int _AmpN> struct texture_traits<texture<_AmpT, _AmpN>> {
  static constexpr bool is_texture = true;
  static constexpr bool is_writable = true;
};
template <class _AmpT, int _AmpN> struct texture_traits<const texture<_AmpT, _AmpN>> {
  static constexpr bool is_texture = true;
  static constexpr bool is_writable = false;
};
template <class _AmpT, int _AmpN> struct texture_traits<texture_view<_AmpT, _AmpN>> {
  static constexpr bool is_texture = true;
  static constexpr bool is_writable = true;
};
template <class _AmpT, int _AmpN> struct texture_traits<const texture_view<_AmpT, _AmpN>> {
  static constexpr bool is_texture = true;
  static constexpr bool is_writable = true; // a view's constness is not its texels'
};
template <class _AmpT, int _AmpN> struct texture_traits<texture_view<const _AmpT, _AmpN>> {
  static constexpr bool is_texture = true;
  static constexpr bool is_writable = false;
};
template <class _AmpT, int _AmpN> struct texture_traits<const texture_view<const _AmpT, _AmpN>> {
  static constexpr bool is_texture = true;
  static constexpr bool is_writable = false;
};
template <class _AmpT, int _AmpN> struct texture_traits<writeonly_texture_view<_AmpT, _AmpN>> {
  static constexpr bool is_texture = true;
  static constexpr bool is_writable = true;
};
template <class _AmpT, int _AmpN> struct texture_traits<const writeonly_texture_view<_AmpT, _AmpN>> {
  static constexpr bool is_texture = true;
  static constexpr bool is_writable = true;
};
template <class _AmpT> using if_texture = std::enable_if_t<texture_traits<_AmpT>::is_texture>;
template <class _AmpT>
using if_not_texture = std::enable_if_t<!texture_traits<std::remove_cv_t<std::remove_reference_t<_AmpT>>>::is_texture>;

/// The levels a texture or view shows.
template <class _AmpT, int _AmpN> view_levels<unsigned int, _AmpN> levels_of(const texture<_AmpT, _AmpN> &t) {
  const auto &d = texture_access::texels(t);
  return {&d, 0, d.levels};
}
template <class _AmpV> auto levels_of(const _AmpV &v) { return v.texture_copy_source(); }
/// A writable destination's texels (its levels' first, and the texels).
template <class _AmpD> view_levels<unsigned int, _AmpD::rank> dest_levels(_AmpD &d) {
  static_assert(texture_traits<_AmpD>::is_writable, "copy: the destination is not a writable texture type");
  return levels_of(d);
}
/// Host copies see exactly one level.
template <class _AmpL> const _AmpL &one_level(const _AmpL &l, const char *side) {
  if (l.count != 1)
    throw runtime_exception(std::string("copy: the ") + side + " has several mipmap levels; copy one level through a "
                                                           "texture_view of it",
                            E_INVALIDARG);
  return l;
}
template <class _AmpL, int _AmpN> void check_section(const _AmpL &l, const index<_AmpN> &off, const extent<_AmpN> &e) {
  for (int i = 0; i < _AmpN; ++i)
    if (off[i] < 0 || e[i] <= 0 || off[i] + e[i] > l.texels->level_dim(l.first, i))
      throw runtime_exception("copy: the section's index and extent lie outside the texture", E_INVALIDARG);
}
template <class _AmpL> auto whole(const _AmpL &l) { return extent_at(*l.texels, l.first); }
/// The value type a copy into an output iterator writes: the iterator's, or
/// the texture's where the iterator has none (an insert iterator).
template <class _AmpOut, class _AmpT>
using out_value = std::conditional_t<std::is_void<typename std::iterator_traits<_AmpOut>::value_type>::value, _AmpT,
                                     typename std::iterator_traits<_AmpOut>::value_type>;
} // namespace detail_tex

// Texture to host memory.
template <class _AmpSrc, class = detail_tex::if_texture<_AmpSrc>>
void copy(const _AmpSrc &src, void *dst, unsigned int dst_byte_size) {
  auto l = detail_tex::one_level(detail_tex::levels_of(src), "source");
  detail_tex::copy_out_bytes(*l.texels, l.first, index<_AmpSrc::rank>(), detail_tex::whole(l), dst, dst_byte_size);
}
template <class _AmpSrc, class = detail_tex::if_texture<_AmpSrc>>
void copy(const _AmpSrc &src, const index<_AmpSrc::rank> &src_offset, const extent<_AmpSrc::rank> &copy_extent,
          void *dst, unsigned int dst_byte_size) {
  auto l = detail_tex::one_level(detail_tex::levels_of(src), "source");
  detail_tex::check_section(l, src_offset, copy_extent);
  detail_tex::copy_out_bytes(*l.texels, l.first, src_offset, copy_extent, dst, dst_byte_size);
}
// Host memory to a texture.
template <class _AmpDst, class = detail_tex::if_texture<_AmpDst>>
void copy(const void *src, unsigned int src_byte_size, _AmpDst &dst) {
  auto l = detail_tex::one_level(detail_tex::dest_levels(dst), "destination");
  detail_tex::copy_in_bytes(*l.texels, l.first, index<_AmpDst::rank>(), detail_tex::whole(l), src, src_byte_size);
}
template <class _AmpDst, class = detail_tex::if_texture<_AmpDst>>
void copy(const void *src, unsigned int src_byte_size, _AmpDst &dst, const index<_AmpDst::rank> &dst_offset,
          const extent<_AmpDst::rank> &copy_extent) {
  auto l = detail_tex::one_level(detail_tex::dest_levels(dst), "destination");
  detail_tex::check_section(l, dst_offset, copy_extent);
  detail_tex::copy_in_bytes(*l.texels, l.first, dst_offset, copy_extent, src, src_byte_size);
}
// Iterators to a texture.
// One overload per texture type: more specialized than std::copy, which
// argument-dependent lookup finds for standard iterators.
#define AMP_CLANG_COPY_FROM_ITERATORS(TEXTURE)                                                                     \
  template <class _AmpIt, class _AmpT, int _AmpN, class = detail_tex::if_iter<_AmpIt>>                             \
  void copy(_AmpIt first, _AmpIt last, TEXTURE<_AmpT, _AmpN> &dst) {                                               \
    auto l = detail_tex::one_level(detail_tex::dest_levels(dst), "destination");                                   \
    detail_tex::copy_in_iter(*l.texels, l.first, index<_AmpN>(), detail_tex::whole(l), first, last);               \
  }
AMP_CLANG_COPY_FROM_ITERATORS(texture)
AMP_CLANG_COPY_FROM_ITERATORS(texture_view)
AMP_CLANG_COPY_FROM_ITERATORS(writeonly_texture_view)
#undef AMP_CLANG_COPY_FROM_ITERATORS
template <class _AmpIt, class _AmpDst, class = detail_tex::if_texture<_AmpDst>, class = detail_tex::if_iter<_AmpIt>>
void copy(_AmpIt first, _AmpIt last, _AmpDst &dst, const index<_AmpDst::rank> &dst_offset,
          const extent<_AmpDst::rank> &copy_extent) {
  auto l = detail_tex::one_level(detail_tex::dest_levels(dst), "destination");
  detail_tex::check_section(l, dst_offset, copy_extent);
  detail_tex::copy_in_iter(*l.texels, l.first, dst_offset, copy_extent, first, last);
}
// A texture to an output iterator.
template <class _AmpSrc, class _AmpOut, class = detail_tex::if_texture<_AmpSrc>,
          class = detail_tex::if_not_texture<_AmpOut>>
void copy(const _AmpSrc &src, _AmpOut dst) {
  auto l = detail_tex::one_level(detail_tex::levels_of(src), "source");
  detail_tex::copy_out_iter<detail_tex::out_value<_AmpOut, typename _AmpSrc::value_type>>(
      *l.texels, l.first, index<_AmpSrc::rank>(), detail_tex::whole(l), dst);
}
template <class _AmpSrc, class _AmpOut, class = detail_tex::if_texture<_AmpSrc>,
          class = detail_tex::if_not_texture<_AmpOut>>
void copy(const _AmpSrc &src, const index<_AmpSrc::rank> &src_offset, const extent<_AmpSrc::rank> &copy_extent,
          _AmpOut dst) {
  auto l = detail_tex::one_level(detail_tex::levels_of(src), "source");
  detail_tex::check_section(l, src_offset, copy_extent);
  detail_tex::copy_out_iter<detail_tex::out_value<_AmpOut, typename _AmpSrc::value_type>>(*l.texels, l.first,
                                                                                         src_offset, copy_extent, dst);
}
// Texture to texture: every level (the same extent and number of levels), or
// a section of one level.
template <class _AmpSrc, class _AmpDst, class = detail_tex::if_texture<_AmpSrc>, class = detail_tex::if_texture<_AmpDst>>
void copy(const _AmpSrc &src, _AmpDst &dst) {
  auto from = detail_tex::levels_of(src);
  auto to = detail_tex::dest_levels(dst);
  if (detail_tex::whole(from) != detail_tex::whole(to))
    throw runtime_exception("copy: the source and destination textures must have the same extent for a whole-texture "
                            "copy",
                            E_INVALIDARG);
  if (from.count != to.count)
    throw runtime_exception("copy: the source and destination textures must have the same number of mipmap levels",
                            E_INVALIDARG);
  for (int l = 0; l < from.count; ++l)
    detail_tex::copy_region(*from.texels, from.first + l, index<_AmpSrc::rank>(), *to.texels, to.first + l,
                            index<_AmpSrc::rank>(), detail_tex::extent_at(*from.texels, from.first + l));
}
template <class _AmpSrc, class _AmpDst, class = detail_tex::if_texture<_AmpSrc>, class = detail_tex::if_texture<_AmpDst>>
void copy(const _AmpSrc &src, const index<_AmpSrc::rank> &src_offset, _AmpDst &dst,
          const index<_AmpDst::rank> &dst_offset, const extent<_AmpSrc::rank> &copy_extent) {
  auto from = detail_tex::levels_of(src);
  auto to = detail_tex::dest_levels(dst);
  if (from.count != 1 || to.count != 1)
    throw runtime_exception("copy: sections are not allowed when a copy involves several mipmap levels",
                            E_INVALIDARG);
  detail_tex::check_section(from, src_offset, copy_extent);
  detail_tex::check_section(to, dst_offset, copy_extent);
  detail_tex::copy_region(*from.texels, from.first, src_offset, *to.texels, to.first, dst_offset, copy_extent);
}

// copy_async: the same copies, done when the future is returned.
#define AMP_CLANG_TEXTURE_COPY_ASYNC(TEMPLATE, PARAMS, ARGS)                                                         \
  TEMPLATE completion_future copy_async(PARAMS) {                                                                    \
    copy(ARGS);                                                                                                      \
    return completion_future::ready();                                                                              \
  }
#define AMP_CLANG_C ,
AMP_CLANG_TEXTURE_COPY_ASYNC(template <class _AmpSrc AMP_CLANG_C class = detail_tex::if_texture<_AmpSrc>>,
                             const _AmpSrc &src AMP_CLANG_C void *dst AMP_CLANG_C unsigned int n,
                             src AMP_CLANG_C dst AMP_CLANG_C n)
AMP_CLANG_TEXTURE_COPY_ASYNC(template <class _AmpSrc AMP_CLANG_C class = detail_tex::if_texture<_AmpSrc>>,
                             const _AmpSrc &src AMP_CLANG_C const index<_AmpSrc::rank> &o AMP_CLANG_C
                                 const extent<_AmpSrc::rank> &e AMP_CLANG_C void *dst AMP_CLANG_C unsigned int n,
                             src AMP_CLANG_C o AMP_CLANG_C e AMP_CLANG_C dst AMP_CLANG_C n)
AMP_CLANG_TEXTURE_COPY_ASYNC(template <class _AmpDst AMP_CLANG_C class = detail_tex::if_texture<_AmpDst>>,
                             const void *src AMP_CLANG_C unsigned int n AMP_CLANG_C _AmpDst &dst,
                             src AMP_CLANG_C n AMP_CLANG_C dst)
AMP_CLANG_TEXTURE_COPY_ASYNC(template <class _AmpDst AMP_CLANG_C class = detail_tex::if_texture<_AmpDst>>,
                             const void *src AMP_CLANG_C unsigned int n AMP_CLANG_C _AmpDst &dst AMP_CLANG_C
                                 const index<_AmpDst::rank> &o AMP_CLANG_C const extent<_AmpDst::rank> &e,
                             src AMP_CLANG_C n AMP_CLANG_C dst AMP_CLANG_C o AMP_CLANG_C e)
AMP_CLANG_TEXTURE_COPY_ASYNC(template <class _AmpIt AMP_CLANG_C class _AmpDst AMP_CLANG_C
                                           class = detail_tex::if_texture<_AmpDst> AMP_CLANG_C
                                               class = detail_tex::if_iter<_AmpIt>>,
                             _AmpIt first AMP_CLANG_C _AmpIt last AMP_CLANG_C _AmpDst &dst,
                             first AMP_CLANG_C last AMP_CLANG_C dst)
AMP_CLANG_TEXTURE_COPY_ASYNC(template <class _AmpIt AMP_CLANG_C class _AmpDst AMP_CLANG_C
                                           class = detail_tex::if_texture<_AmpDst> AMP_CLANG_C
                                               class = detail_tex::if_iter<_AmpIt>>,
                             _AmpIt first AMP_CLANG_C _AmpIt last AMP_CLANG_C _AmpDst &dst AMP_CLANG_C
                                 const index<_AmpDst::rank> &o AMP_CLANG_C const extent<_AmpDst::rank> &e,
                             first AMP_CLANG_C last AMP_CLANG_C dst AMP_CLANG_C o AMP_CLANG_C e)
AMP_CLANG_TEXTURE_COPY_ASYNC(template <class _AmpSrc AMP_CLANG_C class _AmpOut AMP_CLANG_C
                                           class = detail_tex::if_texture<_AmpSrc> AMP_CLANG_C
                                               class = detail_tex::if_not_texture<_AmpOut>>,
                             const _AmpSrc &src AMP_CLANG_C _AmpOut dst, src AMP_CLANG_C dst)
AMP_CLANG_TEXTURE_COPY_ASYNC(template <class _AmpSrc AMP_CLANG_C class _AmpOut AMP_CLANG_C
                                           class = detail_tex::if_texture<_AmpSrc> AMP_CLANG_C
                                               class = detail_tex::if_not_texture<_AmpOut>>,
                             const _AmpSrc &src AMP_CLANG_C const index<_AmpSrc::rank> &o AMP_CLANG_C
                                 const extent<_AmpSrc::rank> &e AMP_CLANG_C _AmpOut dst,
                             src AMP_CLANG_C o AMP_CLANG_C e AMP_CLANG_C dst)
AMP_CLANG_TEXTURE_COPY_ASYNC(template <class _AmpSrc AMP_CLANG_C class _AmpDst AMP_CLANG_C
                                           class = detail_tex::if_texture<_AmpSrc> AMP_CLANG_C
                                               class = detail_tex::if_texture<_AmpDst>>,
                             const _AmpSrc &src AMP_CLANG_C _AmpDst &dst, src AMP_CLANG_C dst)
AMP_CLANG_TEXTURE_COPY_ASYNC(template <class _AmpSrc AMP_CLANG_C class _AmpDst AMP_CLANG_C
                                           class = detail_tex::if_texture<_AmpSrc> AMP_CLANG_C
                                               class = detail_tex::if_texture<_AmpDst>>,
                             const _AmpSrc &src AMP_CLANG_C const index<_AmpSrc::rank> &so AMP_CLANG_C
                                 _AmpDst &dst AMP_CLANG_C const index<_AmpDst::rank> &dof AMP_CLANG_C
                                     const extent<_AmpSrc::rank> &e,
                             src AMP_CLANG_C so AMP_CLANG_C dst AMP_CLANG_C dof AMP_CLANG_C e)
#undef AMP_CLANG_C
#undef AMP_CLANG_TEXTURE_COPY_ASYNC

} // namespace graphics
} // namespace Concurrency
