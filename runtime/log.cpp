// Levelled logging to stderr (AMP_CLANG_LOG=0 silent, 1 errors, 2 info, 3 debug).
#include "log.h"

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

void log_line(log_level level, const std::string &text) {
  static std::mutex mutex;
  static const char *const names[] = {"", "error", "info", "debug"};
  std::lock_guard<std::mutex> lock(mutex);
  std::fprintf(stderr, "amp-clang runtime %s: %s\n", names[static_cast<int>(level)], text.c_str());
}

} // namespace amp_clang::detail
