// concurrency::array_view<T, N>: a view of host (or array) data, copied to the device lazily.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/property.h>

#include <amp_clang/accelerator.h>
#include <amp_clang/completion_future.h>
#include <amp_clang/exceptions.h>
#include <amp_clang/extent_index.h>
#include <amp_clang/storage.h>

#include <cstring>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>
#include <utility>
#include <vector>

namespace Concurrency {

template <typename T, int N> class array;

namespace detail_view {
template <class C, class T, class = void> struct is_container : std::false_type {};
template <class C, class T>
struct is_container<C, T,
                    std::enable_if_t<std::is_convertible<decltype(std::declval<C &>().data()), T *>::value &&
                                     sizeof(std::declval<C &>().size()) != 0>>
    : std::true_type {};
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

/// A view of N-dimensional data. Copies share one coherence state; the device
/// copy is made at the first launch that uses it, the host copy refreshed at the
/// first host access after a launch wrote it. `array_view<const T, N>` is
/// read-only on the device and never copied back.
template <typename T, int N = 1> class array_view {
  static_assert(N > 0, "array_view rank must be positive");
  using nc_type = std::remove_const_t<T>;
  using array_ref = std::conditional_t<std::is_const<T>::value, const array<nc_type, N> &,
                                       array<nc_type, N> &>;

public:
  static constexpr int rank = N;
  typedef T value_type;

  /// The view's shape (a data member: Microsoft's is a property).
  concurrency::extent<N> extent;

  array_view(array_ref a) restrict(cpu, amp);
  array_view(const concurrency::extent<N> &e, T *src) restrict(cpu, amp)
      : array_view(amp_clang::detail::storage::over_host(const_cast<nc_type *>(src),
                                                         e.size() * sizeof(T)),
                   const_cast<nc_type *>(src), e) {}
  template <class Container,
            class = std::enable_if_t<detail_view::is_container<Container, T>::value>>
  array_view(const concurrency::extent<N> &e, Container &src) restrict(cpu)
      : array_view(e, static_cast<T *>(src.data())) {
    if (static_cast<std::size_t>(src.size()) < e.size())
      throw runtime_exception("array_view: container smaller than the extent", E_INVALIDARG);
  }
  /// Rank 1: the whole container.
  template <class Container, int M = N,
            class = std::enable_if_t<M == 1 && detail_view::is_container<Container, T>::value>>
  explicit array_view(Container &src) restrict(cpu)
      : array_view(concurrency::extent<N>(static_cast<int>(src.size())), src) {
  }
  /// Rank 1: a C array, its extent its length (Microsoft's `array_view(_Arr_type (&)[_Size])`).
  template <class A, int S, int M = N,
            class = std::enable_if_t<M == 1 && std::is_same<std::remove_const_t<A>, nc_type>::value &&
                                     (std::is_const<T>::value || !std::is_const<A>::value)>>
  explicit array_view(A (&src)[S]) restrict(cpu) : array_view(concurrency::extent<N>(S), src) {}
  /// No data source: the view owns zeroed host memory.
  explicit array_view(const concurrency::extent<N> &e) restrict(cpu)
      : array_view(std::make_shared<amp_clang::detail::storage>(e.size() * sizeof(T)), nullptr, e) {
    m_storage->set_no_source();
  }

  array_view(int e0, T *src) restrict(cpu, amp) : array_view(concurrency::extent<N>(e0), src) {}
  array_view(int e0, int e1, T *src) restrict(cpu, amp) : array_view(concurrency::extent<N>(e0, e1), src) {}
  array_view(int e0, int e1, int e2, T *src) restrict(cpu, amp)
      : array_view(concurrency::extent<N>(e0, e1, e2), src) {}
  template <class Container,
            class = std::enable_if_t<detail_view::is_container<Container, T>::value>>
  array_view(int e0, Container &src) restrict(cpu) : array_view(concurrency::extent<N>(e0), src) {}
  template <class Container,
            class = std::enable_if_t<detail_view::is_container<Container, T>::value>>
  array_view(int e0, int e1, Container &src) restrict(cpu)
      : array_view(concurrency::extent<N>(e0, e1), src) {}
  template <class Container,
            class = std::enable_if_t<detail_view::is_container<Container, T>::value>>
  array_view(int e0, int e1, int e2, Container &src) restrict(cpu)
      : array_view(concurrency::extent<N>(e0, e1, e2), src) {}
  explicit array_view(int e0) restrict(cpu) : array_view(concurrency::extent<N>(e0)) {}
  array_view(int e0, int e1) restrict(cpu) : array_view(concurrency::extent<N>(e0, e1)) {}
  array_view(int e0, int e1, int e2) restrict(cpu) : array_view(concurrency::extent<N>(e0, e1, e2)) {}

  array_view(const array_view &) restrict(cpu, amp) = default;
  array_view &operator=(const array_view &) restrict(cpu, amp) = default;
  /// array_view<const T> from array_view<T>.
  template <class U, class = std::enable_if_t<std::is_const<T>::value &&
                                              std::is_same<U, nc_type>::value>>
  array_view(const array_view<U, N> &o) restrict(cpu, amp)
      : extent(o.extent), m_storage(o.m_storage), m_data(o.m_data), m_offset(o.m_offset) {
    for (int i = 0; i < N; ++i) m_stride[i] = o.m_stride[i];
  }

  concurrency::extent<N> get_extent() const restrict(cpu, amp) { return extent; }

  T &operator[](const index<N> &idx) const restrict(cpu, amp) {
    touch();
    return m_data[linear(idx)];
  }
  T &operator()(const index<N> &idx) const restrict(cpu, amp) { return (*this)[idx]; }
  /// Rank 1: the element; rank > 1: the projection (a view of rank N-1).
  std::conditional_t<N == 1, T &, array_view<T, (N > 1 ? N - 1 : 1)>>
  operator[](int i) const restrict(cpu, amp) {
    if constexpr (N == 1) {
      return (*this)[index<1>(i)];
    } else {
      if (i < 0 || i >= extent[0])
        throw runtime_exception("array_view: projection index out of bounds", E_INVALIDARG);
      array_view<T, N - 1> p;
      for (int k = 0; k < N - 1; ++k) {
        p.extent[k] = extent[k + 1];
        p.m_stride[k] = m_stride[k + 1];
      }
      p.m_storage = m_storage;
      p.m_data = m_data;
      p.m_offset = m_offset + i * m_stride[0];
      return p;
    }
  }
  std::conditional_t<N == 1, T &, array_view<T, (N > 1 ? N - 1 : 1)>>
  operator()(int i) const restrict(cpu, amp) {
    return (*this)[i];
  }
  template <int M = N, std::enable_if_t<M == 2, int> = 0>
  T &operator()(int i0, int i1) const restrict(cpu, amp) {
    return (*this)[index<2>(i0, i1)];
  }
  template <int M = N, std::enable_if_t<M == 3, int> = 0>
  T &operator()(int i0, int i1, int i2) const restrict(cpu, amp) {
    return (*this)[index<3>(i0, i1, i2)];
  }

  /// The sub-view of extent `e` starting at `origin`; it keeps the parent's strides.
  /// As Microsoft's: every dimension of the section is positive and inside
  /// the view (`section(idx)` with idx on the view's edge is empty: an error).
  array_view section(const index<N> &origin, const concurrency::extent<N> &e) const restrict(cpu, amp) {
    for (int i = 0; i < N; ++i)
      if (origin[i] < 0 || e[i] <= 0 || origin[i] + e[i] > extent[i])
        throw runtime_exception("array_view::section: section out of bounds", E_INVALIDARG);
    array_view s = *this;
    s.extent = e;
    s.m_offset = linear(origin);
    return s;
  }
  array_view section(const index<N> &origin) const restrict(cpu, amp) {
    return section(origin, extent - origin);
  }
  array_view section(const concurrency::extent<N> &e) const restrict(cpu, amp) { return section(index<N>(), e); }
  template <int M = N, std::enable_if_t<M == 1, int> = 0>
  array_view section(int i0, int e0) const restrict(cpu, amp) {
    return section(index<1>(i0), concurrency::extent<1>(e0));
  }
  template <int M = N, std::enable_if_t<M == 2, int> = 0>
  array_view section(int i0, int i1, int e0, int e1) const restrict(cpu, amp) {
    return section(index<2>(i0, i1), concurrency::extent<2>(e0, e1));
  }
  template <int M = N, std::enable_if_t<M == 3, int> = 0>
  array_view section(int i0, int i1, int i2, int e0, int e1, int e2) const restrict(cpu, amp) {
    return section(index<3>(i0, i1, i2), concurrency::extent<3>(e0, e1, e2));
  }

  T &get_ref(const index<N> &idx) const restrict(cpu, amp) { return (*this)[idx]; }

  /// Rank 1: the same elements seen as rank K (e.size() must not exceed extent.size()).
  template <int K, int M = N, std::enable_if_t<M == 1, int> = 0>
  array_view<T, K> view_as(const concurrency::extent<K> &e) const restrict(cpu, amp) {
    return as_rank<K>(e, extent.size());
  }
  /// Rank 1: the bytes of the view as elements of U.
  template <class U, int M = N, std::enable_if_t<M == 1 && !std::is_pointer<U>::value, int> = 0>
  array_view<U, 1> reinterpret_as() const restrict(cpu, amp) {
    static_assert(std::is_const<U>::value || !std::is_const<T>::value,
                  "reinterpret_as: cannot drop const");
    return reinterpret_whole<U>(extent.size());
  }

  /// Where the data source lives: an array's accelerator_view, else (host
  /// memory, which follows the launches) the default view. A view made from an
  /// extent alone has none (Microsoft: a runtime_exception).
  accelerator_view get_source_accelerator_view() const restrict(cpu) {
    if (m_storage->no_source())
      throw runtime_exception("array_view::get_source_accelerator_view: the view has no data source", E_FAIL);
    if (const auto &home = m_storage->home_view())
      return *home;
    return accelerator().get_default_view();
  }
  AMP_CLANG_PROPERTY(accelerator_view, source_accelerator_view) ///< Microsoft's property

  void copy_to(const array_view<nc_type, N> &dest) const restrict(cpu);
  void copy_to(array<nc_type, N> &dest) const restrict(cpu);

  completion_future synchronize_async() const restrict(cpu) {
    synchronize();
    return completion_future::ready();
  }
  void synchronize_to(const accelerator_view &) const restrict(cpu) { synchronize(); }
  completion_future synchronize_to_async(const accelerator_view &) const restrict(cpu) {
    return synchronize_async();
  }
  // Microsoft's forms naming the access the host (or view) will make: data is
  // made current on the host whatever the access, as the forms above do.
  void synchronize(access_type) const restrict(cpu) { synchronize(); }
  completion_future synchronize_async(access_type) const restrict(cpu) { return synchronize_async(); }
  void synchronize_to(const accelerator_view &v, access_type) const restrict(cpu) { synchronize_to(v); }
  completion_future synchronize_to_async(const accelerator_view &v, access_type) const restrict(cpu) {
    return synchronize_to_async(v);
  }

  /// Copies device data back if it is newer.
  void synchronize() const restrict(cpu) { m_storage->synchronize(); }
  /// The contents need not be copied to the device at the next launch.
  /// Coherence is kept per data source, so a section's discard keeps the
  /// data (Microsoft calls discarding a hint): the rest of the source is never lost.
  void discard_data() const restrict(cpu) {
    if (whole_source()) m_storage->discard();
  }
  /// The host data changed outside the view: the device copy is stale. For a
  /// section, only the section's elements: newer device data elsewhere stays.
  void refresh() const restrict(cpu) {
    if (whole_source())
      m_storage->refresh();
    else
      m_storage->refresh_part(byte_rows());
  }
  /// Rank 1: the host pointer of the first element, current on return.
  template <int M = N, std::enable_if_t<M == 1, int> = 0> T *data() const restrict(cpu, amp) {
    touch();
    return m_data + m_offset;
  }

  /// Internal (copy() out of a view): where a launch left newer data on the
  /// device over user memory, the elements are read from the device copy and
  /// the user's memory stays as it was, as in Microsoft's runtime. False when
  /// the host copy is current (the caller reads it).
  template <class OutIt> bool copy_device_data(OutIt &dest) const {
    std::vector<unsigned char> bytes;
    if (!m_storage->read_device_copy(bytes)) return false;
    const auto *base = reinterpret_cast<const unsigned char *>(m_storage->host());
    detail_view::for_each_index(extent, [&](const index<N> &i) {
      std::size_t at = reinterpret_cast<const unsigned char *>(m_data + linear(i)) - base;
      nc_type v;
      std::memcpy(&v, bytes.data() + at, sizeof v);
      *dest = v;
      ++dest;
    });
    return true;
  }

private:
  template <class U, int M> friend class array_view;
  template <class U, int M> friend class array;
  friend class amp_clang::launch_args;

  array_view() = default;
  array_view(std::shared_ptr<amp_clang::detail::storage> st, nc_type *data,
             const concurrency::extent<N> &e)
      : extent(e), m_storage(std::move(st)),
        m_data(data ? data : static_cast<nc_type *>(m_storage->host())), m_offset(0) {
    int s = 1;
    for (int i = N - 1; i >= 0; --i) {
      m_stride[i] = s;
      s *= e[i];
    }
  }

  /// Same storage, origin at this view's origin, row-major shape `e`.
  template <int K>
  array_view<T, K> as_rank(const concurrency::extent<K> &e, std::size_t avail) const {
    if (e.size() > avail) throw runtime_exception("view_as: extent larger than the source", E_INVALIDARG);
    for (int i = 0; i < N - 1; ++i)
      if (extent[i + 1] > 0 && m_stride[i] != m_stride[i + 1] * extent[i + 1])
        throw runtime_exception("view_as: the source is not contiguous", E_INVALIDARG);
    array_view<T, K> v(m_storage, m_data, e);
    v.m_offset = m_offset;
    return v;
  }
  template <class U> array_view<U, 1> reinterpret_whole(std::size_t count) const {
    using nu = std::remove_const_t<U>;
    std::size_t bytes = count * sizeof(T);
    std::size_t off_bytes = static_cast<std::size_t>(m_offset) * sizeof(T);
    if (off_bytes % sizeof(U) != 0 || bytes % sizeof(U) != 0)
      throw runtime_exception("reinterpret_as: the size is not a multiple of the new element size", E_INVALIDARG);
    array_view<U, 1> v(m_storage, reinterpret_cast<nu *>(m_data),
                       concurrency::extent<1>(static_cast<int>(bytes / sizeof(U))));
    v.m_offset = static_cast<int>(off_bytes / sizeof(U));
    return v;
  }

  /// Whether this view is all of its data source, not a section of it.
  bool whole_source() const {
    for (int i = 0; i < N - 1; ++i)
      if (m_stride[i] != m_stride[i + 1] * extent[i + 1]) return false;
    return reinterpret_cast<const char *>(m_data + m_offset) == static_cast<const char *>(m_storage->host()) &&
           extent.size() * sizeof(T) == m_storage->bytes();
  }
  /// Where this view's elements are in its source's host bytes: (offset, size), a row each.
  std::vector<std::pair<std::size_t, std::size_t>> byte_rows() const {
    std::vector<std::pair<std::size_t, std::size_t>> rows;
    const std::size_t base = static_cast<std::size_t>(reinterpret_cast<const char *>(m_data) -
                                                      static_cast<const char *>(m_storage->host()));
    int outer = 1;
    for (int i = 0; i < N - 1; ++i) outer *= extent[i];
    index<N> idx;
    for (int r = 0; r < outer && extent[N - 1] > 0; ++r) {
      for (int i = N - 2, rest = r; i >= 0; --i) {
        idx[i] = rest % extent[i];
        rest /= extent[i];
      }
      rows.emplace_back(base + static_cast<std::size_t>(linear(idx)) * sizeof(T),
                        static_cast<std::size_t>(extent[N - 1]) * sizeof(T));
    }
    return rows;
  }

  void touch() const {
    if constexpr (std::is_const<T>::value)
      m_storage->host_read();
    else
      m_storage->host_write();
  }
  int linear(const index<N> &idx) const restrict(cpu, amp) {
    int l = m_offset;
    for (int i = 0; i < N; ++i) l += idx[i] * m_stride[i];
    return l;
  }

  std::shared_ptr<amp_clang::detail::storage> m_storage;
  nc_type *m_data = nullptr; ///< element 0 of the whole buffer (host)
  int m_offset = 0;          ///< element offset of this view's origin
  int m_stride[N] = {};      ///< row-major strides of the buffer, in elements
};

} // namespace Concurrency
