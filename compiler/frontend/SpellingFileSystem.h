// Every user file the front end reads (the main file and its headers alike)
// goes through the spelling stage: `mutable restrict(...)` reordered, the
// device view of functions overloaded on restriction, and in the MSVC dialect
// the `typename`/`template` keywords Visual C++ code leaves out.
#pragma once

#include "frontend/DeclarationScanner.h"
#include "frontend/DependentNameKeywords.h"
#include "frontend/ObjectMacros.h"
#include "frontend/RestrictionOrder.h"

#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <map>
#include <string>
#include <vector>

#include "ast/TwinNames.h"

namespace ampclang {

/// What the spelling stage found while the front end read its files.
struct SpelledFiles {
  /// Absolute path -> host view, for each file holding restriction twins.
  llvm::StringMap<std::string> HostViews;
  /// The names of every function overloaded on restriction.
  TwinNames Twins;
  /// A device view renamed a template twin that launches kernels.
  bool RenamedTemplateTwins = false;
  /// The same with parameter types (RestrictionViews::TwinKeys).
  llvm::StringSet<> TwinKeys;
  /// Whether the front end reads the device view of files with twins; false when
  /// Clang's CUDA targets resolve restriction (-famp-target-overloading).
  bool DeviceViews = true;
  /// Twin keys known before this read (from a preprocessing pass over all files).
  llvm::StringSet<> KnownTwins;
  /// One-sided functions of every file read so far (RestrictionViews::Sides,
  /// the bits of all files together): the pre-pass's twins split between files.
  llvm::StringMap<std::pair<unsigned, std::string>> Sides;
  /// Macros standing for restriction specifiers, from every file read so far.
  llvm::StringMap<unsigned> RestrictionMacros;
  /// Object-like macros: the command line's, then those of every file read so far.
  ObjectMacros Macros;
  /// Absolute path -> keywords to insert, sorted by offset (DependentNameKeywords).
  llvm::StringMap<std::vector<KeywordInsertion>> Keywords;
  /// Absolute path -> restriction specifiers out of the grammar's order, by offset.
  std::map<std::string, std::map<size_t, MisplacedRestriction>> Misplaced;
  /// Absolute path -> the lines the pre-pass's preprocessor skipped in every
  /// inclusion of the file: declarations there overload nothing.
  llvm::StringMap<SkippedLines> Skipped;
  /// -fms-compatibility: file names are matched ignoring case where no file
  /// has the name as written, and UTF-16 sources are read as UTF-8.
  bool MsCompatibility = false;
  /// Absolute path as written -> the file on disk whose name differs in case.
  llvm::StringMap<std::string> CaseAliases;
};

/// The absolute, dot-free spelling of \p Path: the key of SpelledFiles::HostViews.
std::string normalizedPath(llvm::StringRef Path);

/// \p Base seen through the spelling stage. Files under \p Untouched (amp-clang's
/// own headers, the system's) are read as they are. \p Out must outlive the file system.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
makeSpellingFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base, std::vector<std::string> Untouched,
                       SpelledFiles &Out);

} // namespace ampclang
