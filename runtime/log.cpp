// Levelled logging to stderr (AMP_CLANG_LOG=0 silent, 1 errors, 2 info, 3 debug).
#include "log.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <mutex>

namespace amp_clang::detail {

int log_threshold() {
  static const int level = [] {
    const char *env = std::getenv("AMP_CLANG_LOG");
    if (!env || !*env) return 1;
    return std::atoi(env);
  }();
  return level;
}

bool log_times() {
  static const bool on = [] {
    const char *env = std::getenv("AMP_CLANG_LOG_TIME");
    return env && *env && std::atoi(env) != 0;
  }();
  return on;
}

namespace {
// The clock every timed line counts from: the first line's, or the first
// question whether lines are timed (the runtime's start, near enough).
const std::chrono::steady_clock::time_point &log_epoch() {
  static const auto start = std::chrono::steady_clock::now();
  return start;
}
} // namespace

void log_line(log_level level, const std::string &text) {
  static std::mutex mutex;
  static const char *const names[] = {"", "error", "info", "debug"};
  if (log_times()) {
    const std::chrono::steady_clock::time_point &epoch = log_epoch();
    // Microseconds since the epoch, taken under the lock so that the lines'
    // times ascend: what overlap between devices is read from.
    std::lock_guard<std::mutex> lock(mutex);
    const auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - epoch);
    std::fprintf(stderr, "amp-clang runtime %s [%lld us]: %s\n", names[static_cast<int>(level)],
                 static_cast<long long>(us.count()), text.c_str());
    return;
  }
  std::lock_guard<std::mutex> lock(mutex);
  std::fprintf(stderr, "amp-clang runtime %s: %s\n", names[static_cast<int>(level)], text.c_str());
}

} // namespace amp_clang::detail
