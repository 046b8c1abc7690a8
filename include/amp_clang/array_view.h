// concurrency::array_view<T, N>: a view of host (or array) data, copied to the device lazily.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/property.h>

#include <amp_clang/accelerator.h>
#include <amp_clang/completion_future.h>
#include <amp_clang/exceptions.h>
#include <amp_clang/extent_index.h>
#include <amp_clang/sanitizer.h>
#include <amp_clang/storage.h>

#include <cstring>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>
#include <utility>
#include <vector>

namespace amp_clang {
namespace detail {
struct view_access; // textures/texture_host.h: texture storage as a view of words
} // namespace detail
} // namespace amp_clang

namespace Concurrency {

template <typename _AmpT, int _AmpN> class array;

namespace detail_view {
template <class _AmpC, class _AmpT, class = void> struct is_container : std::false_type {};
template <class _AmpC, class _AmpT>
struct is_container<_AmpC, _AmpT,
                    std::enable_if_t<std::is_convertible<decltype(std::declval<_AmpC &>().data()), _AmpT *>::value &&
                                     sizeof(std::declval<_AmpC &>().size()) != 0>>
    : std::true_type {};
/// Calls f(idx) for every index of e in row-major order.
template <int _AmpN, class _AmpF> void for_each_index(const extent<_AmpN> &e, _AmpF &&f) {
  if (e.size() == 0) return;
  index<_AmpN> idx;
  for (;;) {
    f(idx);
    int d = _AmpN - 1;
    while (d >= 0 && ++idx[d] == e[d]) idx[d--] = 0;
    if (d < 0) return;
  }
}
} // namespace detail_view

/// A view of N-dimensional data. Copies share one coherence state; the device
/// copy is made at the first launch that uses it, the host copy refreshed at the
/// first host access after a launch wrote it. `array_view<const T, N>` is
/// read-only on the device and never copied back.
template <typename _AmpT, int _AmpN = 1> class array_view {
  static_assert(_AmpN > 0, "array_view rank must be positive");
  using nc_type = std::remove_const_t<_AmpT>;
  using array_ref = std::conditional_t<std::is_const<_AmpT>::value, const array<nc_type, _AmpN> &,
                                       array<nc_type, _AmpN> &>;

public:
  static constexpr int rank = _AmpN;
  typedef _AmpT value_type;

  /// The view's shape (a data member: Microsoft's is a property).
  concurrency::extent<_AmpN> extent;

  array_view(array_ref a) restrict(cpu, amp);
  array_view(const concurrency::extent<_AmpN> &e, _AmpT *src) restrict(cpu, amp)
      : array_view(amp_clang::detail::storage::over_host(const_cast<nc_type *>(src),
                                                         e.size() * sizeof(_AmpT)),
                   const_cast<nc_type *>(src), e) {}
  template <class _AmpContainer,
            class = std::enable_if_t<detail_view::is_container<_AmpContainer, _AmpT>::value>>
  array_view(const concurrency::extent<_AmpN> &e, _AmpContainer &src) restrict(cpu)
      : array_view(e, static_cast<_AmpT *>(src.data())) {
    if (static_cast<std::size_t>(src.size()) < e.size())
      throw runtime_exception("array_view: container smaller than the extent", E_INVALIDARG);
  }
  /// Rank 1: the whole container.
  template <class _AmpContainer, int _AmpM = _AmpN,
            class = std::enable_if_t<_AmpM == 1 && detail_view::is_container<_AmpContainer, _AmpT>::value>>
  explicit array_view(_AmpContainer &src) restrict(cpu)
      : array_view(concurrency::extent<_AmpN>(static_cast<int>(src.size())), src) {
  }
  /// Rank 1: a C array, its extent its length (Microsoft's `array_view(_Arr_type (&)[_Size])`).
  template <class _AmpA, int _AmpS, int _AmpM = _AmpN,
            class = std::enable_if_t<_AmpM == 1 && std::is_same<std::remove_const_t<_AmpA>, nc_type>::value &&
                                     (std::is_const<_AmpT>::value || !std::is_const<_AmpA>::value)>>
  explicit array_view(_AmpA (&src)[_AmpS]) restrict(cpu, amp) : array_view(concurrency::extent<_AmpN>(_AmpS), src) {}
  /// No data source: the view owns zeroed host memory.
  explicit array_view(const concurrency::extent<_AmpN> &e) restrict(cpu)
      : array_view(std::make_shared<amp_clang::detail::storage>(e.size() * sizeof(_AmpT)), nullptr, e) {
    m_storage->set_no_source();
  }

  array_view(int e0, _AmpT *src) restrict(cpu, amp) : array_view(concurrency::extent<_AmpN>(e0), src) {}
  array_view(int e0, int e1, _AmpT *src) restrict(cpu, amp) : array_view(concurrency::extent<_AmpN>(e0, e1), src) {}
  array_view(int e0, int e1, int e2, _AmpT *src) restrict(cpu, amp)
      : array_view(concurrency::extent<_AmpN>(e0, e1, e2), src) {}
  template <class _AmpContainer,
            class = std::enable_if_t<detail_view::is_container<_AmpContainer, _AmpT>::value>>
  array_view(int e0, _AmpContainer &src) restrict(cpu) : array_view(concurrency::extent<_AmpN>(e0), src) {}
  template <class _AmpContainer,
            class = std::enable_if_t<detail_view::is_container<_AmpContainer, _AmpT>::value>>
  array_view(int e0, int e1, _AmpContainer &src) restrict(cpu)
      : array_view(concurrency::extent<_AmpN>(e0, e1), src) {}
  template <class _AmpContainer,
            class = std::enable_if_t<detail_view::is_container<_AmpContainer, _AmpT>::value>>
  array_view(int e0, int e1, int e2, _AmpContainer &src) restrict(cpu)
      : array_view(concurrency::extent<_AmpN>(e0, e1, e2), src) {}
  explicit array_view(int e0) restrict(cpu) : array_view(concurrency::extent<_AmpN>(e0)) {}
  array_view(int e0, int e1) restrict(cpu) : array_view(concurrency::extent<_AmpN>(e0, e1)) {}
  array_view(int e0, int e1, int e2) restrict(cpu) : array_view(concurrency::extent<_AmpN>(e0, e1, e2)) {}

  array_view(const array_view &) restrict(cpu, amp) = default;
  array_view &operator=(const array_view &) restrict(cpu, amp) = default;
  /// array_view<const T> from array_view<T>.
  template <class _AmpU, class = std::enable_if_t<std::is_const<_AmpT>::value &&
                                              std::is_same<_AmpU, nc_type>::value>>
  array_view(const array_view<_AmpU, _AmpN> &o) restrict(cpu, amp)
      : extent(o.extent), m_storage(o.m_storage), m_data(o.m_data), m_offset(o.m_offset) {
    for (int i = 0; i < _AmpN; ++i) m_stride[i] = o.m_stride[i];
  }

  concurrency::extent<_AmpN> get_extent() const restrict(cpu, amp) { return extent; }

  // (-fsanitize=amp: each index comes with its place in the source, and the
  // host accelerator's kernels check it; amp_clang/sanitizer.h.)
  _AmpT &operator[](AMP_CLANG_SAN_IDX(index<_AmpN>, idx)) const restrict(cpu, amp) {
    AMP_CLANG_SAN_UNWRAP(idx)
#if defined(AMP_CLANG_HOST_SANITIZE)
    if (!m_data && ::amp_clang::sanitizer::in_host_kernel()) return ::amp_clang::sanitizer::dummy<_AmpT>();
#endif
    AMP_CLANG_SAN_CHECK(_AmpN, extent, idx, idx, "array_view", _AmpT)
    touch();
    return m_data[linear(idx)];
  }
  _AmpT &operator()(AMP_CLANG_SAN_IDX(index<_AmpN>, idx)) const restrict(cpu, amp) {
    return (*this)[AMP_CLANG_SAN_PASS(idx)];
  }
  /// Rank 1: the element; rank > 1: the projection (a view of rank N-1).
  std::conditional_t<_AmpN == 1, _AmpT &, array_view<_AmpT, (_AmpN > 1 ? _AmpN - 1 : 1)>>
  operator[](AMP_CLANG_SAN_INT(i)) const restrict(cpu, amp) {
    AMP_CLANG_SAN_UNWRAP(i)
    if constexpr (_AmpN == 1) {
      return (*this)[AMP_CLANG_SAN_WITH(index<1>(i), i)];
    } else {
#if defined(AMP_CLANG_HOST_SANITIZE)
      if (::amp_clang::sanitizer::host_out_of_bounds<1>(concurrency::extent<1>(extent[0]), index<1>(i), i_amp_at,
                                                         "array_view")) {
        array_view<_AmpT, _AmpN - 1> p = (*this)[AMP_CLANG_SAN_WITH(0, i)];
        p.extent[0] = 0; // what a violating projection gives: no element (and no second report)
        p.m_data = nullptr;
        return p;
      }
#endif
      if (i < 0 || i >= extent[0])
        throw runtime_exception("array_view: projection index out of bounds", E_INVALIDARG);
      array_view<_AmpT, _AmpN - 1> p;
      for (int k = 0; k < _AmpN - 1; ++k) {
        p.extent[k] = extent[k + 1];
        p.m_stride[k] = m_stride[k + 1];
      }
      p.m_storage = m_storage;
      p.m_data = m_data;
      p.m_offset = m_offset + i * m_stride[0];
      return p;
    }
  }
  std::conditional_t<_AmpN == 1, _AmpT &, array_view<_AmpT, (_AmpN > 1 ? _AmpN - 1 : 1)>>
  operator()(AMP_CLANG_SAN_INT(i)) const restrict(cpu, amp) {
    return (*this)[AMP_CLANG_SAN_PASS(i)];
  }
  template <int _AmpM = _AmpN, std::enable_if_t<_AmpM == 2, int> = 0>
  _AmpT &operator()(int i0, int i1 AMP_CLANG_SAN_HERE(i1)) const restrict(cpu, amp) {
    return (*this)[AMP_CLANG_SAN_WITH(index<2>(i0, i1), i1)];
  }
  template <int _AmpM = _AmpN, std::enable_if_t<_AmpM == 3, int> = 0>
  _AmpT &operator()(int i0, int i1, int i2 AMP_CLANG_SAN_HERE(i2)) const restrict(cpu, amp) {
    return (*this)[AMP_CLANG_SAN_WITH(index<3>(i0, i1, i2), i2)];
  }

  /// The sub-view of extent `e` starting at `origin`; it keeps the parent's strides.
  /// As Microsoft's: every dimension of the section is positive and inside
  /// the view (`section(idx)` with idx on the view's edge is empty: an error).
  array_view section(const index<_AmpN> &origin, const concurrency::extent<_AmpN> &e) const restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i)
      if (origin[i] < 0 || e[i] <= 0 || origin[i] + e[i] > extent[i])
        throw runtime_exception("array_view::section: section out of bounds", E_INVALIDARG);
    array_view s = *this;
    s.extent = e;
    s.m_offset = linear(origin);
    return s;
  }
  array_view section(const index<_AmpN> &origin) const restrict(cpu, amp) {
    return section(origin, extent - origin);
  }
  array_view section(const concurrency::extent<_AmpN> &e) const restrict(cpu, amp) {
    return section(index<_AmpN>(), e);
  }
  template <int _AmpM = _AmpN, std::enable_if_t<_AmpM == 1, int> = 0>
  array_view section(int i0, int e0) const restrict(cpu, amp) {
    return section(index<1>(i0), concurrency::extent<1>(e0));
  }
  template <int _AmpM = _AmpN, std::enable_if_t<_AmpM == 2, int> = 0>
  array_view section(int i0, int i1, int e0, int e1) const restrict(cpu, amp) {
    return section(index<2>(i0, i1), concurrency::extent<2>(e0, e1));
  }
  template <int _AmpM = _AmpN, std::enable_if_t<_AmpM == 3, int> = 0>
  array_view section(int i0, int i1, int i2, int e0, int e1, int e2) const restrict(cpu, amp) {
    return section(index<3>(i0, i1, i2), concurrency::extent<3>(e0, e1, e2));
  }

  _AmpT &get_ref(const index<_AmpN> &idx) const restrict(cpu, amp) { return (*this)[idx]; }

  /// Rank 1: the same elements seen as rank K (e.size() must not exceed extent.size()).
  template <int _AmpK, int _AmpM = _AmpN, std::enable_if_t<_AmpM == 1, int> = 0>
  array_view<_AmpT, _AmpK> view_as(const concurrency::extent<_AmpK> &e) const restrict(cpu, amp) {
    return as_rank<_AmpK>(e, extent.size());
  }
  /// Rank 1: the bytes of the view as elements of U; a view of const T gives
  /// a view of const U (Microsoft's array_view<const T, N>::reinterpret_as).
  template <class _AmpU, int _AmpM = _AmpN, std::enable_if_t<_AmpM == 1 && !std::is_pointer<_AmpU>::value, int> = 0>
  array_view<std::conditional_t<std::is_const<_AmpT>::value, const _AmpU, _AmpU>, 1>
  reinterpret_as() const restrict(cpu, amp) {
    return reinterpret_whole<std::conditional_t<std::is_const<_AmpT>::value, const _AmpU, _AmpU>>(extent.size());
  }

  /// Where the data source lives: an array's accelerator_view (the default
  /// one where it was made without a view), else (host memory) the cpu
  /// accelerator's view, as Microsoft's runtime answers. A view made from an
  /// extent alone has none (a runtime_exception, E_INVALIDARG).
  accelerator_view get_source_accelerator_view() const restrict(cpu) {
    if (m_storage->no_source())
      throw runtime_exception("array_view::get_source_accelerator_view: the view has no data source", E_INVALIDARG);
    if (const auto &home = m_storage->home_view())
      return *home;
    if (m_storage->owns_host())
      return accelerator().get_default_view();
    return accelerator(accelerator::cpu_accelerator).get_default_view();
  }
  AMP_CLANG_PROPERTY(accelerator_view, source_accelerator_view) ///< Microsoft's property

  void copy_to(const array_view<nc_type, _AmpN> &dest) const restrict(cpu);
  void copy_to(array<nc_type, _AmpN> &dest) const restrict(cpu);

  /// Done on return: the future is ready.
  completion_future synchronize_async() const restrict(cpu) {
    synchronize();
    return completion_future::ready();
  }
  /// The data current on \p v's device (the host for the cpu and host
  /// accelerators), read access, as Microsoft's default.
  void synchronize_to(const accelerator_view &v) const restrict(cpu) { synchronize_to(v, access_type_read); }
  completion_future synchronize_to_async(const accelerator_view &v) const restrict(cpu) {
    synchronize_to(v);
    return completion_future::ready();
  }
  // Microsoft's forms naming the access the host (or view) will make:
  // access_type_none does nothing; one that writes makes the other copies
  // stale (after synchronize(access_type_write), the host's bytes may be
  // written behind the views' back and the next launch uploads them).
  void synchronize(access_type a) const restrict(cpu) {
    if (a != access_type_none) m_storage->synchronize((a & access_type_write) != 0);
  }
  completion_future synchronize_async(access_type a) const restrict(cpu) {
    synchronize(a);
    return completion_future::ready();
  }
  void synchronize_to(const accelerator_view &v, access_type a) const restrict(cpu) {
    if (a == access_type_none) return;
    const bool write = (a & access_type_write) != 0;
    if (amp_clang::detail::is_host_accelerator(v) ||
        v.get_accelerator().get_device_path() == accelerator::cpu_accelerator)
      m_storage->synchronize(write);
    else
      m_storage->synchronize_to(v.impl(), write, write && !whole_source() ? byte_rows() : decltype(byte_rows())());
  }
  completion_future synchronize_to_async(const accelerator_view &v, access_type a) const restrict(cpu) {
    synchronize_to(v, a);
    return completion_future::ready();
  }

  /// Copies device data back if it is newer (read access).
  void synchronize() const restrict(cpu) { m_storage->synchronize(); }
  /// The contents need not be copied either way. A section's discard is
  /// its elements' alone: the rest of the source is never lost.
  void discard_data() const restrict(cpu) {
    if (whole_source())
      m_storage->discard();
    else
      m_storage->discard_part(byte_rows());
  }
  /// The host data changed outside the view (Microsoft's refresh: write
  /// access on the data source): data a launch or a copy made newer on the
  /// device comes home first, the host's other bytes stay as the user left
  /// them, and the device copy is stale. A section's the same.
  void refresh() const restrict(cpu) { m_storage->refresh(); }
  /// Rank 1: the host pointer of the first element, current on return.
  template <int _AmpM = _AmpN, std::enable_if_t<_AmpM == 1, int> = 0> _AmpT *data() const restrict(cpu, amp) {
    touch();
    return m_data + m_offset;
  }

  /// Internal (copy() out of a view): where a launch left newer data on the
  /// device over user memory, the elements are read from the device copy and
  /// the user's memory stays as it was, as in Microsoft's runtime. False when
  /// the host copy is current (the caller reads it).
  /// Only the view's own rows move (a halo row out of a device-resident
  /// array is one row's bytes).
  template <class _AmpOutIt> bool copy_device_data(_AmpOutIt &dest) const {
    if (m_storage->state() != amp_clang::detail::coherence::device_only) return false;
    std::vector<nc_type> elements(extent.size());
    if (elements.empty() || !m_storage->read_rows(byte_rows(), elements.data())) return false;
    for (const nc_type &v : elements) { // the rows are in row-major order
      *dest = v;
      ++dest;
    }
    return true;
  }
  /// Internal (copy() of as many elements as the view has): where the
  /// device copy is newer, \p first's elements go straight into the view's
  /// rows there.
  template <class _AmpInIt> bool write_device_data(_AmpInIt first) const {
    if (m_storage->state() != amp_clang::detail::coherence::device_only || extent.size() == 0) return false;
    std::vector<nc_type> elements(extent.size());
    for (nc_type &e : elements) {
      e = *first;
      ++first;
    }
    return m_storage->write_rows(byte_rows(), elements.data());
  }
  /// Internal (copy() between data sources): the view copied into \p dest
  /// where dest's device copy is newer, device to device where one device
  /// holds both (storage::copy_rows). With \p done, the copy may still run.
  template <class _AmpU>
  bool copy_rows_to(const array_view<_AmpU, _AmpN> &dest, std::shared_future<void> *done = nullptr) const {
    return amp_clang::detail::storage::copy_rows(*m_storage, byte_rows(), *dest.m_storage, dest.byte_rows(), done);
  }

  /// Internal (copy()): whether this view and \p o see common bytes of one
  /// data source. Both views' rows ascend in the source.
  template <class _AmpU> bool overlaps(const array_view<_AmpU, _AmpN> &o) const {
    if (m_storage != o.m_storage) return false;
    auto a = byte_rows(), b = o.byte_rows();
    for (std::size_t i = 0, j = 0; i < a.size() && j < b.size();) {
      if (a[i].first + a[i].second <= b[j].first) ++i;
      else if (b[j].first + b[j].second <= a[i].first) ++j;
      else return true;
    }
    return false;
  }

