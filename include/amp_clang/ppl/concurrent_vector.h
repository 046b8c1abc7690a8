// concurrent_vector<T> (Microsoft's concurrent_vector.h): growth and access safe from many threads,
// elements never move. oneTBB's concurrent_vector, whose API is Microsoft's.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/ppl/tbb.h>

#include <oneapi/tbb/concurrent_vector.h>

#include <memory>

namespace Concurrency {
template <typename _Ty, class _Ax = std::allocator<_Ty>>
class concurrent_vector : public tbb::concurrent_vector<_Ty, _Ax> {
  typedef tbb::concurrent_vector<_Ty, _Ax> base;

public:
  using base::base;
  using base::operator=;
  concurrent_vector() = default;
  concurrent_vector(const concurrent_vector &) = default;
  concurrent_vector(concurrent_vector &&) = default;
  concurrent_vector &operator=(const concurrent_vector &) = default;
  concurrent_vector &operator=(concurrent_vector &&) = default;
};
} // namespace Concurrency
