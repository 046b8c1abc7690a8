// -fsanitize=amp's reports (docs/sanitizer.md): what a checked kernel found,
// printed after its launch in AddressSanitizer's manner.
#pragma once

#include <cstddef>
#include <vector>

namespace amp_clang::sanitizer {

/// Where an access is in the C++ source, and what it touches.
struct site_info {
  const char *where; ///< "file:line:column"; null for none
  const char *what;  ///< "array_view 'av'", "tile_static 'sh'", "barrier"
};

/// One violation, as a work-item recorded it.
struct report {
  int kind = 0; ///< 1 out-of-bounds, 2 data race, 3 uninitialized read, 4 divergent barrier (counted), 5 (voted)
  site_info site{nullptr, nullptr};
  int rank = 1;
  int index[3] = {0, 0, 0};  ///< bounds: the index; race, init: element, other work-item, access kind
  int extent[3] = {0, 0, 0}; ///< bounds: the extent; race, init: elements; sync: the tile's size
  int dims = 1;
  int global[3] = {0, 0, 0}, tile[3] = {0, 0, 0}, local[3] = {0, 0, 0};
  site_info other{nullptr, nullptr}; ///< race: the conflicting access; sync: the other barrier
};

/// Prints the distinct reports of one launch (each kind and site once per
/// process; AMP_SANITIZE_OPTIONS=max_reports=N), then throws
/// concurrency::runtime_exception unless AMP_SANITIZE_OPTIONS has
/// halt_on_error=0. \p total counts the reports the buffer could not keep.
void finish_launch(const char *kernel, const char *origin, const std::vector<report> &reports, std::size_t total);

/// Where a check of the host accelerator's copy of a kernel stands in the
/// C++ source: the caller's place, as a default argument gives it.
struct here {
  const char *file;
  unsigned line;
  unsigned column;
};

// The host accelerator's side (runtime/sanitizer.cpp): a launch on it runs
// between host_begin and host_end, which prints and throws as finish_launch.
void host_begin(int checks);
void host_end(const char *kernel, const char *origin, int dims);
/// Whether this thread runs a host kernel built with -fsanitize=amp.
bool in_host_kernel() noexcept;
/// The work-item a tile's fiber (or the untiled loop) runs now.
void host_item(int member, int dims, const int *global, const int *tile, const int *local) noexcept;
void host_report(int kind, const here &at, const char *what, int rank, const int *index, const int *extent);
/// A fiber of the current tile waits at the barrier at \p at.
void host_barrier_at(const here &at) noexcept;
/// A tile_static element read (kind 1), written (2) or both (3) by the
/// current fiber: the host's init and race shadows (per tile, runtime/sanitizer.cpp).
void host_ts_use(const void *element, std::size_t index, std::size_t elements, unsigned kind, const here &at,
                 const char *what);

/// -fsanitize=amp-init (runtime/sanitizer.cpp): an array created without
/// data, whose elements' writes a shadow follows until all are written.
void track_new_array(const void *storage, const void *host, std::size_t count, std::size_t elem_size);
/// A host kernel's read (kind 1), write (2) or both (3) of the element at
/// \p element: reported if it is an array's element never written.
void host_element(const void *element, unsigned kind, const here &at, const char *what);

} // namespace amp_clang::sanitizer

