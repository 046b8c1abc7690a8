// parallel_for over a range of indices, with an optional step and partitioner (Microsoft's ppl.h).
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/ppl/partitioners.h>

#include <cstddef>
#include <stdexcept>
#include <utility>

namespace Concurrency {
namespace detail_ppl {
/// Calls _Func(_First + k * _Step) for each k with _First + k * _Step < _Last, in parallel.
template <typename _Index_type, typename _Function, typename _Partitioner>
void parallel_for_impl(_Index_type _First, _Index_type _Last, _Index_type _Step, const _Function &_Func,
                       _Partitioner &&_Part) {
  if (_Step < static_cast<_Index_type>(1))
    throw std::invalid_argument("_Step");
  if (!(_First < _Last))
    return;
  // The count in the index type's own arithmetic: _Last - _First does not overflow it.
  const std::size_t span = static_cast<std::size_t>(_Last - _First);
  const std::size_t step = static_cast<std::size_t>(_Step);
  const std::size_t n = span / step + (span % step != 0);
  for_chunks(
      n,
      [&](std::size_t begin, std::size_t end) {
        for (std::size_t k = begin; k < end; ++k)
          _Func(static_cast<_Index_type>(_First + static_cast<_Index_type>(k * step)));
      },
      std::forward<_Partitioner>(_Part));
}
} // namespace detail_ppl

template <typename _Index_type, typename _Function, typename _Partitioner>
void parallel_for(_Index_type _First, _Index_type _Last, _Index_type _Step, const _Function &_Func,
                  _Partitioner &&_Part) {
  detail_ppl::parallel_for_impl(_First, _Last, _Step, _Func, std::forward<_Partitioner>(_Part));
}
template <typename _Index_type, typename _Function>
void parallel_for(_Index_type _First, _Index_type _Last, _Index_type _Step, const _Function &_Func) {
  detail_ppl::parallel_for_impl(_First, _Last, _Step, _Func, auto_partitioner());
}
template <typename _Index_type, typename _Function>
void parallel_for(_Index_type _First, _Index_type _Last, const _Function &_Func,
                  const auto_partitioner &_Part = auto_partitioner()) {
  detail_ppl::parallel_for_impl(_First, _Last, _Index_type(1), _Func, _Part);
}
template <typename _Index_type, typename _Function>
void parallel_for(_Index_type _First, _Index_type _Last, const _Function &_Func, const static_partitioner &_Part) {
  detail_ppl::parallel_for_impl(_First, _Last, _Index_type(1), _Func, _Part);
}
template <typename _Index_type, typename _Function>
void parallel_for(_Index_type _First, _Index_type _Last, const _Function &_Func, const simple_partitioner &_Part) {
  detail_ppl::parallel_for_impl(_First, _Last, _Index_type(1), _Func, _Part);
}
template <typename _Index_type, typename _Function>
void parallel_for(_Index_type _First, _Index_type _Last, const _Function &_Func, affinity_partitioner &_Part) {
  detail_ppl::parallel_for_impl(_First, _Last, _Index_type(1), _Func, _Part);
}
} // namespace Concurrency
