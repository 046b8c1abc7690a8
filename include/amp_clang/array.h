// concurrency::array<T, N> (device-resident storage) and the concurrency::copy functions.
#pragma once

#include <amp_clang/namespace.h>

#include <amp_clang/accelerator.h>
#include <amp_clang/array_view.h>

#include <algorithm>
#include <iterator>
#include <vector>

namespace Concurrency {

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
      : extent(e), m_storage(std::make_shared<amp_clang::detail::storage>(e.size() * sizeof(T))) {}
  explicit array(int e0) restrict(cpu) : array(concurrency::extent<N>(e0)) {}
  array(int e0, int e1) restrict(cpu) : array(concurrency::extent<N>(e0, e1)) {}
  array(int e0, int e1, int e2) restrict(cpu) : array(concurrency::extent<N>(e0, e1, e2)) {}
  array(const concurrency::extent<N> &e, const accelerator_view &) restrict(cpu) : array(e) {}

  template <class InputIt>
  array(const concurrency::extent<N> &e, InputIt first, InputIt last) restrict(cpu) : array(e) {
    assign(first, last);
  }
  template <class InputIt>
  array(const concurrency::extent<N> &e, InputIt first) restrict(cpu) : array(e) {
    InputIt last = first;
    std::advance(last, e.size());
    assign(first, last);
  }
  template <class InputIt>
  array(int e0, InputIt first, InputIt last) restrict(cpu) : array(concurrency::extent<N>(e0)) {
    assign(first, last);
  }
  template <class InputIt>
  array(int e0, int e1, InputIt first, InputIt last) restrict(cpu)
      : array(concurrency::extent<N>(e0, e1)) {
    assign(first, last);
  }
  template <class InputIt>
  array(int e0, int e1, int e2, InputIt first, InputIt last) restrict(cpu)
      : array(concurrency::extent<N>(e0, e1, e2)) {
    assign(first, last);
  }
  /// Deep copies.
  array(const array &o) restrict(cpu) : array(o.extent) {
    const T *p = o.host_data();
    assign(p, p + o.extent.size());
  }
  explicit array(const array_view<const T, N> &v) restrict(cpu) : array(v.extent) {
    std::vector<T> tmp(v.extent.size());
    copy(v, tmp.begin());
    assign(tmp.begin(), tmp.end());
  }
  array(array &&o) noexcept = default;
  array &operator=(const array &o) restrict(cpu) {
    if (this != &o) *this = array(o);
    return *this;
  }
  array &operator=(array &&o) noexcept = default;

  concurrency::extent<N> get_extent() const restrict(cpu, amp) { return extent; }
  accelerator_view get_accelerator_view() const { return accelerator().default_view; }

  T &operator[](const index<N> &idx) restrict(cpu, amp) {
    m_storage->host_write();
    return data_ptr()[linear(idx)];
  }
  const T &operator[](const index<N> &idx) const restrict(cpu, amp) {
    m_storage->host_read();
    return data_ptr()[linear(idx)];
  }
  T &operator()(const index<N> &idx) restrict(cpu, amp) { return (*this)[idx]; }
  const T &operator()(const index<N> &idx) const restrict(cpu, amp) { return (*this)[idx]; }
  T &operator[](int i0) restrict(cpu, amp) { return (*this)[index<1>(i0)]; }
  const T &operator[](int i0) const restrict(cpu, amp) { return (*this)[index<1>(i0)]; }
  T &operator()(int i0, int i1) restrict(cpu, amp) { return (*this)[index<2>(i0, i1)]; }
  T &operator()(int i0, int i1, int i2) restrict(cpu, amp) { return (*this)[index<3>(i0, i1, i2)]; }

  array_view<T, N> section(const index<N> &origin, const concurrency::extent<N> &e) restrict(cpu) {
    return array_view<T, N>(*this).section(origin, e);
  }

  /// Host pointer to the (current) host shadow.
  T *data() restrict(cpu) {
    m_storage->host_write();
    return data_ptr();
  }
  const T *data() const restrict(cpu) { return host_data(); }
  operator std::vector<T>() const restrict(cpu) {
    const T *p = host_data();
    return std::vector<T>(p, p + extent.size());
  }

private:
  template <class U, int M> friend class array_view;
  template <class U, int M, class OutIt> friend void copy(const array<U, M> &, OutIt);
  template <class InIt, class U, int M> friend void copy(InIt, InIt, array<U, M> &);
  friend class amp_clang::launch_args;