#if defined(_AMP_CLANG_SANITIZE) && !defined(AMP_CLANG_FRONTEND)
#include <cstring>
#include <type_traits>
#include <utility>
namespace amp_clang::sanitizer {
/// The caller's place, as a default argument gives it.
inline here here_current(const char *f = __builtin_FILE(), unsigned l = __builtin_LINE(),
                         unsigned c = __builtin_COLUMN()) noexcept {
  return {f, l, c};
}
/// An index argument and where it was written: element access operators
/// take one, so that the host accelerator's reports name the user's line.
template <class _AmpT> struct located {
  _AmpT value;
  here at;
  template <class _AmpU,
            std::enable_if_t<std::is_convertible<const _AmpU &, _AmpT>::value &&
                                 (std::is_class<_AmpT>::value == std::is_class<_AmpU>::value),
                             int> = 0>
  located(const _AmpU &u, here a = here_current()) : value(u), at(a) {}
};
/// What a violating access touches instead: zeros, per thread.
template <class _AmpT> _AmpT &dummy() {
  alignas(_AmpT) static thread_local unsigned char d[sizeof(_AmpT) ? sizeof(_AmpT) : 1];
  std::memset(d, 0, sizeof d);
  return *reinterpret_cast<_AmpT *>(d);
}
} // namespace amp_clang::sanitizer
#define AMP_CLANG_HOST_SANITIZE 1
namespace amp_clang::sanitizer {
/// A host kernel's access outside \p extent: reported, true.
template <int _AmpN, class _AmpE, class _AmpI>
bool host_out_of_bounds(const _AmpE &extent, const _AmpI &idx, const here &at, const char *what) {
  if (!in_host_kernel() || extent.contains(idx)) return false;
  int i[_AmpN], e[_AmpN];
  for (int k = 0; k < _AmpN; ++k) {
    i[k] = idx[k];
    e[k] = extent[k];
  }
  host_report(1, at, what, _AmpN, i, e);
  return true;
}
/// A tile_static array's element `a[i][j]...` (the host rewrite spells
/// every whole-element access so, lowering/Sanitizer.h): checked against each
/// dimension while a host kernel runs; outside them, the dummy.
template <class _AmpA, std::size_t... _AmpK> void host_extents(std::size_t *e, std::index_sequence<_AmpK...>) {
  ((e[_AmpK] = std::extent<_AmpA, _AmpK>::value), ...);
}
template <class _AmpA, class... _AmpI>
std::remove_all_extents_t<_AmpA> &host_ts(_AmpA &a, const char *file, unsigned line, unsigned column,
                                          const char *what, unsigned kind, _AmpI... idx) {
  using _AmpE = std::remove_all_extents_t<_AmpA>;
  constexpr std::size_t _AmpR = sizeof...(_AmpI);
  static_assert(_AmpR == std::rank<_AmpA>::value, "a whole element");
  const long long i[_AmpR] = {static_cast<long long>(idx)...};
  std::size_t e[_AmpR];
  host_extents<_AmpA>(e, std::make_index_sequence<_AmpR>());
  std::size_t at = 0;
  bool bad = false;
  for (std::size_t k = 0; k < _AmpR; ++k) {
    if (i[k] < 0 || static_cast<std::size_t>(i[k]) >= e[k]) bad = true;
    at = at * e[k] + static_cast<std::size_t>(i[k]);
  }
  if (bad && (_AMP_CLANG_SANITIZE & 1) && in_host_kernel()) {
    int ii[3] = {0, 0, 0}, ee[3] = {0, 0, 0};
    for (std::size_t k = 0; k < _AmpR && k < 3; ++k) ii[k] = static_cast<int>(i[k]), ee[k] = static_cast<int>(e[k]);
    host_report(1, here{file, line, column}, what, _AmpR < 3 ? static_cast<int>(_AmpR) : 3, ii, ee);
    return dummy<_AmpE>();
  }
  if ((_AMP_CLANG_SANITIZE & 6) && kind && in_host_kernel())
    host_ts_use(&a, at, sizeof(_AmpA) / sizeof(_AmpE), kind, here{file, line, column}, what);
  return reinterpret_cast<_AmpE *>(&a)[at];
}
/// An element of an array or array_view `a[i]`, `a(i, j)`, read (kind 1),
/// written (2) or both (3) by a host kernel (the host rewrite spells each
/// element access so under -fsanitize=amp-init, lowering/SanitizerAccesses.cpp).
template <class _AmpT>
_AmpT &host_el(_AmpT &e, unsigned kind, const char *file, unsigned line, unsigned column, const char *what) {
  if (in_host_kernel()) host_element(&e, kind, here{file, line, column}, what);
  return e;
}
/// `p[i]` or `*(p + i)` through a pointer that data() of \p v gave (the host
/// rewrite spells each such access so, lowering/SanitizerPointers.h): \p i
/// checked against v's element count while a host kernel runs; outside it,
/// the dummy.
template <class _AmpT, class _AmpI, class _AmpV,
          std::enable_if_t<std::is_integral<_AmpI>::value || std::is_enum<_AmpI>::value, int> = 0>
_AmpT &host_ptr(_AmpT *p, _AmpI i, const _AmpV &v, const char *file, unsigned line, unsigned column,
                const char *what) {
  const long long k = static_cast<long long>(i), n = static_cast<long long>(v.get_extent().size());
  if ((k < 0 || k >= n) && in_host_kernel()) {
    int ii[1] = {static_cast<int>(k)}, ee[1] = {static_cast<int>(n)};
    host_report(1, here{file, line, column}, what, 1, ii, ee);
    return dummy<std::remove_cv_t<_AmpT>>();
  }
  return p[k];
}
/// `*(i + p)`.
template <class _AmpT, class _AmpI, class _AmpV,
          std::enable_if_t<std::is_integral<_AmpI>::value || std::is_enum<_AmpI>::value, int> = 0>
_AmpT &host_ptr(_AmpI i, _AmpT *p, const _AmpV &v, const char *file, unsigned line, unsigned column,
                const char *what) {
  return host_ptr(p, i, v, file, line, column, what);
}
} // namespace amp_clang::sanitizer
// Element access in array.h and array_view.h: the index with its place.
#define AMP_CLANG_SAN_IDX(_AmpT, n) const ::amp_clang::sanitizer::located<_AmpT> &n##_amp_l
#define AMP_CLANG_SAN_INT(n) const ::amp_clang::sanitizer::located<int> &n##_amp_l
#define AMP_CLANG_SAN_UNWRAP(n)                                                                                        \
  const auto &n = n##_amp_l.value;                                                                                     \
  const ::amp_clang::sanitizer::here &n##_amp_at = n##_amp_l.at;
