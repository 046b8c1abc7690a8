// Levelled logging to stderr, switched by AMP_CLANG_LOG=0..3 (default 1: errors).
#pragma once

#include <fmt/format.h>

namespace amp_clang::detail {

enum class log_level : int { error = 1, info = 2, debug = 3 };

/// The level from AMP_CLANG_LOG, read once.
int log_threshold();
/// AMP_CLANG_LOG_TIME=1: each line carries the microseconds since the
/// runtime's first line ("debug [1234 us]: ..."), and launches log when their
/// kernels start running and complete (launch.cpp).
bool log_times();
void log_line(log_level level, const std::string &text);

template <class... Args>
void log(log_level level, fmt::format_string<Args...> format, Args &&...args) {
  if (static_cast<int>(level) <= log_threshold())
    log_line(level, fmt::format(format, std::forward<Args>(args)...));
}

} // namespace amp_clang::detail
