// task_group, structured_task_group, task_handle and task_group_status (Microsoft's ppl.h),
// over oneTBB's task_group: a task's exception is rethrown by wait(), cancel() stops what has not started.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/ppl/tbb.h>

#include <utility>

namespace Concurrency {
/// How a wait on a task group ended.
enum task_group_status { not_complete, completed, canceled };

/// A task whose lifetime the caller manages; run it on a task group by reference.
template <typename _Function> class task_handle {
public:
  task_handle(const _Function &_Func) : m_func(_Func) {}
  void operator()() const { m_func(); }

private:
  _Function m_func;
};

/// A task_handle for _Func, its type deduced.
template <typename _Function> task_handle<_Function> make_task(const _Function &_Func) {
  return task_handle<_Function>(_Func);
}

/// Whether the task group the calling task runs in is being canceled.
inline bool is_current_task_group_canceling() { return tbb::is_current_task_group_canceling(); }

namespace detail_ppl {
inline task_group_status to_ppl(tbb::task_group_status status) {
  switch (status) {
  case tbb::complete:
    return completed;
  case tbb::canceled:
    return canceled;
  default:
    return not_complete;
  }
}

/// What task_group and structured_task_group share.
class task_group_base {
public:
  task_group_base() = default;
  task_group_base(const task_group_base &) = delete;
  task_group_base &operator=(const task_group_base &) = delete;

  template <typename _Function> void run(task_handle<_Function> &_Task_handle) {
    m_group.run([&_Task_handle] { _Task_handle(); });
  }
  /// Waits for every task; rethrows an exception one of them threw.
  task_group_status wait() { return to_ppl(m_group.wait()); }
  template <typename _Function> task_group_status run_and_wait(task_handle<_Function> &_Task_handle) {
    return to_ppl(m_group.run_and_wait([&_Task_handle] { _Task_handle(); }));
  }
  template <typename _Function> task_group_status run_and_wait(const _Function &_Func) {
    return to_ppl(m_group.run_and_wait([&_Func] { _Func(); }));
  }
  /// Cancels the tasks that have not started; wait() then returns canceled.
  void cancel() { m_group.cancel(); }
  /// Whether cancel() was called (or a task threw) and the group has not been waited for since.
  bool is_canceling() { return m_context.is_group_execution_cancelled(); }

protected:
  tbb::task_group_context m_context;
  tbb::task_group m_group{m_context};
};
} // namespace detail_ppl

/// Runs tasks, each a copy of a function object or a task_handle, until wait().
class task_group : public detail_ppl::task_group_base {
public:
  using task_group_base::run;
  template <typename _Function> void run(const _Function &_Func) { m_group.run(_Func); }
};

/// A task group whose tasks are task_handles, run and waited for by the thread that made it.
class structured_task_group : public detail_ppl::task_group_base {};
} // namespace Concurrency