#define AMP_CLANG_SAN_PASS(n) n##_amp_l
#define AMP_CLANG_SAN_WITH(e, n) ::amp_clang::sanitizer::located<std::decay_t<decltype(e)>>(e, n##_amp_at)
#define AMP_CLANG_SAN_HERE(n) , ::amp_clang::sanitizer::here n##_amp_at = ::amp_clang::sanitizer::here_current()
#define AMP_CLANG_SAN_CHECK(_AmpN, ext, idx, n, what, _AmpT)                                                           \
  if (::amp_clang::sanitizer::host_out_of_bounds<_AmpN>(ext, idx, n##_amp_at, what))                                   \
    return ::amp_clang::sanitizer::dummy<_AmpT>();
#if _AMP_CLANG_SANITIZE & 4
// array.h: an array created without data (its storage, host bytes, elements).
#define AMP_CLANG_SAN_NEW_ARRAY(s, h, n, sz) ::amp_clang::sanitizer::track_new_array(s, h, n, sz);
#else
#define AMP_CLANG_SAN_NEW_ARRAY(s, h, n, sz)
#endif
#else
#define AMP_CLANG_SAN_IDX(_AmpT, n) const _AmpT &n
#define AMP_CLANG_SAN_INT(n) int n
#define AMP_CLANG_SAN_UNWRAP(n)
#define AMP_CLANG_SAN_PASS(n) n
#define AMP_CLANG_SAN_WITH(e, n) e
#define AMP_CLANG_SAN_HERE(n)
#define AMP_CLANG_SAN_CHECK(_AmpN, ext, idx, n, what, _AmpT)
#define AMP_CLANG_SAN_NEW_ARRAY(s, h, n, sz)
#endif
