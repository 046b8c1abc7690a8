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

namespace Concurrency {

namespace detail_array {
template <class It, class = void> struct is_iter : std::false_type {};
template <class It>
struct is_iter<It, std::void_t<typename std::iterator_traits<It>::value_type>>
    : std::bool_constant<!std::is_arithmetic<It>::value> {};
template <class It, class T, class = void> struct is_iter_of : std::false_type {};
template <class It, class T>
struct is_iter_of<It, T, std::enable_if_t<is_iter<It>::value>>
    : std::is_convertible<typename std::iterator_traits<It>::value_type, T> {};
/// Iterators whose elements convert to T (so array(e0, e1) never picks them).
template <class It, class T> using if_iter = std::enable_if_t<is_iter_of<It, T>::value>;
/// copy(src, dest) into an output iterator: an array or array_view there means
/// the destination was a const array (no overload takes one), as Microsoft's
/// static_assert on the iterator says.
template <class It> struct is_container_dest : std::false_type {};
template <class T, int N> struct is_container_dest<array<T, N>> : std::true_type {};
template <class T, int N> struct is_container_dest<array_view<T, N>> : std::true_type {};
#define AMP_CLANG_CHECK_OUTPUT_ITERATOR(OutIt)                                                           \
  static_assert(!detail_array::is_container_dest<OutIt>::value,                                          \
                "copy: the destination is a const array; copy into a non-const array or an iterator")
/// An array's extent: every dimension must be positive (as Microsoft's).
template <int N> const extent<N> &valid_extent(const extent<N> &e) {
  for (int i = 0; i < N; ++i)
    if (e[i] <= 0) throw runtime_exception("array: every dimension of the extent must be positive", E_INVALIDARG);
  return e;
}
/// The copy functions' way into array's host shadow.
struct access {
  template <class A> static auto host_data(const A &a) { return a.host_data(); }
  template <class A, class It> static void assign(A &a, It first, It last) { a.assign(first, last); }
  template <class A, class It> static void assign_n(A &a, It first) { a.assign_n(first); }
};
} // namespace detail_array

/// N-dimensional data that lives on the accelerator. The host keeps a shadow
/// copy: copy() into an array uploads at once, copy() out of it downloads only
/// if a launch wrote it since.
template <typename T, int N = 1> class array {
  static_assert(N > 0, "array rank must be positive");
  static_assert(!std::is_const<T>::value, "array<const T> is not allowed; use array_view<const T>");

public:
  static constexpr int rank = N;
  typedef T value_type;

  /// The array's shape (a data member: Microsoft's is a property).
  concurrency::extent<N> extent;

  explicit array(const concurrency::extent<N> &e) restrict(cpu)
      : extent(detail_array::valid_extent(e)), m_storage(std::make_shared<amp_clang::detail::storage>(e.size() * sizeof(T))) {}
  explicit array(int e0) restrict(cpu) : array(concurrency::extent<N>(e0)) {}
  array(int e0, int e1) restrict(cpu) : array(concurrency::extent<N>(e0, e1)) {}
  array(int e0, int e1, int e2) restrict(cpu) : array(concurrency::extent<N>(e0, e1, e2)) {}

  /// On an accelerator_view: the data lives on its device, and launches that
  /// name no view run there.
  array(const concurrency::extent<N> &e, accelerator_view av,
        access_type cpu_access_type = access_type_auto) restrict(cpu)
      : array(e) {
    set_views(av, nullptr, cpu_access_type);
  }
  array(int e0, accelerator_view av, access_type cpu_access_type = access_type_auto) restrict(cpu)
      : array(concurrency::extent<N>(e0), av, cpu_access_type) {}
  array(int e0, int e1, accelerator_view av, access_type cpu_access_type = access_type_auto) restrict(cpu)
      : array(concurrency::extent<N>(e0, e1), av, cpu_access_type) {}
  array(int e0, int e1, int e2, accelerator_view av,
        access_type cpu_access_type = access_type_auto) restrict(cpu)
      : array(concurrency::extent<N>(e0, e1, e2), av, cpu_access_type) {}
  /// Staging arrays.
  array(const concurrency::extent<N> &e, accelerator_view av, accelerator_view associated_av) restrict(cpu)
      : array(e) {
    set_views(av, &associated_av, access_type_auto);
  }
  array(int e0, accelerator_view av, accelerator_view associated_av) restrict(cpu)
      : array(concurrency::extent<N>(e0), av, associated_av) {}
  array(int e0, int e1, accelerator_view av, accelerator_view associated_av) restrict(cpu)
      : array(concurrency::extent<N>(e0, e1), av, associated_av) {}
  array(int e0, int e1, int e2, accelerator_view av, accelerator_view associated_av) restrict(cpu)
      : array(concurrency::extent<N>(e0, e1, e2), av, associated_av) {}

  // From iterators: [first, last) or extent.size() elements from first.
  template <class InputIt, class = detail_array::if_iter<InputIt, T>>
  array(const concurrency::extent<N> &e, InputIt first, InputIt last) restrict(cpu) : array(e) {
    assign(first, last);
  }
  template <class InputIt, class = detail_array::if_iter<InputIt, T>>
  array(const concurrency::extent<N> &e, InputIt first) restrict(cpu) : array(e) {
    assign_n(first);
  }
  template <class InputIt, class = detail_array::if_iter<InputIt, T>>
  array(int e0, InputIt first, InputIt last) restrict(cpu) : array(concurrency::extent<N>(e0), first, last) {}
  template <class InputIt, class = detail_array::if_iter<InputIt, T>>
  array(int e0, InputIt first) restrict(cpu) : array(concurrency::extent<N>(e0), first) {}
  template <class InputIt, class = detail_array::if_iter<InputIt, T>>
  array(int e0, int e1, InputIt first, InputIt last) restrict(cpu)
      : array(concurrency::extent<N>(e0, e1), first, last) {}
  template <class InputIt, class = detail_array::if_iter<InputIt, T>>
  array(int e0, int e1, InputIt first) restrict(cpu) : array(concurrency::extent<N>(e0, e1), first) {}
  template <class InputIt, class = detail_array::if_iter<InputIt, T>>
  array(int e0, int e1, int e2, InputIt first, InputIt last) restrict(cpu)
      : array(concurrency::extent<N>(e0, e1, e2), first, last) {}
  template <class InputIt, class = detail_array::if_iter<InputIt, T>>
  array(int e0, int e1, int e2, InputIt first) restrict(cpu)
      : array(concurrency::extent<N>(e0, e1, e2), first) {}

  // Iterators with an accelerator_view [and access type or associated view].
  template <class InputIt, class = detail_array::if_iter<InputIt, T>>
  array(const concurrency::extent<N> &e, InputIt first, InputIt last, accelerator_view av,
        access_type cpu_access_type = access_type_auto) restrict(cpu)
      : array(e, av, cpu_access_type) {
    assign(first, last);
  }
  template <class InputIt, class = detail_array::if_iter<InputIt, T>>
  array(const concurrency::extent<N> &e, InputIt first, accelerator_view av,
        access_type cpu_access_type = access_type_auto) restrict(cpu)
      : array(e, av, cpu_access_type) {
    assign_n(first);
  }
  template <class InputIt, class = detail_array::if_iter<InputIt, T>>
  array(const concurrency::extent<N> &e, InputIt first, InputIt last, accelerator_view av,
        accelerator_view associated_av) restrict(cpu)
      : array(e, av, associated_av) {
    assign(first, last);
  }
  template <class InputIt, class = detail_array::if_iter<InputIt, T>>
  array(const concurrency::extent<N> &e, InputIt first, accelerator_view av,
        accelerator_view associated_av) restrict(cpu)
      : array(e, av, associated_av) {
    assign_n(first);
  }
#define AMP_CLANG_ARRAY_ITER_CTORS(PARAMS, ARGS)                                                  \
  template <class InputIt, class = detail_array::if_iter<InputIt, T>>                               \
  array(PARAMS, InputIt first, InputIt last, accelerator_view av,                                 \
        access_type cpu_access_type = access_type_auto) restrict(cpu)                             \
      : array(concurrency::extent<N>(ARGS), first, last, av, cpu_access_type) {}                  \
  template <class InputIt, class = detail_array::if_iter<InputIt, T>>                               \
  array(PARAMS, InputIt first, accelerator_view av, access_type cpu_access_type = access_type_auto) \
      restrict(cpu)                                                                               \
      : array(concurrency::extent<N>(ARGS), first, av, cpu_access_type) {}                        \
  template <class InputIt, class = detail_array::if_iter<InputIt, T>>                               \
  array(PARAMS, InputIt first, InputIt last, accelerator_view av, accelerator_view associated_av) \
      restrict(cpu)                                                                               \
      : array(concurrency::extent<N>(ARGS), first, last, av, associated_av) {}                    \
  template <class InputIt, class = detail_array::if_iter<InputIt, T>>                               \
  array(PARAMS, InputIt first, accelerator_view av, accelerator_view associated_av) restrict(cpu) \
      : array(concurrency::extent<N>(ARGS), first, av, associated_av) {}
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
    const T *p = o.host_data();
    assign(p, p + o.extent.size());
  }
  explicit array(const array_view<const T, N> &v) restrict(cpu) : array(v.extent) {
    std::vector<T> tmp(v.extent.size());
    copy(v, tmp.begin());
    assign(tmp.begin(), tmp.end());
  }
  array(const array_view<const T, N> &v, accelerator_view av,
        access_type cpu_access_type = access_type_auto) restrict(cpu)
      : array(v) {
    set_views(av, nullptr, cpu_access_type);
  }
  array(const array_view<const T, N> &v, accelerator_view av, accelerator_view associated_av) restrict(cpu)
      : array(v) {
    set_views(av, &associated_av, access_type_auto);
  }
  array(array &&o) noexcept = default;
  array &operator=(const array &o) restrict(cpu) {
    if (this != &o) *this = array(o);
    return *this;
  }
  array &operator=(array &&o) noexcept = default;
  array &operator=(const array_view<const T, N> &v) restrict(cpu) {
    copy(v, *this);
    return *this;
  }

