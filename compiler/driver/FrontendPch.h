// The front end's precompiled header of amp.h, and the check that a source may
// use it: a PCH puts amp.h first, which is the same program only when nothing
// of the user's comes before the source's `#include <amp.h>`.
#pragma once

#include "driver/Options.h"
#include "driver/Toolchain.h"

#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class SourceManager;
class Token;
} // namespace clang

namespace ampclang {

/// The headers of the front end's PCH for a source that includes \p Leading
/// (system or amp-clang headers, `#include <...>`) and then amp.h.
std::vector<std::string> ampPchHeaders(const std::vector<std::string> &Leading);

/// Flags that make a PCH unsafe or useless (-include, -S, -Xclang other than -verify).
bool pchAllowed(const DriverOptions &Opts);

/// A quick look at the source's text: only comments, conditionals and
/// `#include <...>` lines come before an `#include <amp.h>`; the headers those
/// lines name, in order, or none if the text is otherwise. The pre-pass confirms it.
std::optional<std::vector<std::string>> leadingIncludes(llvm::StringRef Text);

/// True if a folder the user names with -I, -isystem or -idirafter in \p
/// CommonArgs holds one of \p Headers: that one is the user's, not the system's.
bool userHeaderAmong(const std::vector<std::string> &CommonArgs, const std::vector<std::string> &Headers);

/// The system headers \p Source includes before amp.h (leadingIncludes), none
/// of them, nor amp.h, a user's (userHeaderAmong); none where a PCH cannot fit.
/// \p Source is read through \p FS when given (the fuzzer's in-memory input).
std::optional<std::vector<std::string>> pchLeadingIncludes(const DriverOptions &Opts, const std::string &Source,
                                                           llvm::vfs::FileSystem *FS = nullptr);

/// The front end's PCH for its command line \p Args (the source last), built
/// in this process if the cache has none; none if it cannot be had.
std::optional<std::string> frontendPch(const std::vector<std::string> &Args, const std::vector<std::string> &Headers,
                                       const Toolchain &TC, bool Verbose);

/// \p Args reading \p Pch in place of `-include amp_clang/restrict.h`.
std::vector<std::string> withPch(std::vector<std::string> Args, const std::string &Pch);

/// Follows the pre-pass over a source read with the PCH: before the main
/// file's `#include <amp.h>` only comments, conditionals on macros no header
/// defines, and the includes the PCH holds, in its order, each found in
/// amp-clang's or the system's headers.
class AmpFirstCheck : public clang::PPCallbacks {
public:
  /// \p AmpH: the real path of amp-clang's amp.h; \p Untouched: the folders of
  /// amp-clang's and the system's headers, each ending in '/'.
  AmpFirstCheck(const clang::SourceManager &SM, std::string AmpH, const std::vector<std::string> &Untouched,
                std::vector<std::string> Leading);
  /// True if the source reached amp.h with nothing of its own before it.
  bool holds() const { return Reached && Why.empty(); }
  const std::string &why() const { return Why; }
  /// Each token of the preprocessed output.
  void token(const clang::Token &T);

  void InclusionDirective(clang::SourceLocation HashLoc, const clang::Token &IncludeTok, llvm::StringRef FileName,
                          bool IsAngled, clang::CharSourceRange FilenameRange, clang::OptionalFileEntryRef File,
                          llvm::StringRef SearchPath, llvm::StringRef RelativePath,
                          const clang::Module *SuggestedModule, bool ModuleImported,
                          clang::SrcMgr::CharacteristicKind FileType) override;
  void MacroDefined(const clang::Token &Name, const clang::MacroDirective *MD) override;
  void MacroUndefined(const clang::Token &Name, const clang::MacroDefinition &MD,
                      const clang::MacroDirective *Undef) override;
  void MacroExpands(const clang::Token &Name, const clang::MacroDefinition &MD, clang::SourceRange Range,
                    const clang::MacroArgs *Args) override;
  void Defined(const clang::Token &Name, const clang::MacroDefinition &MD, clang::SourceRange Range) override;
  void Ifdef(clang::SourceLocation Loc, const clang::Token &Name, const clang::MacroDefinition &MD) override;
  void Ifndef(clang::SourceLocation Loc, const clang::Token &Name, const clang::MacroDefinition &MD) override;
  void Elifdef(clang::SourceLocation Loc, const clang::Token &Name, const clang::MacroDefinition &MD) override;
  void Elifndef(clang::SourceLocation Loc, const clang::Token &Name, const clang::MacroDefinition &MD) override;
  void PragmaDirective(clang::SourceLocation Loc, clang::PragmaIntroducerKind Introducer) override;

private:
  /// Records the first reason the check fails at \p Loc, if it is before amp.h in the main file.
  void fail(clang::SourceLocation Loc, const char *Reason);
  void tested(clang::SourceLocation Loc, const clang::MacroDefinition &MD);

  const clang::SourceManager &SM;
  std::string AmpH;
  std::vector<std::string> Untouched; ///< real paths
  std::vector<std::string> Leading;   ///< the includes expected before amp.h
  size_t Seen = 0;                    ///< how many of them came
  bool Reached = false;
  std::string Why;
};

} // namespace ampclang
