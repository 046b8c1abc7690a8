// PPL's parallel_for_each over iterators, beside C++ AMP's parallel_for_each over an extent.
//
// amp-clang's front end takes every parallel_for_each declared in namespace
// Concurrency in its headers for a kernel launch. This one is declared in
// amp_clang_ppl, a system header to the front end, and named into Concurrency
// by a using-declaration: overload resolution sees both, and picks this one
// for (first, last, f[, partitioner]) since an iterator pair deduces no extent.
#pragma once
#pragma GCC system_header

#include <amp_clang/namespace.h>
#include <amp_clang/ppl/partitioners.h>

#include <cstddef>
#include <iterator>
#include <type_traits>
#include <utility>

namespace amp_clang_ppl {
template <typename _Iterator>
constexpr bool is_random_access = std::is_base_of<std::random_access_iterator_tag,
                                                  typename std::iterator_traits<_Iterator>::iterator_category>::value;

/// Calls _Func(*it) for each it in [_First, _Last), in parallel, split as the partitioner says
/// where the iterators are random-access (oneTBB's own split otherwise).
template <typename _Iterator, typename _Function, typename _Partitioner>
void for_each_impl(_Iterator _First, _Iterator _Last, const _Function &_Func, _Partitioner &&_Part) {
  if constexpr (is_random_access<_Iterator>) {
    if (!(_First < _Last))
      return;
    const std::size_t n = static_cast<std::size_t>(_Last - _First);
    Concurrency::detail_ppl::for_chunks(
        n,
        [&](std::size_t begin, std::size_t end) {
          for (std::size_t k = begin; k < end; ++k)
            _Func(_First[static_cast<typename std::iterator_traits<_Iterator>::difference_type>(k)]);
        },
        std::forward<_Partitioner>(_Part));
  } else {
    (void)_Part;
    tbb::parallel_for_each(_First, _Last, [&](auto &&item) { _Func(std::forward<decltype(item)>(item)); });
  }
}

template <typename _Iterator, typename _Function>
void parallel_for_each(_Iterator _First, _Iterator _Last, const _Function &_Func) {
  for_each_impl(_First, _Last, _Func, Concurrency::auto_partitioner());
}
template <typename _Iterator, typename _Function, typename _Partitioner>
void parallel_for_each(_Iterator _First, _Iterator _Last, const _Function &_Func, _Partitioner &&_Part) {
  for_each_impl(_First, _Last, _Func, std::forward<_Partitioner>(_Part));
}
} // namespace amp_clang_ppl

namespace Concurrency {
using ::amp_clang_ppl::parallel_for_each;
} // namespace Concurrency
