// parallel_reduce (Microsoft's ppl.h): an associative fold from an identity, over oneTBB's parallel_reduce.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/ppl/tbb.h>

#include <cstddef>
#include <functional>
#include <iterator>
#include <type_traits>

namespace Concurrency {
namespace detail_ppl {
/// Splits random-access ranges over the workers; folds other ranges on the calling thread.
template <typename _Reduce_type, typename _Forward_iterator, typename _Range_reduce_fun, typename _Sym_reduce_fun>
_Reduce_type reduce_impl(_Forward_iterator _Begin, _Forward_iterator _End, const _Reduce_type &_Identity,
                         const _Range_reduce_fun &_Range_fun, const _Sym_reduce_fun &_Sym_fun) {
  typedef typename std::iterator_traits<_Forward_iterator>::iterator_category category;
  if constexpr (std::is_base_of<std::random_access_iterator_tag, category>::value) {
    if (!(_Begin < _End))
      return _Identity;
    return tbb::parallel_reduce(
        tbb::blocked_range<std::size_t>(0, static_cast<std::size_t>(_End - _Begin)), _Identity,
        [&](const tbb::blocked_range<std::size_t> &r, _Reduce_type init) -> _Reduce_type {
          return _Range_fun(_Begin + r.begin(), _Begin + r.end(), init);
        },
        [&](const _Reduce_type &a, const _Reduce_type &b) -> _Reduce_type { return _Sym_fun(a, b); });
  } else {
    (void)_Sym_fun;
    return _Range_fun(_Begin, _End, _Identity);
  }
}
} // namespace detail_ppl

/// Folds [_Begin, _End) with _Range_fun(first, last, init) per chunk and _Sym_fun(a, b) between chunks.
template <typename _Reduce_type, typename _Forward_iterator, typename _Range_reduce_fun, typename _Sym_reduce_fun>
inline _Reduce_type parallel_reduce(_Forward_iterator _Begin, _Forward_iterator _End, const _Reduce_type &_Identity,
                                    const _Range_reduce_fun &_Range_fun, const _Sym_reduce_fun &_Sym_fun) {
  return detail_ppl::reduce_impl(_Begin, _End, _Identity, _Range_fun, _Sym_fun);
}

/// Folds [_Begin, _End) with _Sym_fun from _Identity.
template <typename _Forward_iterator, typename _Sym_reduce_fun>
inline typename std::iterator_traits<_Forward_iterator>::value_type
parallel_reduce(_Forward_iterator _Begin, _Forward_iterator _End,
                const typename std::iterator_traits<_Forward_iterator>::value_type &_Identity, _Sym_reduce_fun _Sym_fun) {
  typedef typename std::iterator_traits<_Forward_iterator>::value_type value_type;
  auto range = [&](_Forward_iterator first, _Forward_iterator last, value_type init) -> value_type {
    for (; first != last; ++first)
      init = _Sym_fun(init, *first);
    return init;
  };
  return detail_ppl::reduce_impl(_Begin, _End, _Identity, range, _Sym_fun);
}

/// The sum of [_Begin, _End) from _Identity.
template <typename _Forward_iterator>
inline typename std::iterator_traits<_Forward_iterator>::value_type
parallel_reduce(_Forward_iterator _Begin, _Forward_iterator _End,
                const typename std::iterator_traits<_Forward_iterator>::value_type &_Identity) {
  return Concurrency::parallel_reduce(_Begin, _End, _Identity,
                                      std::plus<typename std::iterator_traits<_Forward_iterator>::value_type>());
}
} // namespace Concurrency
