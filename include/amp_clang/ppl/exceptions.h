// The Concurrency Runtime's exceptions that PPL's locks and task groups throw (Microsoft's concrt.h).
#pragma once

#include <amp_clang/namespace.h>

#include <exception>
#include <string>

namespace Concurrency {
namespace detail_ppl {
/// A std::exception carrying its message, the base of concrt.h's exceptions.
class message_exception : public std::exception {
public:
  explicit message_exception(const char *message) : m_message(message ? message : "") {}
  const char *what() const noexcept override { return m_message.c_str(); }

private:
  std::string m_message;
};
} // namespace detail_ppl

/// A lock was taken again by the context that holds it, or released by one that does not.
class improper_lock : public detail_ppl::message_exception {
public:
  explicit improper_lock(const char *message) : message_exception(message) {}
  improper_lock() : message_exception("improper_lock: the lock is not held as this operation requires") {}
};

/// An operation that is not valid in the object's state.
class invalid_operation : public detail_ppl::message_exception {
public:
  explicit invalid_operation(const char *message) : message_exception(message) {}
  invalid_operation() : message_exception("invalid_operation") {}
};

/// The same task_handle was scheduled twice without a wait between.
class invalid_multiple_scheduling : public detail_ppl::message_exception {
public:
  explicit invalid_multiple_scheduling(const char *message) : message_exception(message) {}
  invalid_multiple_scheduling() : message_exception("invalid_multiple_scheduling") {}
};
} // namespace Concurrency
