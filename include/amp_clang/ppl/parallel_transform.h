// parallel_transform (Microsoft's ppl.h): std::transform with the elements spread over the workers.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/ppl/partitioners.h>

#include <cstddef>
#include <iterator>
#include <type_traits>
#include <utility>

namespace Concurrency {
namespace detail_ppl {
template <typename _Iterator>
constexpr bool random_access = std::is_base_of<std::random_access_iterator_tag,
                                               typename std::iterator_traits<_Iterator>::iterator_category>::value;

/// Writes _Op(*in) to out for each in, in parallel where every iterator is random-access.
template <typename _Input_iterator1, typename _Output_iterator, typename _Unary_operator, typename _Partitioner>
_Output_iterator transform_impl(_Input_iterator1 _First1, _Input_iterator1 _Last1, _Output_iterator _Result,
                                const _Unary_operator &_Op, _Partitioner &&_Part) {
  if constexpr (random_access<_Input_iterator1> && random_access<_Output_iterator>) {
    if (!(_First1 < _Last1))
      return _Result;
    const std::size_t n = static_cast<std::size_t>(_Last1 - _First1);
    for_chunks(
        n,
        [&](std::size_t begin, std::size_t end) {
          for (std::size_t k = begin; k < end; ++k)
            _Result[k] = _Op(_First1[k]);
        },
        std::forward<_Partitioner>(_Part));
    return _Result + n;
  } else {
    (void)_Part;
    for (; _First1 != _Last1; ++_First1, ++_Result)
      *_Result = _Op(*_First1);
    return _Result;
  }
}
} // namespace detail_ppl

template <typename _Input_iterator1, typename _Output_iterator, typename _Unary_operator>
_Output_iterator parallel_transform(_Input_iterator1 _First1, _Input_iterator1 _Last1, _Output_iterator _Result,
                                    const _Unary_operator &_Unary_op,
                                    const auto_partitioner &_Part = auto_partitioner()) {
  return detail_ppl::transform_impl(_First1, _Last1, _Result, _Unary_op, _Part);
}
template <typename _Input_iterator1, typename _Output_iterator, typename _Unary_operator>
_Output_iterator parallel_transform(_Input_iterator1 _First1, _Input_iterator1 _Last1, _Output_iterator _Result,
                                    const _Unary_operator &_Unary_op, const static_partitioner &_Part) {
  return detail_ppl::transform_impl(_First1, _Last1, _Result, _Unary_op, _Part);
}
template <typename _Input_iterator1, typename _Output_iterator, typename _Unary_operator>
_Output_iterator parallel_transform(_Input_iterator1 _First1, _Input_iterator1 _Last1, _Output_iterator _Result,
                                    const _Unary_operator &_Unary_op, const simple_partitioner &_Part) {
  return detail_ppl::transform_impl(_First1, _Last1, _Result, _Unary_op, _Part);
}
template <typename _Input_iterator1, typename _Output_iterator, typename _Unary_operator>
_Output_iterator parallel_transform(_Input_iterator1 _First1, _Input_iterator1 _Last1, _Output_iterator _Result,
                                    const _Unary_operator &_Unary_op, affinity_partitioner &_Part) {
  return detail_ppl::transform_impl(_First1, _Last1, _Result, _Unary_op, _Part);
}

/// Writes _Binary_op(*in1, *in2) for each pair of [_First1, _Last1) and the range at _First2.
template <typename _Input_iterator1, typename _Input_iterator2, typename _Output_iterator,
          typename _Binary_operator, typename _Partitioner>
_Output_iterator parallel_transform(_Input_iterator1 _First1, _Input_iterator1 _Last1, _Input_iterator2 _First2,
                                    _Output_iterator _Result, const _Binary_operator &_Binary_op,
                                    _Partitioner &&_Part) {
  if constexpr (detail_ppl::random_access<_Input_iterator1> && detail_ppl::random_access<_Input_iterator2> &&
                detail_ppl::random_access<_Output_iterator>) {
    if (!(_First1 < _Last1))
      return _Result;
    const std::size_t n = static_cast<std::size_t>(_Last1 - _First1);
    detail_ppl::for_chunks(
        n,
        [&](std::size_t begin, std::size_t end) {
          for (std::size_t k = begin; k < end; ++k)
            _Result[k] = _Binary_op(_First1[k], _First2[k]);
        },
        std::forward<_Partitioner>(_Part));
    return _Result + n;
  } else {
    (void)_Part;
    for (; _First1 != _Last1; ++_First1, ++_First2, ++_Result)
      *_Result = _Binary_op(*_First1, *_First2);
    return _Result;
  }
}
template <typename _Input_iterator1, typename _Input_iterator2, typename _Output_iterator,
          typename _Binary_operator>
_Output_iterator parallel_transform(_Input_iterator1 _First1, _Input_iterator1 _Last1, _Input_iterator2 _First2,
                                    _Output_iterator _Result, const _Binary_operator &_Binary_op) {
  return Concurrency::parallel_transform(_First1, _Last1, _First2, _Result, _Binary_op, auto_partitioner());
}
} // namespace Concurrency