  concurrency::extent<N> get_extent() const restrict(cpu, amp) { return extent; }
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
  void copy_to(const array_view<T, N> &dest) const restrict(cpu) { copy(*this, dest); }

  T &operator[](const index<N> &idx) restrict(cpu, amp) {
    check_host_access();
    m_storage->host_write();
    return data_ptr()[linear(idx)];
  }
  const T &operator[](const index<N> &idx) const restrict(cpu, amp) {
    check_host_access();
    m_storage->host_read();
    return data_ptr()[linear(idx)];
  }
  T &operator()(const index<N> &idx) restrict(cpu, amp) { return (*this)[idx]; }
  const T &operator()(const index<N> &idx) const restrict(cpu, amp) { return (*this)[idx]; }
  /// Rank 1: the element; rank > 1: the projection (a view of rank N-1).
  std::conditional_t<N == 1, T &, array_view<T, (N > 1 ? N - 1 : 1)>>
  operator[](int i0) restrict(cpu, amp) {
    if constexpr (N == 1)
      return (*this)[index<1>(i0)];
    else
      return array_view<T, N>(*this)[i0];
  }
  std::conditional_t<N == 1, const T &, array_view<const T, (N > 1 ? N - 1 : 1)>>
  operator[](int i0) const restrict(cpu, amp) {
    if constexpr (N == 1)
      return (*this)[index<1>(i0)];
    else
      return array_view<const T, N>(*this)[i0];
  }
  std::conditional_t<N == 1, T &, array_view<T, (N > 1 ? N - 1 : 1)>>
  operator()(int i0) restrict(cpu, amp) {
    return (*this)[i0];
  }
  std::conditional_t<N == 1, const T &, array_view<const T, (N > 1 ? N - 1 : 1)>>
  operator()(int i0) const restrict(cpu, amp) {
    return (*this)[i0];
  }
  template <int M = N, std::enable_if_t<M == 2, int> = 0>
  T &operator()(int i0, int i1) restrict(cpu, amp) {
    return (*this)[index<2>(i0, i1)];
  }
  template <int M = N, std::enable_if_t<M == 2, int> = 0>
  const T &operator()(int i0, int i1) const restrict(cpu, amp) {
    return (*this)[index<2>(i0, i1)];
  }
  template <int M = N, std::enable_if_t<M == 3, int> = 0>
  T &operator()(int i0, int i1, int i2) restrict(cpu, amp) {
    return (*this)[index<3>(i0, i1, i2)];
  }
  template <int M = N, std::enable_if_t<M == 3, int> = 0>
  const T &operator()(int i0, int i1, int i2) const restrict(cpu, amp) {
    return (*this)[index<3>(i0, i1, i2)];
  }

