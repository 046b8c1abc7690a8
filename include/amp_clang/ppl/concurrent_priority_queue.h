// concurrent_priority_queue (Microsoft's concurrent_priority_queue.h): push and try_pop from many
// threads, the greatest element first. oneTBB's container of the same name, whose API is Microsoft's.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/ppl/tbb.h>

#include <oneapi/tbb/concurrent_priority_queue.h>

#include <functional>
#include <memory>

namespace Concurrency {
template <typename _Ty, typename _Compare = std::less<_Ty>, typename _Ax = std::allocator<_Ty>>
class concurrent_priority_queue : public tbb::concurrent_priority_queue<_Ty, _Compare, _Ax> {
  typedef tbb::concurrent_priority_queue<_Ty, _Compare, _Ax> base;

public:
  using base::base;
  using base::operator=;
  concurrent_priority_queue() = default;
  concurrent_priority_queue(const concurrent_priority_queue &) = default;
  concurrent_priority_queue(concurrent_priority_queue &&) = default;
  concurrent_priority_queue &operator=(const concurrent_priority_queue &) = default;
  concurrent_priority_queue &operator=(concurrent_priority_queue &&) = default;
};
} // namespace Concurrency
