// concurrent_queue<T> (Microsoft's concurrent_queue.h): a FIFO queue many threads push to and
// try_pop from. oneTBB's concurrent_queue, whose API is Microsoft's (push, try_pop, empty, unsafe_size, ...).
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/ppl/tbb.h>

#include <oneapi/tbb/concurrent_queue.h>

#include <memory>

namespace Concurrency {
template <typename _Ty, class _Ax = std::allocator<_Ty>>
class concurrent_queue : public tbb::concurrent_queue<_Ty, _Ax> {
  typedef tbb::concurrent_queue<_Ty, _Ax> base;

public:
  using base::base;
  concurrent_queue() = default;
  concurrent_queue(const concurrent_queue &) = default;
  concurrent_queue(concurrent_queue &&) = default;
  concurrent_queue &operator=(const concurrent_queue &) = default;
  concurrent_queue &operator=(concurrent_queue &&) = default;
};
} // namespace Concurrency
