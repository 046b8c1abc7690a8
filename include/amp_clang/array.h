// concurrency::array<T, N> (device-resident storage) and the concurrency::copy functions.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/property.h>

#include <amp_clang/access_type.h>
#include <amp_clang/accelerator.h>
#include <amp_clang/completion_future.h>
#include <amp_clang/array_view.h>

#include <algorithm>
#include <iterator>
#include <vector>

namespace amp_clang::detail {
struct opencl_access; // <amp_opencl.h>: an array's data source, for get_buffer and make_array
}

namespace Concurrency {

namespace detail_array {
template <class _AmpIt, class = void> struct is_iter : std::false_type {};
template <class _AmpIt>
struct is_iter<_AmpIt, std::void_t<typename std::iterator_traits<_AmpIt>::value_type>>
    : std::bool_constant<!std::is_arithmetic<_AmpIt>::value> {};
template <class _AmpIt, class _AmpT, class = void> struct is_iter_of : std::false_type {};
template <class _AmpIt, class _AmpT>
struct is_iter_of<_AmpIt, _AmpT, std::enable_if_t<is_iter<_AmpIt>::value>>
    : std::is_convertible<typename std::iterator_traits<_AmpIt>::value_type, _AmpT> {};
/// Iterators whose elements convert to T (so array(e0, e1) never picks them).
template <class _AmpIt, class _AmpT> using if_iter = std::enable_if_t<is_iter_of<_AmpIt, _AmpT>::value>;
/// copy(src, dest) into an output iterator: an array or array_view there means
/// the destination was a const array (no overload takes one), as Microsoft's
/// static_assert on the iterator says.
template <class _AmpIt> struct is_container_dest : std::false_type {};
template <class _AmpT, int _AmpN> struct is_container_dest<array<_AmpT, _AmpN>> : std::true_type {};
template <class _AmpT, int _AmpN> struct is_container_dest<array_view<_AmpT, _AmpN>> : std::true_type {};
#define AMP_CLANG_CHECK_OUTPUT_ITERATOR(_AmpOutIt)                                                           \
  static_assert(!detail_array::is_container_dest<_AmpOutIt>::value,                                          \
                "copy: the destination is a const array; copy into a non-const array or an iterator")
/// An array's extent: every dimension must be positive (as Microsoft's).
template <int _AmpN> const extent<_AmpN> &valid_extent(const extent<_AmpN> &e) {
  for (int i = 0; i < _AmpN; ++i)
    if (e[i] <= 0) throw runtime_exception("array: every dimension of the extent must be positive", E_INVALIDARG);
  return e;
}
/// Microsoft's rule for \p n source elements into a destination of rank
/// \p _AmpN and \p size elements: never more; of rank above 1, exactly as
/// many. A shorter source fills a rank-1 destination's first elements.
template <int _AmpN> void check_copy_size(std::size_t n, std::size_t size) {
  if (n > size)
    throw runtime_exception("copy: the source has more elements than the destination", E_INVALIDARG);
  if (_AmpN > 1 && n != size)
    throw runtime_exception("copy: for a destination of rank above 1 the source must have as many elements",
                            E_INVALIDARG);
}
/// Iterators over contiguous elements of type T (pointers, vector and
/// std::array iterators): copies move their bytes as one block.
template <class _AmpIt, class _AmpT>
using is_contiguous_of = std::bool_constant<
    std::is_trivially_copyable<_AmpT>::value &&
    ((std::is_same<std::remove_cv_t<std::remove_pointer_t<_AmpIt>>, _AmpT>::value && std::is_pointer<_AmpIt>::value) ||
     std::is_same<_AmpIt, typename std::vector<_AmpT>::iterator>::value ||
     std::is_same<_AmpIt, typename std::vector<_AmpT>::const_iterator>::value)>;
/// The copy functions' way into array's host shadow.
struct access {
  template <class _AmpA> static auto host_data(const _AmpA &a) { return a.host_data(); }
  template <class _AmpA, class _AmpIt> static bool download_block(const _AmpA &a, _AmpIt dest) {
    return a.download_block(dest);
  }
  /// A newer device copy of \p src straight into a staging (or cpu) array
  /// \p dest of as many elements: one transfer, no stop in src's host memory.
  template <class _AmpA> static bool download_into_host_array(const _AmpA &src, _AmpA &dest) {
    if (!dest.m_storage->cpu_only() || src.extent.size() != dest.extent.size())
      return false;
    dest.m_storage->host_write();
    return src.download_block(dest.data_ptr());
  }
  template <class _AmpA, class _AmpIt> static void assign(_AmpA &a, _AmpIt first, _AmpIt last) {
    a.assign(first, last);
  }
  template <class _AmpA, class _AmpIt> static void assign_range(_AmpA &a, _AmpIt first, _AmpIt last) {
    a.assign_range(first, last);
  }
  template <class _AmpA, class _AmpIt> static void assign_n(_AmpA &a, _AmpIt first) { a.assign_n(first); }
};
} // namespace detail_array

/// N-dimensional data that lives on the accelerator. The host keeps a shadow
/// copy: copy() into an array uploads at once, copy() out of it downloads only
/// if a launch wrote it since.
template <typename _AmpT, int _AmpN = 1> class array {
  static_assert(_AmpN > 0, "array rank must be positive");
  static_assert(!std::is_const<_AmpT>::value, "array<const T> is not allowed; use array_view<const T>");

public:
  static constexpr int rank = _AmpN;
  typedef _AmpT value_type;

  /// The array's shape (a data member: Microsoft's is a property).
  concurrency::extent<_AmpN> extent;

  explicit array(const concurrency::extent<_AmpN> &e) restrict(cpu)
      : extent(detail_array::valid_extent(e)),
        m_storage(std::make_shared<amp_clang::detail::storage>(e.size() * sizeof(_AmpT))) {
    AMP_CLANG_SAN_NEW_ARRAY(m_storage.get(), m_storage->host(), e.size(), sizeof(_AmpT)) // -fsanitize=amp-init
  }
  explicit array(int e0) restrict(cpu) : array(concurrency::extent<_AmpN>(e0)) {}
  array(int e0, int e1) restrict(cpu) : array(concurrency::extent<_AmpN>(e0, e1)) {}
  array(int e0, int e1, int e2) restrict(cpu) : array(concurrency::extent<_AmpN>(e0, e1, e2)) {}

  /// On an accelerator_view: the data lives on its device, and launches that
  /// name no view run there.
  array(const concurrency::extent<_AmpN> &e, accelerator_view av,
        access_type cpu_access_type = access_type_auto) restrict(cpu)
      : array(e) {
    set_views(av, nullptr, cpu_access_type);
  }
  array(int e0, accelerator_view av, access_type cpu_access_type = access_type_auto) restrict(cpu)
      : array(concurrency::extent<_AmpN>(e0), av, cpu_access_type) {}
  array(int e0, int e1, accelerator_view av, access_type cpu_access_type = access_type_auto) restrict(cpu)
      : array(concurrency::extent<_AmpN>(e0, e1), av, cpu_access_type) {}
  array(int e0, int e1, int e2, accelerator_view av,
        access_type cpu_access_type = access_type_auto) restrict(cpu)
      : array(concurrency::extent<_AmpN>(e0, e1, e2), av, cpu_access_type) {}
  /// Staging arrays.
  array(const concurrency::extent<_AmpN> &e, accelerator_view av, accelerator_view associated_av) restrict(cpu)
      : array(e) {
    set_views(av, &associated_av, access_type_auto);
  }
  array(int e0, accelerator_view av, accelerator_view associated_av) restrict(cpu)
      : array(concurrency::extent<_AmpN>(e0), av, associated_av) {}
  array(int e0, int e1, accelerator_view av, accelerator_view associated_av) restrict(cpu)
      : array(concurrency::extent<_AmpN>(e0, e1), av, associated_av) {}
  array(int e0, int e1, int e2, accelerator_view av, accelerator_view associated_av) restrict(cpu)
      : array(concurrency::extent<_AmpN>(e0, e1, e2), av, associated_av) {}

  // From iterators: [first, last) or extent.size() elements from first.
  template <class _AmpInputIt, class = detail_array::if_iter<_AmpInputIt, _AmpT>>
  array(const concurrency::extent<_AmpN> &e, _AmpInputIt first, _AmpInputIt last) restrict(cpu) : array(e) {
    assign_range(first, last);
  }
  template <class _AmpInputIt, class = detail_array::if_iter<_AmpInputIt, _AmpT>>
  array(const concurrency::extent<_AmpN> &e, _AmpInputIt first) restrict(cpu) : array(e) {
    assign_n(first);
  }
  template <class _AmpInputIt, class = detail_array::if_iter<_AmpInputIt, _AmpT>>
  array(int e0, _AmpInputIt first, _AmpInputIt last) restrict(cpu)
      : array(concurrency::extent<_AmpN>(e0), first, last) {}
  template <class _AmpInputIt, class = detail_array::if_iter<_AmpInputIt, _AmpT>>
  array(int e0, _AmpInputIt first) restrict(cpu) : array(concurrency::extent<_AmpN>(e0), first) {}
  template <class _AmpInputIt, class = detail_array::if_iter<_AmpInputIt, _AmpT>>
  array(int e0, int e1, _AmpInputIt first, _AmpInputIt last) restrict(cpu)
      : array(concurrency::extent<_AmpN>(e0, e1), first, last) {}
  template <class _AmpInputIt, class = detail_array::if_iter<_AmpInputIt, _AmpT>>
  array(int e0, int e1, _AmpInputIt first) restrict(cpu) : array(concurrency::extent<_AmpN>(e0, e1), first) {}
  template <class _AmpInputIt, class = detail_array::if_iter<_AmpInputIt, _AmpT>>
  array(int e0, int e1, int e2, _AmpInputIt first, _AmpInputIt last) restrict(cpu)
      : array(concurrency::extent<_AmpN>(e0, e1, e2), first, last) {}
  template <class _AmpInputIt, class = detail_array::if_iter<_AmpInputIt, _AmpT>>
  array(int e0, int e1, int e2, _AmpInputIt first) restrict(cpu)
      : array(concurrency::extent<_AmpN>(e0, e1, e2), first) {}

  // Iterators with an accelerator_view [and access type or associated view].
  template <class _AmpInputIt, class = detail_array::if_iter<_AmpInputIt, _AmpT>>
  array(const concurrency::extent<_AmpN> &e, _AmpInputIt first, _AmpInputIt last, accelerator_view av,
        access_type cpu_access_type = access_type_auto) restrict(cpu)
      : array(e, av, cpu_access_type) {
    assign_range(first, last);
  }
  template <class _AmpInputIt, class = detail_array::if_iter<_AmpInputIt, _AmpT>>
  array(const concurrency::extent<_AmpN> &e, _AmpInputIt first, accelerator_view av,
        access_type cpu_access_type = access_type_auto) restrict(cpu)
      : array(e, av, cpu_access_type) {
    assign_n(first);
  }
  template <class _AmpInputIt, class = detail_array::if_iter<_AmpInputIt, _AmpT>>
  array(const concurrency::extent<_AmpN> &e, _AmpInputIt first, _AmpInputIt last, accelerator_view av,
        accelerator_view associated_av) restrict(cpu)
      : array(e, av, associated_av) {
    assign_range(first, last);
  }
  template <class _AmpInputIt, class = detail_array::if_iter<_AmpInputIt, _AmpT>>
  array(const concurrency::extent<_AmpN> &e, _AmpInputIt first, accelerator_view av,
        accelerator_view associated_av) restrict(cpu)
      : array(e, av, associated_av) {
    assign_n(first);
  }
#define AMP_CLANG_ARRAY_ITER_CTORS(PARAMS, ARGS)                                                  \
  template <class _AmpInputIt, class = detail_array::if_iter<_AmpInputIt, _AmpT>>                               \
  array(PARAMS, _AmpInputIt first, _AmpInputIt last, accelerator_view av,                                 \
        access_type cpu_access_type = access_type_auto) restrict(cpu)                             \
      : array(concurrency::extent<_AmpN>(ARGS), first, last, av, cpu_access_type) {}                  \
  template <class _AmpInputIt, class = detail_array::if_iter<_AmpInputIt, _AmpT>>                               \
  array(PARAMS, _AmpInputIt first, accelerator_view av, access_type cpu_access_type = access_type_auto) \
      restrict(cpu)                                                                               \
      : array(concurrency::extent<_AmpN>(ARGS), first, av, cpu_access_type) {}                        \
  template <class _AmpInputIt, class = detail_array::if_iter<_AmpInputIt, _AmpT>>                               \
  array(PARAMS, _AmpInputIt first, _AmpInputIt last, accelerator_view av, accelerator_view associated_av) \
      restrict(cpu)                                                                               \
      : array(concurrency::extent<_AmpN>(ARGS), first, last, av, associated_av) {}                    \
  template <class _AmpInputIt, class = detail_array::if_iter<_AmpInputIt, _AmpT>>                               \
  array(PARAMS, _AmpInputIt first, accelerator_view av, accelerator_view associated_av) restrict(cpu) \
      : array(concurrency::extent<_AmpN>(ARGS), first, av, associated_av) {}
#define AMP_CLANG_COMMA ,
  AMP_CLANG_ARRAY_ITER_CTORS(int e0, e0)
  AMP_CLANG_ARRAY_ITER_CTORS(int e0 AMP_CLANG_COMMA int e1, e0 AMP_CLANG_COMMA e1)
  AMP_CLANG_ARRAY_ITER_CTORS(int e0 AMP_CLANG_COMMA int e1 AMP_CLANG_COMMA int e2,
                             e0 AMP_CLANG_COMMA e1 AMP_CLANG_COMMA e2)
#undef AMP_CLANG_COMMA
#undef AMP_CLANG_ARRAY_ITER_CTORS

  /// Deep copies (on the source's accelerator_view).
  array(const array &o) restrict(cpu) : array(o.extent) {
    m_av = o.m_av;
    m_assoc = o.m_assoc;
    m_cpu_access = o.m_cpu_access;
    m_host_blocked = o.m_host_blocked;
    m_storage->set_home(o.m_storage->home());
    m_storage->set_home_view(o.m_storage->home_view());
    m_storage->set_cpu_only(o.m_storage->cpu_only());
    const _AmpT *p = o.host_data();
    assign(p, p + o.extent.size());
  }
  explicit array(const array_view<const _AmpT, _AmpN> &v) restrict(cpu) : array(v.extent) {
    std::vector<_AmpT> tmp(v.extent.size());
    copy(v, tmp.begin());
    assign(tmp.begin(), tmp.end());
  }
  array(const array_view<const _AmpT, _AmpN> &v, accelerator_view av,
        access_type cpu_access_type = access_type_auto) restrict(cpu)
      : array(v) {
    set_views(av, nullptr, cpu_access_type);
  }
  array(const array_view<const _AmpT, _AmpN> &v, accelerator_view av, accelerator_view associated_av) restrict(cpu)
      : array(v) {
    set_views(av, &associated_av, access_type_auto);
  }
  array(array &&o) noexcept = default;
  array &operator=(const array &o) restrict(cpu) {
    if (this != &o) *this = array(o);
    return *this;
  }
  array &operator=(array &&o) noexcept = default;
  array &operator=(const array_view<const _AmpT, _AmpN> &v) restrict(cpu) {
    copy(v, *this);
    return *this;
  }

  concurrency::extent<_AmpN> get_extent() const restrict(cpu, amp) { return extent; }
  const accelerator_view get_accelerator_view() const restrict(cpu) {
    return m_av ? *m_av : accelerator().get_default_view();
  }
  /// The staging target (the array's own view when it is not a staging array).
  const accelerator_view get_associated_accelerator_view() const restrict(cpu) {
    return m_assoc ? *m_assoc : get_accelerator_view();
  }
  access_type get_cpu_access_type() const restrict(cpu) {
    return m_cpu_access == access_type_auto ? access_type_read_write : m_cpu_access;
  }

  void copy_to(array &dest) const restrict(cpu) { copy(*this, dest); }
  void copy_to(const array_view<_AmpT, _AmpN> &dest) const restrict(cpu) { copy(*this, dest); }

  // (-fsanitize=amp: each index comes with its place in the source, and the
  // host accelerator's kernels check it; amp_clang/sanitizer.h.)
  _AmpT &operator[](AMP_CLANG_SAN_IDX(index<_AmpN>, idx)) restrict(cpu, amp) {
    AMP_CLANG_SAN_UNWRAP(idx)
    AMP_CLANG_SAN_CHECK(_AmpN, extent, idx, idx, "array", _AmpT)
    check_host_access();
    m_storage->host_write();
    return data_ptr()[linear(idx)];
  }
  const _AmpT &operator[](AMP_CLANG_SAN_IDX(index<_AmpN>, idx)) const restrict(cpu, amp) {
    AMP_CLANG_SAN_UNWRAP(idx)
    AMP_CLANG_SAN_CHECK(_AmpN, extent, idx, idx, "array", _AmpT)
    check_host_access();
    m_storage->host_read();
    return data_ptr()[linear(idx)];
  }
  _AmpT &operator()(AMP_CLANG_SAN_IDX(index<_AmpN>, idx)) restrict(cpu, amp) { return (*this)[AMP_CLANG_SAN_PASS(idx)]; }
  const _AmpT &operator()(AMP_CLANG_SAN_IDX(index<_AmpN>, idx)) const restrict(cpu, amp) {
    return (*this)[AMP_CLANG_SAN_PASS(idx)];
  }
  /// Rank 1: the element; rank > 1: the projection (a view of rank N-1).
  std::conditional_t<_AmpN == 1, _AmpT &, array_view<_AmpT, (_AmpN > 1 ? _AmpN - 1 : 1)>>
  operator[](AMP_CLANG_SAN_INT(i0)) restrict(cpu, amp) {
    AMP_CLANG_SAN_UNWRAP(i0)
    if constexpr (_AmpN == 1)
      return (*this)[AMP_CLANG_SAN_WITH(index<1>(i0), i0)];
    else
      return array_view<_AmpT, _AmpN>(*this)[AMP_CLANG_SAN_PASS(i0)];
  }
  std::conditional_t<_AmpN == 1, const _AmpT &, array_view<const _AmpT, (_AmpN > 1 ? _AmpN - 1 : 1)>>
  operator[](AMP_CLANG_SAN_INT(i0)) const restrict(cpu, amp) {
    AMP_CLANG_SAN_UNWRAP(i0)
    if constexpr (_AmpN == 1)
      return (*this)[AMP_CLANG_SAN_WITH(index<1>(i0), i0)];
    else
      return array_view<const _AmpT, _AmpN>(*this)[AMP_CLANG_SAN_PASS(i0)];
  }
  std::conditional_t<_AmpN == 1, _AmpT &, array_view<_AmpT, (_AmpN > 1 ? _AmpN - 1 : 1)>>
  operator()(AMP_CLANG_SAN_INT(i0)) restrict(cpu, amp) {
    return (*this)[AMP_CLANG_SAN_PASS(i0)];
  }
  std::conditional_t<_AmpN == 1, const _AmpT &, array_view<const _AmpT, (_AmpN > 1 ? _AmpN - 1 : 1)>>
  operator()(AMP_CLANG_SAN_INT(i0)) const restrict(cpu, amp) {
    return (*this)[AMP_CLANG_SAN_PASS(i0)];
  }
  template <int _AmpM = _AmpN, std::enable_if_t<_AmpM == 2, int> = 0>
  _AmpT &operator()(int i0, int i1 AMP_CLANG_SAN_HERE(i1)) restrict(cpu, amp) {
    return (*this)[AMP_CLANG_SAN_WITH(index<2>(i0, i1), i1)];
  }
  template <int _AmpM = _AmpN, std::enable_if_t<_AmpM == 2, int> = 0>
  const _AmpT &operator()(int i0, int i1 AMP_CLANG_SAN_HERE(i1)) const restrict(cpu, amp) {
    return (*this)[AMP_CLANG_SAN_WITH(index<2>(i0, i1), i1)];
  }
  template <int _AmpM = _AmpN, std::enable_if_t<_AmpM == 3, int> = 0>
  _AmpT &operator()(int i0, int i1, int i2 AMP_CLANG_SAN_HERE(i2)) restrict(cpu, amp) {
    return (*this)[AMP_CLANG_SAN_WITH(index<3>(i0, i1, i2), i2)];
  }
  template <int _AmpM = _AmpN, std::enable_if_t<_AmpM == 3, int> = 0>
  const _AmpT &operator()(int i0, int i1, int i2 AMP_CLANG_SAN_HERE(i2)) const restrict(cpu, amp) {
    return (*this)[AMP_CLANG_SAN_WITH(index<3>(i0, i1, i2), i2)];
  }

  array_view<_AmpT, _AmpN> section(const index<_AmpN> &origin, const concurrency::extent<_AmpN> &e) restrict(cpu, amp) {
    return array_view<_AmpT, _AmpN>(*this).section(origin, e);
  }
  array_view<const _AmpT, _AmpN> section(const index<_AmpN> &origin, const concurrency::extent<_AmpN> &e) const
      restrict(cpu, amp) {
    return array_view<const _AmpT, _AmpN>(*this).section(origin, e);
  }
  array_view<_AmpT, _AmpN> section(const index<_AmpN> &origin) restrict(cpu, amp) {
    return section(origin, extent - origin);
  }
  array_view<const _AmpT, _AmpN> section(const index<_AmpN> &origin) const restrict(cpu, amp) {
    return section(origin, extent - origin);
  }
  array_view<_AmpT, _AmpN> section(const concurrency::extent<_AmpN> &e) restrict(cpu, amp) {
    return section(index<_AmpN>(), e);
  }
  array_view<const _AmpT, _AmpN> section(const concurrency::extent<_AmpN> &e) const restrict(cpu, amp) {
    return section(index<_AmpN>(), e);
  }
  template <int _AmpM = _AmpN, std::enable_if_t<_AmpM == 1, int> = 0>
  array_view<_AmpT, _AmpN> section(int i0, int e0) restrict(cpu, amp) {
    return section(index<_AmpN>(i0), concurrency::extent<_AmpN>(e0));
  }
  template <int _AmpM = _AmpN, std::enable_if_t<_AmpM == 1, int> = 0>
  array_view<const _AmpT, _AmpN> section(int i0, int e0) const restrict(cpu, amp) {
    return section(index<_AmpN>(i0), concurrency::extent<_AmpN>(e0));
  }
  template <int _AmpM = _AmpN, std::enable_if_t<_AmpM == 2, int> = 0>
  array_view<_AmpT, _AmpN> section(int i0, int i1, int e0, int e1) restrict(cpu, amp) {
    return section(index<_AmpN>(i0, i1), concurrency::extent<_AmpN>(e0, e1));
  }
  template <int _AmpM = _AmpN, std::enable_if_t<_AmpM == 2, int> = 0>
  array_view<const _AmpT, _AmpN> section(int i0, int i1, int e0, int e1) const restrict(cpu, amp) {
    return section(index<_AmpN>(i0, i1), concurrency::extent<_AmpN>(e0, e1));
  }
  template <int _AmpM = _AmpN, std::enable_if_t<_AmpM == 3, int> = 0>
  array_view<_AmpT, _AmpN> section(int i0, int i1, int i2, int e0, int e1, int e2) restrict(cpu, amp) {
    return section(index<_AmpN>(i0, i1, i2), concurrency::extent<_AmpN>(e0, e1, e2));
  }
  template <int _AmpM = _AmpN, std::enable_if_t<_AmpM == 3, int> = 0>
  array_view<const _AmpT, _AmpN> section(int i0, int i1, int i2, int e0, int e1, int e2) const restrict(cpu, amp) {
    return section(index<_AmpN>(i0, i1, i2), concurrency::extent<_AmpN>(e0, e1, e2));
  }

  /// The whole array as rank K (row-major); e.size() must not exceed extent.size().
  template <int _AmpK> array_view<_AmpT, _AmpK> view_as(const concurrency::extent<_AmpK> &e) restrict(cpu, amp) {
    return array_view<_AmpT, _AmpN>(*this).template as_rank<_AmpK>(e, extent.size());
  }
  template <int _AmpK>
  array_view<const _AmpT, _AmpK> view_as(const concurrency::extent<_AmpK> &e) const restrict(cpu, amp) {
    return array_view<const _AmpT, _AmpN>(*this).template as_rank<_AmpK>(e, extent.size());
  }
  /// The bytes of the array as a rank-1 view of U.
  template <class _AmpU, std::enable_if_t<!std::is_pointer<_AmpU>::value, int> = 0>
  array_view<_AmpU, 1> reinterpret_as() restrict(cpu, amp) {
    return array_view<_AmpT, _AmpN>(*this).template reinterpret_whole<_AmpU>(extent.size());
  }
  template <class _AmpU, std::enable_if_t<!std::is_pointer<_AmpU>::value, int> = 0>
  array_view<const _AmpU, 1> reinterpret_as() const restrict(cpu, amp) {
    return array_view<const _AmpT, _AmpN>(*this).template reinterpret_whole<const _AmpU>(extent.size());
  }

  /// Host pointer to the (current) host shadow; null for an array the host
  /// may not access (access_type_none), as in Microsoft's implementation.
  _AmpT *data() restrict(cpu, amp) {
    if (m_host_blocked && !amp_clang::detail::running_host_kernel()) return nullptr;
    m_storage->host_write();
    return data_ptr();
  }
  const _AmpT *data() const restrict(cpu, amp) {
    return m_host_blocked && !amp_clang::detail::running_host_kernel() ? nullptr : host_data();
  }
  operator std::vector<_AmpT>() const restrict(cpu) {
    const _AmpT *p = host_data();
    return std::vector<_AmpT>(p, p + extent.size());
  }

private:
  template <class _AmpU, int _AmpM> friend class array_view;
  friend struct detail_array::access;
  friend class amp_clang::launch_args;
  friend struct amp_clang::detail::opencl_access;

  _AmpT *data_ptr() const { return static_cast<_AmpT *>(m_storage->host()); }
  const _AmpT *host_data() const {
    m_storage->host_read();
    return data_ptr();
  }
  /// The first distance(first, last) elements (check_copy_size has allowed
  /// fewer than all); the others keep their values.
  template <class _AmpInputIt> void assign(_AmpInputIt first, _AmpInputIt last) {
    std::size_t n = static_cast<std::size_t>(std::distance(first, last));
    if (n == extent.size() && upload_block(first))
      return;
    if (n < extent.size())
      m_storage->host_read();
    m_storage->host_write();
    std::copy_n(first, n, data_ptr());
    m_storage->upload_now();
  }
  /// [first, last) as copy() takes it (check_copy_size).
  template <class _AmpInputIt> void assign_range(_AmpInputIt first, _AmpInputIt last) {
    detail_array::check_copy_size<_AmpN>(static_cast<std::size_t>(std::distance(first, last)), extent.size());
    assign(first, last);
  }
  /// All elements from contiguous memory, straight to the device where it
  /// does not share host memory (storage::upload_from). False: not done.
  template <class _AmpInputIt> bool upload_block(_AmpInputIt first) {
    if constexpr (detail_array::is_contiguous_of<_AmpInputIt, _AmpT>::value)
      return m_storage->upload_from(&*first);
    return false;
  }
  /// All elements into contiguous memory, straight from a newer device copy
  /// (storage::download_to). False: not done.
  template <class _AmpOutIt> bool download_block(_AmpOutIt dest) const {
    if constexpr (detail_array::is_contiguous_of<_AmpOutIt, _AmpT>::value)
      return m_storage->download_to(&*dest);
    return false;
  }
  int linear(const index<_AmpN> &idx) const restrict(cpu, amp) {
    int l = 0;
    for (int i = 0; i < _AmpN; ++i) l = l * extent[i] + idx[i];
    return l;
  }

  void set_views(const accelerator_view &av, const accelerator_view *assoc, access_type cpu) {
    const bool on_cpu = av.get_accelerator().get_device_path() == accelerator::cpu_accelerator;
    m_av = std::make_shared<const Concurrency::accelerator_view>(av);
    m_assoc = assoc ? std::make_shared<const Concurrency::accelerator_view>(*assoc) : nullptr;
    m_cpu_access = cpu;
    m_host_blocked = !on_cpu && (cpu == access_type_none ||
                                 (cpu == access_type_auto &&
                                  amp_clang::detail::explicit_cpu_access_default(av) == access_type_none));
    // The data lives on av's device. An array on the cpu accelerator (a
    // staging array too) is host memory that no kernel may use, as in
    // Microsoft's runtime; copies move it to and from other accelerators.
    // The host accelerator's arrays are host memory too, which only its
    // kernels (run on the host) use.
    m_storage->set_cpu_only(on_cpu || amp_clang::detail::is_host_accelerator(av));
    m_storage->set_home(on_cpu ? nullptr : av.impl());
    m_storage->set_home_view(m_av);
    // A staging array is there to be copied to and from its associated
    // device: pinned memory, which that device's DMA reads and writes as is.
    if (on_cpu && assoc)
      m_storage->pin_to(assoc->impl());
  }
  template <class _AmpInputIt> void assign_n(_AmpInputIt first) {
    if (upload_block(first))
      return;
    m_storage->host_write();
    std::copy_n(first, extent.size(), data_ptr());
    m_storage->upload_now();
  }

  std::shared_ptr<amp_clang::detail::storage> m_storage;
  std::shared_ptr<const accelerator_view> m_av;    ///< null: the default view
  std::shared_ptr<const accelerator_view> m_assoc; ///< staging arrays' associated view
  access_type m_cpu_access = access_type_auto;
  /// Created with access_type_none (asked for, or the device's default set so):
  /// element access on the host throws and data() is null.
  bool m_host_blocked = false;

  void check_host_access() const {
    if (m_host_blocked && !amp_clang::detail::running_host_kernel())
      throw runtime_exception("The array is not accessible on CPU (created with access_type_none).",
                              E_INVALIDARG);
  }

public:
  // Microsoft's properties. Last, since a member named accelerator_view hides
  // the class of that name in the rest of the class.
  AMP_CLANG_PROPERTY(const Concurrency::accelerator_view, accelerator_view)
  AMP_CLANG_PROPERTY(const Concurrency::accelerator_view, associated_accelerator_view)
  AMP_CLANG_PROPERTY(access_type, cpu_access_type)
};

template <typename _AmpT, int _AmpN>
array_view<_AmpT, _AmpN>::array_view(array_ref a) restrict(cpu, amp)
    : array_view(a.m_storage, static_cast<nc_type *>(a.m_storage->host()), a.extent) {}


namespace detail_array {
template <int _AmpN> void check_extents(const extent<_AmpN> &a, const extent<_AmpN> &b) {
  if (a != b) throw runtime_exception("copy: source and destination extents differ", E_INVALIDARG);
}
/// Copies within one data source may not read what they write.
template <class _AmpV, class _AmpW> void check_no_overlap(const _AmpV &src, const _AmpW &dest) {
  if (src.overlaps(dest))
    throw runtime_exception("Cannot copy between overlapping regions of the same buffer.", E_INVALIDARG);
}
} // namespace detail_array

/// array -> host iterator (downloads only if a launch wrote the array).
template <class _AmpT, int _AmpN, class _AmpOutIt>
void copy(const array<_AmpT, _AmpN> &src, _AmpOutIt dest) restrict(cpu) {
  AMP_CLANG_CHECK_OUTPUT_ITERATOR(_AmpOutIt);
  if (detail_array::access::download_block(src, dest))
    return;
  const _AmpT *p = detail_array::access::host_data(src);
  std::copy(p, p + src.extent.size(), dest);
}
/// host range -> array (uploads at once).
template <class _AmpInIt, class _AmpT, int _AmpN>
void copy(_AmpInIt first, _AmpInIt last, array<_AmpT, _AmpN> &dest) restrict(cpu) {
  detail_array::access::assign_range(dest, first, last);
}
template <class _AmpInIt, class _AmpT, int _AmpN> void copy(_AmpInIt first, array<_AmpT, _AmpN> &dest) restrict(cpu) {
  detail_array::access::assign_n(dest, first);
}
/// Microsoft's: the source's elements in row-major order into the first of
/// the destination's, which may have more, whatever the two shapes.
template <class _AmpT, int _AmpN> void copy(const array<_AmpT, _AmpN> &src, array<_AmpT, _AmpN> &dest) restrict(cpu) {
  if (&src == &dest) return;
  if (src.extent.size() > dest.extent.size())
    throw runtime_exception("copy: the source array has more elements than the destination", E_INVALIDARG);
  if (detail_array::access::download_into_host_array(src, dest))
    return;
  if (src.extent == dest.extent && array_view<const _AmpT, _AmpN>(src).copy_rows_to(array_view<_AmpT, _AmpN>(dest)))
    return;
  const _AmpT *p = detail_array::access::host_data(src);
  detail_array::access::assign(dest, p, p + src.extent.size());
}
/// array_view -> host iterator, in row-major order of the view.
template <class _AmpT, int _AmpN, class _AmpOutIt>
void copy(const array_view<_AmpT, _AmpN> &src, _AmpOutIt dest) restrict(cpu) {
  AMP_CLANG_CHECK_OUTPUT_ITERATOR(_AmpOutIt);
  if (src.copy_device_data(dest)) return;
  detail_view::for_each_index(src.extent, [&](const index<_AmpN> &i) { *dest = src[i];
    ++dest; });
}
/// host range -> array_view.
template <class _AmpInIt, class _AmpT, int _AmpN>
void copy(_AmpInIt first, _AmpInIt last, const array_view<_AmpT, _AmpN> &dest) restrict(cpu) {
  static_assert(!std::is_const<_AmpT>::value, "copy: destination array_view is read-only");
  const auto count = static_cast<std::size_t>(std::distance(first, last));
  detail_array::check_copy_size<_AmpN>(count, dest.extent.size());
  if (count == dest.extent.size() && dest.write_device_data(first)) return;
  detail_view::for_each_index(dest.extent, [&](const index<_AmpN> &i) {
    if (first == last) return; // a shorter source fills the first elements
    dest[i] = *first;
    ++first;
  });
}
template <class _AmpInIt, class _AmpT, int _AmpN>
void copy(_AmpInIt first, const array_view<_AmpT, _AmpN> &dest) restrict(cpu) {
  static_assert(!std::is_const<_AmpT>::value, "copy: destination array_view is read-only");
  detail_view::for_each_index(dest.extent, [&](const index<_AmpN> &i) { dest[i] = *first;
    ++first; });
}
template <class _AmpT, int _AmpN>
void copy(const array<_AmpT, _AmpN> &src, const array_view<_AmpT, _AmpN> &dest) restrict(cpu) {
  detail_array::check_extents(src.extent, dest.extent);
  detail_array::check_no_overlap(dest, array_view<const _AmpT, _AmpN>(src));
  if (array_view<const _AmpT, _AmpN>(src).copy_rows_to(dest)) return;
  copy(detail_array::access::host_data(src), detail_array::access::host_data(src) + src.extent.size(), dest);
}
template <class _AmpT, class _AmpU, int _AmpN,
          class = std::enable_if_t<std::is_same<std::remove_const_t<_AmpU>, _AmpT>::value>>
void copy(const array_view<_AmpU, _AmpN> &src, array<_AmpT, _AmpN> &dest) restrict(cpu) {
  detail_array::check_extents(src.extent, dest.extent);
  detail_array::check_no_overlap(src, array_view<_AmpT, _AmpN>(dest));
  if (src.copy_rows_to(array_view<_AmpT, _AmpN>(dest))) return;
  std::vector<_AmpT> tmp(src.extent.size());
  copy(src, tmp.begin());
  detail_array::access::assign(dest, tmp.begin(), tmp.end());
}
template <class _AmpT, class _AmpU, int _AmpN,
          class = std::enable_if_t<std::is_same<std::remove_const_t<_AmpU>, _AmpT>::value>>
void copy(const array_view<_AmpU, _AmpN> &src, const array_view<_AmpT, _AmpN> &dest) restrict(cpu) {
  detail_array::check_extents(src.extent, dest.extent);
  detail_array::check_no_overlap(src, dest);
  if (src.copy_rows_to(dest)) return;
  std::vector<_AmpT> tmp(src.extent.size());
  copy(src, tmp.begin());
  copy(tmp.begin(), tmp.end(), dest);
}

template <typename _AmpT, int _AmpN>
void array_view<_AmpT, _AmpN>::copy_to(const array_view<nc_type, _AmpN> &dest) const restrict(cpu) {
  copy(*this, dest);
}
template <typename _AmpT, int _AmpN>
void array_view<_AmpT, _AmpN>::copy_to(array<nc_type, _AmpN> &dest) const restrict(cpu) {
  copy(*this, dest);
}

namespace detail_array {
/// copy_async between data sources: where the destination's device copy is
/// the newer, the copy runs on while the caller goes on (storage::copy_rows:
/// queued on the devices, a section between devices through host memory on a
/// thread of its own) and the future completes with it, carrying its error.
/// Elsewhere \p copy_now copies before the return.
template <class _AmpV, class _AmpW, class _AmpF>
completion_future copy_rows_async(const _AmpV &src, const _AmpW &dest, _AmpF copy_now) {
  std::shared_future<void> done;
  if (src.extent == dest.extent && !src.overlaps(dest) && src.copy_rows_to(dest, &done))
    return completion_future(done);
  copy_now();
  return completion_future::ready();
}
} // namespace detail_array

// copy_async: copies between arrays and views whose destination lives on a
// device run asynchronously (detail_array::copy_rows_async); the others run
// before the return and the future is complete (their errors thrown by
// copy_async itself).
template <class _AmpT, int _AmpN, class _AmpOutIt>
completion_future copy_async(const array<_AmpT, _AmpN> &src, _AmpOutIt dest) restrict(cpu) {
  AMP_CLANG_CHECK_OUTPUT_ITERATOR(_AmpOutIt);
  copy(src, dest);
  return completion_future::ready();
}
template <class _AmpInIt, class _AmpT, int _AmpN>
completion_future copy_async(_AmpInIt first, _AmpInIt last, array<_AmpT, _AmpN> &dest) restrict(cpu) {
  copy(first, last, dest);
  return completion_future::ready();
}
template <class _AmpInIt, class _AmpT, int _AmpN>
completion_future copy_async(_AmpInIt first, array<_AmpT, _AmpN> &dest) restrict(cpu) {
  copy(first, dest);
  return completion_future::ready();
}
template <class _AmpT, int _AmpN>
completion_future copy_async(const array<_AmpT, _AmpN> &src, array<_AmpT, _AmpN> &dest) restrict(cpu) {
  if (&src == &dest) return completion_future::ready();
  return detail_array::copy_rows_async(array_view<const _AmpT, _AmpN>(src), array_view<_AmpT, _AmpN>(dest),
                                       [&] { copy(src, dest); });
}
template <class _AmpT, int _AmpN, class _AmpOutIt>
completion_future copy_async(const array_view<_AmpT, _AmpN> &src, _AmpOutIt dest) restrict(cpu) {
  AMP_CLANG_CHECK_OUTPUT_ITERATOR(_AmpOutIt);
  copy(src, dest);
  return completion_future::ready();
}
template <class _AmpInIt, class _AmpT, int _AmpN>
completion_future copy_async(_AmpInIt first, _AmpInIt last, const array_view<_AmpT, _AmpN> &dest) restrict(cpu) {
  copy(first, last, dest);
  return completion_future::ready();
}
template <class _AmpInIt, class _AmpT, int _AmpN>
completion_future copy_async(_AmpInIt first, const array_view<_AmpT, _AmpN> &dest) restrict(cpu) {
  copy(first, dest);
  return completion_future::ready();
}
template <class _AmpT, int _AmpN>
completion_future copy_async(const array<_AmpT, _AmpN> &src, const array_view<_AmpT, _AmpN> &dest) restrict(cpu) {
  return detail_array::copy_rows_async(array_view<const _AmpT, _AmpN>(src), dest, [&] { copy(src, dest); });
}
template <class _AmpT, class _AmpU, int _AmpN,
          class = std::enable_if_t<std::is_same<std::remove_const_t<_AmpU>, _AmpT>::value>>
completion_future copy_async(const array_view<_AmpU, _AmpN> &src, array<_AmpT, _AmpN> &dest) restrict(cpu) {
  return detail_array::copy_rows_async(src, array_view<_AmpT, _AmpN>(dest), [&] { copy(src, dest); });
}
template <class _AmpT, class _AmpU, int _AmpN,
          class = std::enable_if_t<std::is_same<std::remove_const_t<_AmpU>, _AmpT>::value>>
completion_future copy_async(const array_view<_AmpU, _AmpN> &src, const array_view<_AmpT, _AmpN> &dest) restrict(cpu) {
  return detail_array::copy_rows_async(src, dest, [&] { copy(src, dest); });
}

} // namespace Concurrency
