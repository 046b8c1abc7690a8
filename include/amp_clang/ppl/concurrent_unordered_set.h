// concurrent_unordered_set and concurrent_unordered_multiset (Microsoft's concurrent_unordered_set.h),
// oneTBB's containers of the same names, whose API is Microsoft's.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/ppl/tbb.h>

#include <oneapi/tbb/concurrent_unordered_set.h>

#include <functional>
#include <memory>

namespace Concurrency {
template <typename _Key_type, typename _Hasher = std::hash<_Key_type>, typename _Key_equality = std::equal_to<_Key_type>,
          typename _Allocator_type = std::allocator<_Key_type>>
class concurrent_unordered_set
    : public tbb::concurrent_unordered_set<_Key_type, _Hasher, _Key_equality, _Allocator_type> {
  typedef tbb::concurrent_unordered_set<_Key_type, _Hasher, _Key_equality, _Allocator_type> base;

public:
  using base::base;
  using base::operator=;
  concurrent_unordered_set() = default;
  concurrent_unordered_set(const concurrent_unordered_set &) = default;
  concurrent_unordered_set(concurrent_unordered_set &&) = default;
  concurrent_unordered_set &operator=(const concurrent_unordered_set &) = default;
  concurrent_unordered_set &operator=(concurrent_unordered_set &&) = default;
};

template <typename _Key_type, typename _Hasher = std::hash<_Key_type>, typename _Key_equality = std::equal_to<_Key_type>,
          typename _Allocator_type = std::allocator<_Key_type>>
class concurrent_unordered_multiset
    : public tbb::concurrent_unordered_multiset<_Key_type, _Hasher, _Key_equality, _Allocator_type> {
  typedef tbb::concurrent_unordered_multiset<_Key_type, _Hasher, _Key_equality, _Allocator_type> base;

public:
  using base::base;
  using base::operator=;
  concurrent_unordered_multiset() = default;
  concurrent_unordered_multiset(const concurrent_unordered_multiset &) = default;
  concurrent_unordered_multiset(concurrent_unordered_multiset &&) = default;
  concurrent_unordered_multiset &operator=(const concurrent_unordered_multiset &) = default;
  concurrent_unordered_multiset &operator=(concurrent_unordered_multiset &&) = default;
};
} // namespace Concurrency
