// concurrent_unordered_map and concurrent_unordered_multimap (Microsoft's concurrent_unordered_map.h):
// insertion, lookup and traversal safe from many threads, erasure only as unsafe_erase.
// oneTBB's containers of the same names, whose API is Microsoft's.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/ppl/tbb.h>

#include <oneapi/tbb/concurrent_unordered_map.h>

#include <functional>
#include <memory>
#include <utility>

namespace Concurrency {
template <typename _Key_type, typename _Element_type, typename _Hasher = std::hash<_Key_type>,
          typename _Key_equality = std::equal_to<_Key_type>,
          typename _Allocator_type = std::allocator<std::pair<const _Key_type, _Element_type>>>
class concurrent_unordered_map
    : public tbb::concurrent_unordered_map<_Key_type, _Element_type, _Hasher, _Key_equality, _Allocator_type> {
  typedef tbb::concurrent_unordered_map<_Key_type, _Element_type, _Hasher, _Key_equality, _Allocator_type> base;

public:
  using base::base;
  using base::operator=;
  concurrent_unordered_map() = default;
  concurrent_unordered_map(const concurrent_unordered_map &) = default;
  concurrent_unordered_map(concurrent_unordered_map &&) = default;
  concurrent_unordered_map &operator=(const concurrent_unordered_map &) = default;
  concurrent_unordered_map &operator=(concurrent_unordered_map &&) = default;
};

template <typename _Key_type, typename _Element_type, typename _Hasher = std::hash<_Key_type>,
          typename _Key_equality = std::equal_to<_Key_type>,
          typename _Allocator_type = std::allocator<std::pair<const _Key_type, _Element_type>>>
class concurrent_unordered_multimap
    : public tbb::concurrent_unordered_multimap<_Key_type, _Element_type, _Hasher, _Key_equality, _Allocator_type> {
  typedef tbb::concurrent_unordered_multimap<_Key_type, _Element_type, _Hasher, _Key_equality, _Allocator_type> base;

public:
  using base::base;
  using base::operator=;
  concurrent_unordered_multimap() = default;
  concurrent_unordered_multimap(const concurrent_unordered_multimap &) = default;
  concurrent_unordered_multimap(concurrent_unordered_multimap &&) = default;
  concurrent_unordered_multimap &operator=(const concurrent_unordered_multimap &) = default;
  concurrent_unordered_multimap &operator=(concurrent_unordered_multimap &&) = default;
};
} // namespace Concurrency
