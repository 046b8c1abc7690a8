// The host compiler's precompiled header of the headers a rewritten source starts with.
#pragma once

#include "driver/Options.h"

#include <optional>
#include <string>
#include <vector>

namespace ampclang {

/// Whether \p HostCompiler is a Clang, whose PCH amp-clang can build and check.
bool isClangCompiler(const std::string &HostCompiler);

/// A PCH of \p Headers built by the host compiler \p Compiler (a resolved path)
/// with \p Flags, the host compile's flags before the source; none if it
/// cannot be had. \p LibraryDir holds amp-clang's headers.
std::optional<std::string> hostPch(const DriverOptions &Opts, const std::string &Compiler,
                                   const std::vector<std::string> &Flags, const std::vector<std::string> &Headers,
                                   const std::string &LibraryDir);

} // namespace ampclang