  T *data_ptr() const { return static_cast<T *>(m_storage->host()); }
  const T *host_data() const {
    m_storage->host_read();
    return data_ptr();
  }
  template <class InputIt> void assign(InputIt first, InputIt last) {
    std::size_t n = static_cast<std::size_t>(std::distance(first, last));
    if (n < extent.size()) throw runtime_exception("copy: source smaller than the array", -30);
    m_storage->host_write();
    std::copy_n(first, extent.size(), data_ptr());
    m_storage->upload_now();
  }
  int linear(const index<N> &idx) const restrict(cpu, amp) {
    int l = 0;
    for (int i = 0; i < N; ++i) l = l * extent[i] + idx[i];
    return l;
  }

  std::shared_ptr<amp_clang::detail::storage> m_storage;
};

template <typename T, int N>
array_view<T, N>::array_view(array_ref a) restrict(cpu)
    : array_view(a.m_storage, static_cast<nc_type *>(a.m_storage->host()), a.extent) {}

namespace detail_view {
/// Calls f(idx) for every index of e in row-major order.
template <int N, class F> void for_each_index(const extent<N> &e, F &&f) {
  if (e.size() == 0) return;
  index<N> idx;
  for (;;) {
    f(idx);
    int d = N - 1;
    while (d >= 0 && ++idx[d] == e[d]) idx[d--] = 0;
    if (d < 0) return;
  }
}
} // namespace detail_view

/// array -> host iterator (downloads only if a launch wrote the array).
template <class T, int N, class OutIt> void copy(const array<T, N> &src, OutIt dest) {
  const T *p = src.host_data();
  std::copy(p, p + src.extent.size(), dest);
}
/// host range -> array (uploads at once).
template <class InIt, class T, int N> void copy(InIt first, InIt last, array<T, N> &dest) {
  dest.assign(first, last);
}
template <class InIt, class T, int N> void copy(InIt first, array<T, N> &dest) {
  InIt last = first;
  std::advance(last, dest.extent.size());
  copy(first, last, dest);
}
template <class T, int N> void copy(const array<T, N> &src, array<T, N> &dest) {
  if (&src == &dest) return;
  std::vector<T> tmp(src.extent.size());
  copy(src, tmp.begin());
  copy(tmp.begin(), tmp.end(), dest);
}
/// array_view -> host iterator, in row-major order of the view.
template <class T, int N, class OutIt> void copy(const array_view<T, N> &src, OutIt dest) {
  detail_view::for_each_index(src.extent, [&](const index<N> &i) { *dest++ = src[i]; });
}
/// host range -> array_view.
template <class InIt, class T, int N> void copy(InIt first, InIt last, const array_view<T, N> &dest) {
  static_assert(!std::is_const<T>::value, "copy: destination array_view is read-only");
  detail_view::for_each_index(dest.extent, [&](const index<N> &i) {
    if (first == last) throw runtime_exception("copy: source smaller than the array_view", -30);
    dest[i] = *first++;
  });
}
template <class InIt, class T, int N> void copy(InIt first, const array_view<T, N> &dest) {
  static_assert(!std::is_const<T>::value, "copy: destination array_view is read-only");
  detail_view::for_each_index(dest.extent, [&](const index<N> &i) { dest[i] = *first++; });
}
template <class T, int N> void copy(const array<T, N> &src, const array_view<T, N> &dest) {
  std::vector<T> tmp(src.extent.size());
  copy(src, tmp.begin());
  copy(tmp.begin(), tmp.end(), dest);
}
template <class T, class U, int N> void copy(const array_view<U, N> &src, array<T, N> &dest) {
  std::vector<T> tmp(src.extent.size());
  copy(src, tmp.begin());
  copy(tmp.begin(), tmp.end(), dest);
}
template <class T, class U, int N> void copy(const array_view<U, N> &src, const array_view<T, N> &dest) {
  std::vector<T> tmp(src.extent.size());
  copy(src, tmp.begin());
  copy(tmp.begin(), tmp.end(), dest);
}

} // namespace Concurrency
