// parallel_sort, parallel_buffered_sort and parallel_radixsort (Microsoft's ppl.h), over oneTBB's parallel_sort.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/ppl/tbb.h>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <iterator>
#include <memory>

namespace Concurrency {
/// Sorts [_Begin, _End) in place with operator< (not stable).
template <typename _Random_iterator> inline void parallel_sort(const _Random_iterator &_Begin, const _Random_iterator &_End) {
  tbb::parallel_sort(_Begin, _End);
}
/// Sorts [_Begin, _End) in place with _Func; _Chunk_size is a hint oneTBB does not take.
template <typename _Random_iterator, typename _Function>
inline void parallel_sort(const _Random_iterator &_Begin, const _Random_iterator &_End, const _Function &_Func,
                          const std::size_t _Chunk_size = 2048) {
  (void)_Chunk_size;
  tbb::parallel_sort(_Begin, _End, _Func);
}

// parallel_buffered_sort: Microsoft's uses O(n) extra space to sort faster; the result is parallel_sort's.
template <typename _Random_iterator>
inline void parallel_buffered_sort(const _Random_iterator &_Begin, const _Random_iterator &_End) {
  tbb::parallel_sort(_Begin, _End);
}
template <typename _Allocator, typename _Random_iterator>
inline void parallel_buffered_sort(const _Random_iterator &_Begin, const _Random_iterator &_End) {
  tbb::parallel_sort(_Begin, _End);
}
template <typename _Allocator, typename _Random_iterator>
inline void parallel_buffered_sort(const _Allocator &, const _Random_iterator &_Begin, const _Random_iterator &_End) {
  tbb::parallel_sort(_Begin, _End);
}
template <typename _Random_iterator, typename _Function>
inline void parallel_buffered_sort(const _Random_iterator &_Begin, const _Random_iterator &_End, const _Function &_Func,
                                   const std::size_t _Chunk_size = 2048) {
  (void)_Chunk_size;
  tbb::parallel_sort(_Begin, _End, _Func);
}
template <typename _Allocator, typename _Random_iterator, typename _Function>
inline void parallel_buffered_sort(const _Random_iterator &_Begin, const _Random_iterator &_End, const _Function &_Func,
                                   const std::size_t _Chunk_size = 2048) {
  (void)_Chunk_size;
  tbb::parallel_sort(_Begin, _End, _Func);
}
template <typename _Allocator, typename _Random_iterator, typename _Function>
inline void parallel_buffered_sort(const _Allocator &, const _Random_iterator &_Begin, const _Random_iterator &_End,
                                   const _Function &_Func, const std::size_t _Chunk_size = 2048) {
  (void)_Chunk_size;
  tbb::parallel_sort(_Begin, _End, _Func);
}

// parallel_radixsort: a stable sort by an unsigned key (the element itself, or _Proj_func(element)).
// Sorted on the calling thread by std::stable_sort: the order is Microsoft's, the speed is not.
template <typename _Random_iterator, typename _Function>
inline void parallel_radixsort(const _Random_iterator &_Begin, const _Random_iterator &_End, const _Function &_Proj_func,
                               const std::size_t _Chunk_size = 256 * 256) {
  (void)_Chunk_size;
  typedef typename std::iterator_traits<_Random_iterator>::value_type value_type;
  std::stable_sort(_Begin, _End, [&](const value_type &a, const value_type &b) { return _Proj_func(a) < _Proj_func(b); });
}
template <typename _Random_iterator>
inline void parallel_radixsort(const _Random_iterator &_Begin, const _Random_iterator &_End) {
  std::stable_sort(_Begin, _End);
}
template <typename _Allocator, typename _Random_iterator>
inline void parallel_radixsort(const _Random_iterator &_Begin, const _Random_iterator &_End) {
  std::stable_sort(_Begin, _End);
}
template <typename _Allocator, typename _Random_iterator>
inline void parallel_radixsort(const _Allocator &, const _Random_iterator &_Begin, const _Random_iterator &_End) {
  std::stable_sort(_Begin, _End);
}
} // namespace Concurrency
