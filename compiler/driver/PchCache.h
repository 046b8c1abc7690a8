// Precompiled headers of amp.h kept on disk between compiles, keyed by what
// they depend on and checked against the files they were built from.
#pragma once

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

namespace ampclang {

/// One precompiled header: which headers, for which compiler and flags.
struct PchRequest {
  std::string Role;                  ///< "frontend" or "host": a file name prefix and -v's word
  std::vector<std::string> Headers;  ///< `#include <...>`d in order by the header the PCH is built from
  std::vector<std::string> KeyParts; ///< compiler identity and flags: a different value, a different PCH
  std::string LibraryDir;            ///< amp-clang's headers: checked for changes after a failed build
};

/// Builds the PCH of header \p Header into \p Output; false if it failed or warned.
using PchBuilder = llvm::function_ref<bool(const std::string &Header, const std::string &Output)>;

class PchCache {
public:
  /// The folder: $AMP_CLANG_CACHE_DIR/pch, else $XDG_CACHE_HOME/amp-clang/pch,
  /// else ~/.cache/amp-clang/pch; empty if none of them is set, or if
  /// AMP_CLANG_CACHE_DIR is "off".
  static std::string defaultDirectory();

  PchCache(std::string Dir, llvm::raw_ostream *Log) : Dir(std::move(Dir)), Log(Log) {}

  /// The path of an up-to-date PCH for \p R: from the cache, else built by
  /// \p Build and stored. None if it cannot be had (no folder, a failed build
  /// recorded for these inputs, an unreadable result): compile without.
  std::optional<std::string> get(const PchRequest &R, PchBuilder Build);

private:
  std::string Dir;
  llvm::raw_ostream *Log; ///< -v: what was used, built or refused
};

/// The names of the macros \p Args defines or undefines (-D, -U).
std::vector<std::string> commandLineMacros(const std::vector<std::string> &Args);

/// \p Args without the -D and -U flags of the macros \p Names.
std::vector<std::string> withoutMacroFlags(const std::vector<std::string> &Args, const std::vector<std::string> &Names);

/// \p Args without `-include FILE` pairs: a PCH holds its own headers, and
/// the user's come after it.
std::vector<std::string> withoutIncludeFlags(const std::vector<std::string> &Args);

/// True if a file the cached \p Pch was built from (its manifest's list)
/// spells one of \p Names as an identifier, or if that cannot be read. A PCH
/// whose files spell none of the command line's macros is the same PCH with
/// or without them: a compile with other -D flags may share it.
bool pchInputsMention(const std::string &Pch, const std::vector<std::string> &Names);

/// The cached PCH \p Get gives for \p Args: first the one built without the
/// user's macros (\p UserArgs' -D and -U), which serves when its files spell
/// none of them (the conformance suite's many -D sets share one), else the
/// one for \p Args.
std::optional<std::string>
pchSharedAcrossMacros(const std::vector<std::string> &Args, const std::vector<std::string> &UserArgs,
                      llvm::function_ref<std::optional<std::string>(const std::vector<std::string> &)> Get);

/// Identifies an executable by path, size and modification time.
std::string executableIdentity(const std::string &Path);

/// \p Args with the folders of -I, -isystem, -iquote and -idirafter made
/// absolute: a key must not depend on the working folder.
std::vector<std::string> absoluteSearchPaths(std::vector<std::string> Args);

} // namespace ampclang