private:
  template <class _AmpU, int _AmpM> friend class array_view;
  template <class _AmpU, int _AmpM> friend class array;
  friend class amp_clang::launch_args;
  friend struct amp_clang::detail::view_access;

  array_view() = default;
  array_view(std::shared_ptr<amp_clang::detail::storage> st, nc_type *data,
             const concurrency::extent<_AmpN> &e)
      : extent(e), m_storage(std::move(st)),
        m_data(data ? data : static_cast<nc_type *>(m_storage->host())), m_offset(0) {
    int s = 1;
    for (int i = _AmpN - 1; i >= 0; --i) {
      m_stride[i] = s;
      s *= e[i];
    }
  }

  /// Same storage, origin at this view's origin, row-major shape `e`.
  template <int _AmpK>
  array_view<_AmpT, _AmpK> as_rank(const concurrency::extent<_AmpK> &e, std::size_t avail) const {
    if (e.size() > avail) throw runtime_exception("view_as: extent larger than the source", E_INVALIDARG);
    for (int i = 0; i < _AmpN - 1; ++i)
      if (extent[i + 1] > 0 && m_stride[i] != m_stride[i + 1] * extent[i + 1])
        throw runtime_exception("view_as: the source is not contiguous", E_INVALIDARG);
    array_view<_AmpT, _AmpK> v(m_storage, m_data, e);
    v.m_offset = m_offset;
    return v;
  }
  template <class _AmpU> array_view<_AmpU, 1> reinterpret_whole(std::size_t count) const {
    using nu = std::remove_const_t<_AmpU>;
    std::size_t bytes = count * sizeof(_AmpT);
    std::size_t off_bytes = static_cast<std::size_t>(m_offset) * sizeof(_AmpT);
    if (off_bytes % sizeof(_AmpU) != 0 || bytes % sizeof(_AmpU) != 0)
      throw runtime_exception("reinterpret_as: the size is not a multiple of the new element size", E_INVALIDARG);
    array_view<_AmpU, 1> v(m_storage, reinterpret_cast<nu *>(m_data),
                       concurrency::extent<1>(static_cast<int>(bytes / sizeof(_AmpU))));
    v.m_offset = static_cast<int>(off_bytes / sizeof(_AmpU));
    return v;
  }

  /// Whether this view is all of its data source, not a section of it.
  bool whole_source() const {
    for (int i = 0; i < _AmpN - 1; ++i)
      if (m_stride[i] != m_stride[i + 1] * extent[i + 1]) return false;
    return reinterpret_cast<const char *>(m_data + m_offset) == static_cast<const char *>(m_storage->host()) &&
           extent.size() * sizeof(_AmpT) == m_storage->bytes();
  }
  /// Where this view's elements are in its source's host bytes: (offset, size), a row each.
  std::vector<std::pair<std::size_t, std::size_t>> byte_rows() const {
    std::vector<std::pair<std::size_t, std::size_t>> rows;
    const std::size_t base = static_cast<std::size_t>(reinterpret_cast<const char *>(m_data) -
                                                      static_cast<const char *>(m_storage->host()));
    int outer = 1;
    for (int i = 0; i < _AmpN - 1; ++i) outer *= extent[i];
    index<_AmpN> idx;
    for (int r = 0; r < outer && extent[_AmpN - 1] > 0; ++r) {
      for (int i = _AmpN - 2, rest = r; i >= 0; --i) {
        idx[i] = rest % extent[i];
        rest /= extent[i];
      }
      rows.emplace_back(base + static_cast<std::size_t>(linear(idx)) * sizeof(_AmpT),
                        static_cast<std::size_t>(extent[_AmpN - 1]) * sizeof(_AmpT));
    }
    return rows;
  }

  void touch() const {
    if constexpr (std::is_const<_AmpT>::value)
      m_storage->host_read();
    else
      m_storage->host_write();
  }
  int linear(const index<_AmpN> &idx) const restrict(cpu, amp) {
    int l = m_offset;
    for (int i = 0; i < _AmpN; ++i) l += idx[i] * m_stride[i];
    return l;
  }

  std::shared_ptr<amp_clang::detail::storage> m_storage;
  nc_type *m_data = nullptr; ///< element 0 of the whole buffer (host)
  int m_offset = 0;          ///< element offset of this view's origin
  int m_stride[_AmpN] = {};      ///< row-major strides of the buffer, in elements
};

} // namespace Concurrency
