// Where amp-clang finds its headers, runtime library and Clang's resource directory.
#pragma once

#include <string>

namespace ampclang {

struct Toolchain {
  std::string IncludeDir;  ///< holds amp.h
  std::string LibDir;      ///< holds libamp_runtime.so
  std::string ResourceDir; ///< Clang's built-in headers (stddef.h, ...)
};

/// The installed layout (<bin>/../include, <bin>/../lib, or wherever
/// CMAKE_INSTALL_INCLUDEDIR/LIBDIR put them) when present beside the
/// executable, else the build tree's.
Toolchain findToolchain(const char *Argv0);

} // namespace ampclang