  array_view<T, N> section(const index<N> &origin, const concurrency::extent<N> &e) restrict(cpu, amp) {
    return array_view<T, N>(*this).section(origin, e);
  }
  array_view<const T, N> section(const index<N> &origin, const concurrency::extent<N> &e) const
      restrict(cpu, amp) {
    return array_view<const T, N>(*this).section(origin, e);
  }
  array_view<T, N> section(const index<N> &origin) restrict(cpu, amp) { return section(origin, extent - origin); }
  array_view<const T, N> section(const index<N> &origin) const restrict(cpu, amp) {
    return section(origin, extent - origin);
  }
  array_view<T, N> section(const concurrency::extent<N> &e) restrict(cpu, amp) { return section(index<N>(), e); }
  array_view<const T, N> section(const concurrency::extent<N> &e) const restrict(cpu, amp) {
    return section(index<N>(), e);
  }
  template <int M = N, std::enable_if_t<M == 1, int> = 0>
  array_view<T, N> section(int i0, int e0) restrict(cpu, amp) {
    return section(index<N>(i0), concurrency::extent<N>(e0));
  }
  template <int M = N, std::enable_if_t<M == 1, int> = 0>
  array_view<const T, N> section(int i0, int e0) const restrict(cpu, amp) {
    return section(index<N>(i0), concurrency::extent<N>(e0));
  }
  template <int M = N, std::enable_if_t<M == 2, int> = 0>
  array_view<T, N> section(int i0, int i1, int e0, int e1) restrict(cpu, amp) {
    return section(index<N>(i0, i1), concurrency::extent<N>(e0, e1));
  }
  template <int M = N, std::enable_if_t<M == 2, int> = 0>
  array_view<const T, N> section(int i0, int i1, int e0, int e1) const restrict(cpu, amp) {
    return section(index<N>(i0, i1), concurrency::extent<N>(e0, e1));
  }
  template <int M = N, std::enable_if_t<M == 3, int> = 0>
  array_view<T, N> section(int i0, int i1, int i2, int e0, int e1, int e2) restrict(cpu, amp) {
    return section(index<N>(i0, i1, i2), concurrency::extent<N>(e0, e1, e2));
  }
  template <int M = N, std::enable_if_t<M == 3, int> = 0>
  array_view<const T, N> section(int i0, int i1, int i2, int e0, int e1, int e2) const restrict(cpu, amp) {
    return section(index<N>(i0, i1, i2), concurrency::extent<N>(e0, e1, e2));
  }

