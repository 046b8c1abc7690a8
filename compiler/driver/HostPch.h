// The host compiler's precompiled header of the headers a rewritten source starts with.
#pragma once

#include "driver/Options.h"

#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace ampclang {

/// Whether \p HostCompiler is a Clang, whose PCH amp-clang can build and check.
bool isClangCompiler(const std::string &HostCompiler);

/// Whether the host compile may use a PCH: a Clang host compiler, and not
/// under -fms-compatibility, whose delayed template parsing Clang 19 gets
/// wrong from a PCH (libstdc++'s `__is_pointer<T>::__value`, read back as the
/// type trait, breaks std::equal's late-parsed body).
bool hostPchAllowed(const DriverOptions &Opts);

/// A PCH of \p Headers built by the host compiler \p Compiler (a resolved path)
/// with \p Flags, the host compile's flags before the source; none if it
/// cannot be had. \p LibraryDir holds amp-clang's headers; \p Log, if any,
/// hears what was used, built or turned down. The user's macros (\p UserArgs'
/// -D, -U) share one PCH where its files spell none of them.
std::optional<std::string> hostPch(const std::string &Compiler, const std::vector<std::string> &Flags,
                                   const std::vector<std::string> &Headers, const std::string &LibraryDir,
                                   llvm::raw_ostream *Log, const std::vector<std::string> &UserArgs = {});

/// The host compile's flags before the source, as the host PCH is keyed and built with.
std::vector<std::string> hostFlags(const DriverOptions &Opts, const std::string &IncludeDir);

/// Builds, in a thread of its own, the host PCH a source that includes \p
/// Leading and then amp.h will want if it has kernels, while the front end
/// runs; wait() (or the destructor) joins it and prints its -v line.
class BackgroundHostPch {
public:
  BackgroundHostPch(const DriverOptions &Opts, const std::string &IncludeDir, const std::vector<std::string> &Leading);
  ~BackgroundHostPch() { wait(); }
  void wait();

private:
  std::thread Thread;
  std::string Log;
  bool Verbose;
};

} // namespace ampclang
