// concurrency::completion_future: the result of copy_async and create_marker.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/task.h>

#include <chrono>
#include <thread>
#include <future>
#include <utility>

namespace Concurrency {

/// A std::shared_future<void> with C++ AMP's then(): the continuation runs
/// once the work completed (on a thread of its own, as Microsoft's does).
class completion_future {
public:
  completion_future() = default;
  explicit completion_future(std::shared_future<void> f) : m_future(std::move(f)) {}

  void get() const { m_future.get(); }
  bool valid() const { return m_future.valid(); }
  void wait() const {
    if (m_future.valid()) m_future.wait();
  }
  template <class _AmpRep, class _AmpPeriod>
  std::future_status wait_for(const std::chrono::duration<_AmpRep, _AmpPeriod> &d) const {
    return m_future.wait_for(d);
  }
  template <class _AmpClock, class _AmpDuration>
  std::future_status wait_until(const std::chrono::time_point<_AmpClock, _AmpDuration> &t) const {
    return m_future.wait_until(t);
  }
  operator std::shared_future<void>() const { return m_future; }
  /// The work as a PPL-style task (amp_clang/task.h).
  task<void> to_task() const { return task<void>(m_future); }

  template <class _AmpFunctor> void then(const _AmpFunctor &f) const {
    std::shared_future<void> fut = m_future;
    std::thread([fut, f]() {
      fut.wait();
      f();
    }).detach();
  }

  /// An already-completed future (synchronous operations).
  static completion_future ready() {
    std::promise<void> p;
    p.set_value();
    return completion_future(p.get_future().share());
  }

private:
  std::shared_future<void> m_future;
};

} // namespace Concurrency