  /// The whole array as rank K (row-major); e.size() must not exceed extent.size().
  template <int K> array_view<T, K> view_as(const concurrency::extent<K> &e) restrict(cpu, amp) {
    return array_view<T, N>(*this).template as_rank<K>(e, extent.size());
  }
  template <int K> array_view<const T, K> view_as(const concurrency::extent<K> &e) const restrict(cpu, amp) {
    return array_view<const T, N>(*this).template as_rank<K>(e, extent.size());
  }
  /// The bytes of the array as a rank-1 view of U.
  template <class U, std::enable_if_t<!std::is_pointer<U>::value, int> = 0>
  array_view<U, 1> reinterpret_as() restrict(cpu, amp) {
    return array_view<T, N>(*this).template reinterpret_whole<U>(extent.size());
  }
  template <class U, std::enable_if_t<!std::is_pointer<U>::value, int> = 0>
  array_view<const U, 1> reinterpret_as() const restrict(cpu, amp) {
    return array_view<const T, N>(*this).template reinterpret_whole<const U>(extent.size());
  }

  /// Host pointer to the (current) host shadow; null for an array the host
  /// may not access (access_type_none), as in Microsoft's implementation.
  T *data() restrict(cpu, amp) {
    if (m_host_blocked) return nullptr;
    m_storage->host_write();
    return data_ptr();
  }
  const T *data() const restrict(cpu, amp) { return m_host_blocked ? nullptr : host_data(); }
  operator std::vector<T>() const restrict(cpu) {
    const T *p = host_data();
    return std::vector<T>(p, p + extent.size());
  }

private:
  template <class U, int M> friend class array_view;
  friend struct detail_array::access;
  friend class amp_clang::launch_args;

