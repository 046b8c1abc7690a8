// critical_section and reader_writer_lock (Microsoft's concrt.h): non-recursive locks that
// throw improper_lock when the holder takes them again, over the standard library's mutexes.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/ppl/exceptions.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <shared_mutex>
#include <thread>

namespace Concurrency {
/// A non-reentrant mutual-exclusion lock.
class critical_section {
public:
  typedef critical_section native_handle_type;

  critical_section() = default;
  critical_section(const critical_section &) = delete;
  critical_section &operator=(const critical_section &) = delete;

  /// Blocks until the lock is held; throws improper_lock if this thread holds it already.
  void lock() {
    check_not_owner();
    m_mutex.lock();
    m_owner.store(std::this_thread::get_id());
  }
  /// Takes the lock if it is free, without blocking.
  bool try_lock() {
    if (is_owner() || !m_mutex.try_lock())
      return false;
    m_owner.store(std::this_thread::get_id());
    return true;
  }
  /// Takes the lock if it becomes free within _Timeout milliseconds.
  bool try_lock_for(unsigned int _Timeout) {
    if (is_owner() || !m_mutex.try_lock_for(std::chrono::milliseconds(_Timeout)))
      return false;
    m_owner.store(std::this_thread::get_id());
    return true;
  }
  /// Releases the lock; throws improper_lock if this thread does not hold it.
  void unlock() {
    if (!is_owner())
      throw improper_lock("critical_section::unlock: the lock is not held by this thread");
    m_owner.store(std::thread::id());
    m_mutex.unlock();
  }
  native_handle_type &native_handle() { return *this; }

  /// Holds a critical_section for its lifetime.
  class scoped_lock {
  public:
    explicit scoped_lock(critical_section &_Critical_section) : m_section(_Critical_section) { m_section.lock(); }
    ~scoped_lock() { m_section.unlock(); }
    scoped_lock(const scoped_lock &) = delete;
    scoped_lock &operator=(const scoped_lock &) = delete;

  private:
    critical_section &m_section;
  };

private:
  bool is_owner() const { return m_owner.load() == std::this_thread::get_id(); }
  void check_not_owner() const {
    if (is_owner())
      throw improper_lock("critical_section::lock: the lock is already held by this thread");
  }

  std::timed_mutex m_mutex;
  std::atomic<std::thread::id> m_owner{};
};

/// A lock many readers or one writer hold.
class reader_writer_lock {
public:
  reader_writer_lock() = default;
  reader_writer_lock(const reader_writer_lock &) = delete;
  reader_writer_lock &operator=(const reader_writer_lock &) = delete;

  /// Takes the lock as the writer; throws improper_lock if this thread is the writer already.
  void lock() {
    if (is_writer())
      throw improper_lock("reader_writer_lock::lock: the lock is already held by this thread");
    m_mutex.lock();
    m_writer.store(std::this_thread::get_id());
  }
  bool try_lock() {
    if (is_writer() || !m_mutex.try_lock())
      return false;
    m_writer.store(std::this_thread::get_id());
    return true;
  }
  /// Takes the lock as a reader.
  void lock_read() { m_mutex.lock_shared(); }
  bool try_lock_read() { return m_mutex.try_lock_shared(); }
  /// Releases the lock this thread holds, as the writer or as a reader.
  void unlock() {
    if (is_writer()) {
      m_writer.store(std::thread::id());
      m_mutex.unlock();
    } else {
      m_mutex.unlock_shared();
    }
  }

  /// Holds the lock as the writer for its lifetime.
  class scoped_lock {
  public:
    explicit scoped_lock(reader_writer_lock &_Reader_writer_lock) : m_lock(_Reader_writer_lock) { m_lock.lock(); }
    ~scoped_lock() { m_lock.unlock(); }
    scoped_lock(const scoped_lock &) = delete;
    scoped_lock &operator=(const scoped_lock &) = delete;

  private:
    reader_writer_lock &m_lock;
  };
  /// Holds the lock as a reader for its lifetime.
  class scoped_lock_read {
  public:
    explicit scoped_lock_read(reader_writer_lock &_Reader_writer_lock) : m_lock(_Reader_writer_lock) {
      m_lock.lock_read();
    }
    ~scoped_lock_read() { m_lock.unlock(); }
    scoped_lock_read(const scoped_lock_read &) = delete;
    scoped_lock_read &operator=(const scoped_lock_read &) = delete;

  private:
    reader_writer_lock &m_lock;
  };

private:
  bool is_writer() const { return m_writer.load() == std::this_thread::get_id(); }

  std::shared_mutex m_mutex;
  std::atomic<std::thread::id> m_writer{};
};
} // namespace Concurrency
