// What Visual C++'s CRT and library do by default on an invalid argument
// (a null pointer, a buffer too small, an iterator out of its range): the
// program stops, after a message naming the function.
#pragma once

#include <cstdio>
#include <cstdlib>

namespace amp_clang_msvc {
[[noreturn]] inline void invalid_parameter(const char *function, const char *what) {
  std::fprintf(stderr, "%s: invalid parameter: %s\n", function, what);
  std::abort();
}
} // namespace amp_clang_msvc
