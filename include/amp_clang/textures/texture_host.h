// Host-side work on texture storage: laying out the mipmap levels, making the
// buffer on an accelerator_view, and copies between texels and host memory
// (raw bytes in the texture's format, or elements converted one by one).
#pragma once

#include <amp_clang/accelerator.h>
#include <amp_clang/textures/texel_data.h>

#include <algorithm>
#include <cstring>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

namespace amp_clang {
namespace detail {
struct view_access {
  static Concurrency::array_view<unsigned int, 1> words(std::shared_ptr<storage> s, int count) {
    return Concurrency::array_view<unsigned int, 1>(std::move(s), nullptr, Concurrency::extent<1>(count));
  }
  template <class _AmpT> static const std::shared_ptr<storage> &data(const Concurrency::array_view<_AmpT, 1> &v) {
    return v.m_storage;
  }
};
} // namespace detail
} // namespace amp_clang

namespace Concurrency {
namespace graphics {
namespace detail_tex {

/// The most texels along one side of a texture of rank N (Direct3D 11's limits).
constexpr int max_dim(int rank) { return rank == 3 ? 2048 : 16384; }

/// How many mipmap levels a full chain of extent \p e has.
template <int _AmpN> unsigned int full_chain(const extent<_AmpN> &e) {
  int m = 0;
  for (int i = 0; i < _AmpN; ++i)
    m = std::max(m, e[i]);
  unsigned int levels = 1;
  while (m > 1) {
    m >>= 1;
    ++levels;
  }
  return levels;
}

template <class _AmpW, int _AmpN> std::shared_ptr<amp_clang::detail::storage> storage_of(const texel_data<_AmpW, _AmpN> &d) {
  return amp_clang::detail::view_access::data(d.words);
}

/// New zeroed texels of element type T on \p av (null: the default view).
/// An associated view makes a staging texture: host memory on the cpu
/// accelerator that copies move to and from \p associated's device.
/// \p levels 0 is the full mipmap chain.
template <class _AmpT, int _AmpN>
texel_data<unsigned int, _AmpN> allocate(const extent<_AmpN> &e, unsigned int bits, unsigned int levels,
                                         const accelerator_view *av, const accelerator_view *associated) {
  for (int i = 0; i < _AmpN; ++i)
    if (e[i] <= 0 || e[i] > max_dim(_AmpN))
      throw runtime_exception("texture: every dimension of the extent must be between 1 and " +
                                  std::to_string(max_dim(_AmpN)),
                              E_INVALIDARG);
  bits = checked_bits<_AmpT>(bits);
  if (levels == 0)
    levels = full_chain(e);
  if (levels > full_chain(e))
    throw runtime_exception("texture: the extent is too small for " + std::to_string(levels) +
                                " mipmap levels; the most it allows is " + std::to_string(full_chain(e)),
                            E_INVALIDARG);
  const bool on_cpu = av && av->get_accelerator().get_device_path() == accelerator::cpu_accelerator;
  const bool staging =
      on_cpu && associated && associated->get_accelerator().get_device_path() != accelerator::cpu_accelerator;
  if (on_cpu && !staging)
    throw unsupported_feature("texture: a texture on the cpu accelerator must be a staging texture (with an "
                              "associated accelerator_view on another accelerator)");
  if (staging && levels != 1)
    throw runtime_exception("texture: a staging texture has one mipmap level", E_INVALIDARG);
  // Direct3D's texels: components x bits (a double is 64 bits).
  std::size_t texel = static_cast<std::size_t>(element_traits<_AmpT>::components) * bits / 8;
  int dims[3] = {1, 1, 1};
  for (int i = 0; i < _AmpN; ++i)
    dims[i] = e[i];
  std::size_t words = 0;
  for (unsigned int l = 0; l < levels; ++l) {
    std::size_t n = 1;
    for (int i = 0; i < _AmpN; ++i)
      n *= static_cast<std::size_t>(std::max(1, dims[i] >> l));
    words += (n * texel + 3) / 4;
  }
  if (words * 4 > 0xffffffffu)
    throw runtime_exception("texture: the texels exceed 4 GiB", E_INVALIDARG);
  auto st = std::make_shared<amp_clang::detail::storage>(words * 4);
  if (av) {
    st->set_cpu_only(on_cpu || amp_clang::detail::is_host_accelerator(*av));
    st->set_home(on_cpu ? nullptr : av->impl());
    st->set_home_view(std::make_shared<const accelerator_view>(*av));
    if (staging)
      st->set_associated_view(std::make_shared<const accelerator_view>(*associated));
  }
  texel_data<unsigned int, _AmpN> d(amp_clang::detail::view_access::words(st, static_cast<int>(words)));
  d.dim0 = dims[0];
  d.dim1 = dims[1];
  d.dim2 = dims[2];
  d.bits = bits;
  d.texel_bytes = static_cast<unsigned int>(texel);
  d.levels = static_cast<int>(levels);
  d.staging = staging ? 1 : 0;
  return d;
}

/// The bytes of \p level's texels.
template <class _AmpW, int _AmpN> std::size_t level_bytes(const texel_data<_AmpW, _AmpN> &d, int level) {
  std::size_t n = d.texel_bytes;
  for (int i = 0; i < _AmpN; ++i)
    n *= static_cast<std::size_t>(d.level_dim(level, i));
  return n;
}

template <int _AmpN> int at(const index<_AmpN> &i, int d) { return d < _AmpN ? i[d] : 0; }

/// Calls f(bytes, position) for each row (the last dimension's run) of the
/// region \p offset, \p e of \p level, in row-major order: bytes is where the
/// row starts in the texels' host copy.
template <class _AmpW, int _AmpN, class _AmpF>
void for_each_row(const texel_data<_AmpW, _AmpN> &d, int level, const index<_AmpN> &offset, const extent<_AmpN> &e,
                  _AmpF &&f) {
  for (int i = 0; i < _AmpN; ++i)
    if (offset[i] < 0 || e[i] < 0 || offset[i] + e[i] > d.level_dim(level, i))
      throw runtime_exception("texture copy: the region lies outside the texture", E_INVALIDARG);
  if (e.size() == 0)
    return;
  char *host = static_cast<char *>(storage_of(d)->host());
  extent<_AmpN> rows = e;
  rows[_AmpN - 1] = 1;
  detail_view::for_each_index(rows, [&](const index<_AmpN> &r) {
    index<_AmpN> p = r + offset;
    f(host + d.texel_byte(level, at(p, 0), at(p, 1), at(p, 2)), p);
  });
}

/// Raw bytes in the texture's format, packed row after row, into a region.
template <int _AmpN>
void copy_in_bytes(const texel_data<unsigned int, _AmpN> &d, int level, const index<_AmpN> &offset,
                   const extent<_AmpN> &e, const void *src, std::size_t src_bytes) {
  std::size_t row = static_cast<std::size_t>(e[_AmpN - 1]) * d.texel_bytes;
  if (src_bytes < row * (e.size() / std::max(1, e[_AmpN - 1])))
    throw runtime_exception("texture copy: the source has fewer bytes than the region needs", E_INVALIDARG);
  storage_of(d)->host_write();
  const char *from = static_cast<const char *>(src);
  for_each_row(d, level, offset, e, [&](char *to, const index<_AmpN> &) {
    std::memcpy(to, from, row);
    from += row;
  });
  storage_of(d)->upload_now();
}
/// A region's raw bytes, packed row after row.
template <class _AmpW, int _AmpN>
void copy_out_bytes(const texel_data<_AmpW, _AmpN> &d, int level, const index<_AmpN> &offset, const extent<_AmpN> &e,
                    void *dst, std::size_t dst_bytes) {
  std::size_t row = static_cast<std::size_t>(e[_AmpN - 1]) * d.texel_bytes;
  if (dst_bytes < row * (e.size() / std::max(1, e[_AmpN - 1])))
    throw runtime_exception("texture copy: the destination has fewer bytes than the region holds", E_INVALIDARG);
  storage_of(d)->host_read();
  char *to = static_cast<char *>(dst);
  for_each_row(d, level, offset, e, [&](char *from, const index<_AmpN> &) {
    std::memcpy(to, from, row);
    to += row;
  });
}
/// How many iterator elements of type _AmpV a region takes: _AmpV is a texel (or a
/// byte of the packed texels); host copies never convert, as Microsoft's.
template <class _AmpV, class _AmpW, int _AmpN> std::size_t iterator_units(const texel_data<_AmpW, _AmpN> &d, const extent<_AmpN> &e) {
  if (sizeof(_AmpV) == 1)
    return e.size() * d.texel_bytes;
  if (sizeof(_AmpV) != d.texel_bytes)
    throw runtime_exception("texture copy: an iterator's elements must be bytes or as large as a texel (" +
                                std::to_string(d.texel_bytes) + " bytes)",
                            E_INVALIDARG);
  return e.size();
}
/// Texels (or bytes) from an iterator into a region.
template <int _AmpN, class _AmpIt>
void copy_in_iter(const texel_data<unsigned int, _AmpN> &d, int level, const index<_AmpN> &offset,
                  const extent<_AmpN> &e, _AmpIt first, _AmpIt last) {
  typedef typename std::iterator_traits<_AmpIt>::value_type _AmpV;
  std::size_t units = iterator_units<_AmpV>(d, e);
  if (static_cast<std::size_t>(std::distance(first, last)) < units)
    throw runtime_exception("texture copy: the iterators supply too few elements", E_INVALIDARG);
  std::size_t row = static_cast<std::size_t>(e[_AmpN - 1]) * d.texel_bytes / sizeof(_AmpV);
  storage_of(d)->host_write();
  for_each_row(d, level, offset, e, [&](char *to, const index<_AmpN> &) {
    for (std::size_t k = 0; k < row; ++k, ++first) {
      _AmpV v = *first;
      std::memcpy(to + k * sizeof(_AmpV), &v, sizeof(_AmpV));
    }
  });
  storage_of(d)->upload_now();
}
/// A region's texels to an output iterator, as elements of type _AmpV.
template <class _AmpV, class _AmpW, int _AmpN, class _AmpOut>
_AmpOut copy_out_iter(const texel_data<_AmpW, _AmpN> &d, int level, const index<_AmpN> &offset,
                      const extent<_AmpN> &e, _AmpOut out) {
  iterator_units<_AmpV>(d, e);
  std::size_t row = static_cast<std::size_t>(e[_AmpN - 1]) * d.texel_bytes / sizeof(_AmpV);
  storage_of(d)->host_read();
  for_each_row(d, level, offset, e, [&](char *from, const index<_AmpN> &) {
    for (std::size_t k = 0; k < row; ++k, ++out) {
      _AmpV v;
      std::memcpy(&v, from + k * sizeof(_AmpV), sizeof(_AmpV));
      *out = v;
    }
  });
  return out;
}

/// Texels from one region to another of the same extent and format.
template <class _AmpW, int _AmpN>
void copy_region(const texel_data<_AmpW, _AmpN> &src, int src_level, const index<_AmpN> &src_offset,
                 const texel_data<unsigned int, _AmpN> &dst, int dst_level, const index<_AmpN> &dst_offset,
                 const extent<_AmpN> &e) {
  if (src.bits != dst.bits || src.texel_bytes != dst.texel_bytes)
    throw runtime_exception("texture copy: the source and destination formats differ", E_INVALIDARG);
  for (int i = 0; i < _AmpN; ++i)
    if (src_offset[i] < 0 || dst_offset[i] < 0 || src_offset[i] + e[i] > src.level_dim(src_level, i) ||
        dst_offset[i] + e[i] > dst.level_dim(dst_level, i))
      throw runtime_exception("texture copy: the region lies outside a texture", E_INVALIDARG);
  auto from = storage_of(src), to = storage_of(dst);
  if (from == to && src_level == dst_level) {
    bool overlap = true;
    for (int i = 0; i < _AmpN; ++i)
      overlap = overlap && src_offset[i] < dst_offset[i] + e[i] && dst_offset[i] < src_offset[i] + e[i];
    if (overlap)
      throw runtime_exception("texture copy: the source and destination overlap in one texture", E_INVALIDARG);
  }
  from->host_read();
  to->host_write();
  std::size_t row = static_cast<std::size_t>(e[_AmpN - 1]) * src.texel_bytes;
  std::vector<char *> rows;
  for_each_row(dst, dst_level, dst_offset, e, [&](char *p, const index<_AmpN> &) { rows.push_back(p); });
  std::size_t r = 0;
  for_each_row(src, src_level, src_offset, e, [&](char *p, const index<_AmpN> &) { std::memcpy(rows[r++], p, row); });
  to->upload_now();
}

} // namespace detail_tex
} // namespace graphics
} // namespace Concurrency
