// A minimal concurrency::task<T> (Microsoft's PPL, <ppltasks.h>): what C++ AMP
// code reaches through completion_future::to_task(). get(), wait(), then()
// with a value-based or task-based continuation, and `a && b` of void tasks.
#pragma once

#include <amp_clang/namespace.h>

#include <future>
#include <type_traits>
#include <utility>

namespace Concurrency {

template <typename _AmpT> class task {
public:
  explicit task(std::shared_future<_AmpT> f) : m_future(std::move(f)) {}

  _AmpT get() const { return m_future.get(); }
  void wait() const { m_future.wait(); }
  bool is_done() const { return m_future.wait_for(std::chrono::seconds(0)) == std::future_status::ready; }

  /// Runs \p f once this task completed, on a thread of its own; \p f takes
  /// the task itself, or its value (nothing for a task<void>).
  template <typename _AmpF> auto then(_AmpF f) const {
    task self = *this;
    auto run = [self, f]() mutable {
      if constexpr (std::is_invocable_v<_AmpF &, task>)
        return f(self);
      else if constexpr (std::is_void_v<_AmpT>)
        return (self.get(), f());
      else
        return f(self.get());
    };
    using _AmpR = decltype(run());
    return task<_AmpR>(std::async(std::launch::async, std::move(run)).share());
  }

private:
  std::shared_future<_AmpT> m_future;
};

/// Both tasks completed.
inline task<void> operator&&(const task<void> &a, const task<void> &b) {
  return task<void>(std::async(std::launch::async, [a, b]() {
                      a.get();
                      b.get();
                    }).share());
}

} // namespace Concurrency