  T *data_ptr() const { return static_cast<T *>(m_storage->host()); }
  const T *host_data() const {
    m_storage->host_read();
    return data_ptr();
  }
  template <class InputIt> void assign(InputIt first, InputIt last) {
    std::size_t n = static_cast<std::size_t>(std::distance(first, last));
    if (n < extent.size()) throw runtime_exception("copy: source smaller than the array", E_INVALIDARG);
    if (n > extent.size()) throw runtime_exception("copy: source larger than the array", E_INVALIDARG);
    m_storage->host_write();
    std::copy_n(first, extent.size(), data_ptr());
    m_storage->upload_now();
  }
  int linear(const index<N> &idx) const restrict(cpu, amp) {
    int l = 0;
    for (int i = 0; i < N; ++i) l = l * extent[i] + idx[i];
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
  }
  template <class InputIt> void assign_n(InputIt first) {
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
    if (m_host_blocked)
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

template <typename T, int N>
array_view<T, N>::array_view(array_ref a) restrict(cpu, amp)
    : array_view(a.m_storage, static_cast<nc_type *>(a.m_storage->host()), a.extent) {}


namespace detail_array {
template <int N> void check_extents(const extent<N> &a, const extent<N> &b) {
  if (a != b) throw runtime_exception("copy: source and destination extents differ", E_INVALIDARG);
}
} // namespace detail_array

/// array -> host iterator (downloads only if a launch wrote the array).
template <class T, int N, class OutIt> void copy(const array<T, N> &src, OutIt dest) restrict(cpu) {
  AMP_CLANG_CHECK_OUTPUT_ITERATOR(OutIt);
  const T *p = detail_array::access::host_data(src);
  std::copy(p, p + src.extent.size(), dest);
}
/// host range -> array (uploads at once).
template <class InIt, class T, int N> void copy(InIt first, InIt last, array<T, N> &dest) restrict(cpu) {
  if (static_cast<std::size_t>(std::distance(first, last)) > dest.extent.size())
    throw runtime_exception("copy: source larger than the destination array", E_INVALIDARG);
  detail_array::access::assign(dest, first, last);
}
template <class InIt, class T, int N> void copy(InIt first, array<T, N> &dest) restrict(cpu) {
  detail_array::access::assign_n(dest, first);
}
template <class T, int N> void copy(const array<T, N> &src, array<T, N> &dest) restrict(cpu) {
  if (&src == &dest) return;
  detail_array::check_extents(src.extent, dest.extent);
  const T *p = detail_array::access::host_data(src);
  detail_array::access::assign(dest, p, p + src.extent.size());
}
/// array_view -> host iterator, in row-major order of the view.
template <class T, int N, class OutIt> void copy(const array_view<T, N> &src, OutIt dest) restrict(cpu) {
  AMP_CLANG_CHECK_OUTPUT_ITERATOR(OutIt);
  if (src.copy_device_data(dest)) return;
  detail_view::for_each_index(src.extent, [&](const index<N> &i) { *dest = src[i];
    ++dest; });
}
/// host range -> array_view.
template <class InIt, class T, int N> void copy(InIt first, InIt last, const array_view<T, N> &dest) restrict(cpu) {
  static_assert(!std::is_const<T>::value, "copy: destination array_view is read-only");
  if (static_cast<std::size_t>(std::distance(first, last)) > dest.extent.size())
    throw runtime_exception("copy: source larger than the destination array_view", E_INVALIDARG);
  detail_view::for_each_index(dest.extent, [&](const index<N> &i) {
    if (first == last) throw runtime_exception("copy: source smaller than the array_view", E_INVALIDARG);
    dest[i] = *first;
    ++first;
  });
}
template <class InIt, class T, int N> void copy(InIt first, const array_view<T, N> &dest) restrict(cpu) {
  static_assert(!std::is_const<T>::value, "copy: destination array_view is read-only");
  detail_view::for_each_index(dest.extent, [&](const index<N> &i) { dest[i] = *first;
    ++first; });
}
template <class T, int N> void copy(const array<T, N> &src, const array_view<T, N> &dest) restrict(cpu) {
  detail_array::check_extents(src.extent, dest.extent);
  copy(detail_array::access::host_data(src), detail_array::access::host_data(src) + src.extent.size(), dest);
}
template <class T, class U, int N,
          class = std::enable_if_t<std::is_same<std::remove_const_t<U>, T>::value>>
void copy(const array_view<U, N> &src, array<T, N> &dest) restrict(cpu) {
  detail_array::check_extents(src.extent, dest.extent);
  std::vector<T> tmp(src.extent.size());
  copy(src, tmp.begin());
  detail_array::access::assign(dest, tmp.begin(), tmp.end());
}
template <class T, class U, int N,
          class = std::enable_if_t<std::is_same<std::remove_const_t<U>, T>::value>>
void copy(const array_view<U, N> &src, const array_view<T, N> &dest) restrict(cpu) {
  detail_array::check_extents(src.extent, dest.extent);
  std::vector<T> tmp(src.extent.size());
  copy(src, tmp.begin());
  copy(tmp.begin(), tmp.end(), dest);
}

template <typename T, int N>
void array_view<T, N>::copy_to(const array_view<nc_type, N> &dest) const restrict(cpu) {
  copy(*this, dest);
}
template <typename T, int N> void array_view<T, N>::copy_to(array<nc_type, N> &dest) const restrict(cpu) {
  copy(*this, dest);
}

// copy_async: the copies run synchronously; the future is complete on return
// (errors are thrown by copy_async itself).
template <class T, int N, class OutIt> completion_future copy_async(const array<T, N> &src, OutIt dest) restrict(cpu) {
  AMP_CLANG_CHECK_OUTPUT_ITERATOR(OutIt);
  copy(src, dest);
  return completion_future::ready();
}
template <class InIt, class T, int N>
completion_future copy_async(InIt first, InIt last, array<T, N> &dest) restrict(cpu) {
  copy(first, last, dest);
  return completion_future::ready();
}
template <class InIt, class T, int N> completion_future copy_async(InIt first, array<T, N> &dest) restrict(cpu) {
  copy(first, dest);
  return completion_future::ready();
}
template <class T, int N> completion_future copy_async(const array<T, N> &src, array<T, N> &dest) restrict(cpu) {
  copy(src, dest);
  return completion_future::ready();
}
template <class T, int N, class OutIt>
completion_future copy_async(const array_view<T, N> &src, OutIt dest) restrict(cpu) {
  AMP_CLANG_CHECK_OUTPUT_ITERATOR(OutIt);
  copy(src, dest);
  return completion_future::ready();
}
template <class InIt, class T, int N>
completion_future copy_async(InIt first, InIt last, const array_view<T, N> &dest) restrict(cpu) {
  copy(first, last, dest);
  return completion_future::ready();
}
template <class InIt, class T, int N>
completion_future copy_async(InIt first, const array_view<T, N> &dest) restrict(cpu) {
  copy(first, dest);
  return completion_future::ready();
}
template <class T, int N>
completion_future copy_async(const array<T, N> &src, const array_view<T, N> &dest) restrict(cpu) {
  copy(src, dest);
  return completion_future::ready();
}
template <class T, class U, int N,
          class = std::enable_if_t<std::is_same<std::remove_const_t<U>, T>::value>>
completion_future copy_async(const array_view<U, N> &src, array<T, N> &dest) restrict(cpu) {
  copy(src, dest);
  return completion_future::ready();
}
template <class T, class U, int N,
          class = std::enable_if_t<std::is_same<std::remove_const_t<U>, T>::value>>
completion_future copy_async(const array_view<U, N> &src, const array_view<T, N> &dest) restrict(cpu) {
  copy(src, dest);
  return completion_future::ready();
}

} // namespace Concurrency
