// The front end's precompiled header of amp.h, and the check that a source may
// use it: a PCH puts amp.h first, which is the same program only when nothing
// of the user's comes before the source's `#include <amp.h>`.
#pragma once

#include "driver/Options.h"
#include "driver/Toolchain.h"

#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <map>
#include <optional>
#include <set>
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

/// Flags that make a PCH unsafe or useless (-include-pch, -S, -Xclang other
/// than -verify). A user's `-include FILE` is read as the source's first lines.
bool pchAllowed(const DriverOptions &Opts);

/// A user's header that leadingIncludes reads: where it is, and its text.
struct UserHeader {
  std::string Path;
  std::string Text;
};

/// Finds a header named by an include (angled or not) written in a file of
/// folder \p From among the user's include folders; none for a system header.
using UserHeaderOpener =
    llvm::function_ref<std::optional<UserHeader>(llvm::StringRef Name, bool Angled, llvm::StringRef From)>;

/// A quick look at the source's text (in folder \p Dir): only comments,
/// conditionals and includes come before an `#include <amp.h>`; the system
/// headers those lines name, in order, or none if the text is otherwise. A
/// user's header that \p Open finds is read in its turn: it may hold only
/// the same lines, `#pragma once` and its include guard, and must reach amp.h
/// (a common header of a project that includes amp.h first). The pre-pass
/// confirms it.
std::optional<std::vector<std::string>> leadingIncludes(llvm::StringRef Text, UserHeaderOpener Open = nullptr,
                                                        llvm::StringRef Dir = "");

/// True if a folder the user names with -I, -isystem or -idirafter in \p
/// CommonArgs holds one of \p Headers: that one is the user's, not the system's.
bool userHeaderAmong(const std::vector<std::string> &CommonArgs, const std::vector<std::string> &Headers);

/// The files of the user's `-include FILE` flags, in their order.
std::vector<std::string> forcedIncludes(const std::vector<std::string> &CommonArgs);

/// The system headers \p Source includes before amp.h (leadingIncludes, the
/// user's headers read from the command line's folders), amp.h not a user's
/// (userHeaderAmong); none where a PCH cannot fit. The user's `-include`
/// files come first, each one a user's header that may reach amp.h itself.
/// \p Source is read through \p FS when given (the fuzzer's in-memory input).
std::optional<std::vector<std::string>> pchLeadingIncludes(const DriverOptions &Opts, const std::string &Source,
                                                           llvm::vfs::FileSystem *FS = nullptr);

/// The front end's PCH for its command line \p Args (the source last), built
/// in this process if the cache has none; none if it cannot be had. The
/// user's macros (\p UserArgs' -D, -U) share one PCH where its files spell none.
std::optional<std::string> frontendPch(const std::vector<std::string> &Args, const std::vector<std::string> &Headers,
                                       const Toolchain &TC, bool Verbose, const std::vector<std::string> &UserArgs = {});

/// \p Args reading \p Pch in place of `-include amp_clang/restrict.h`.
std::vector<std::string> withPch(std::vector<std::string> Args, const std::string &Pch);

/// Follows the pre-pass over a source read with the PCH: before amp.h is
/// included, the main file, and the user's headers it includes on the way,
/// hold only comments, conditionals on macros no header defines, the includes
/// the PCH holds (in its order, each found in amp-clang's or the system's
/// headers), and, in a user's header, `#pragma once` and its include guard.
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
  /// Records the first reason the check fails at \p Loc, if it is before
  /// amp.h in the main file or a user's header it includes on the way.
  void fail(clang::SourceLocation Loc, const char *Reason);
  void tested(clang::SourceLocation Loc, const clang::MacroDefinition &MD);
  /// The user's header on the way to amp.h holding \p Loc, if any.
  const clang::FileEntry *chainHeader(clang::SourceLocation Loc) const;
  bool inChain(clang::SourceLocation Loc) const;

  const clang::SourceManager &SM;
  std::string AmpH;
  std::vector<std::string> Untouched; ///< real paths
  std::vector<std::string> Leading;   ///< the includes expected before amp.h
  size_t Seen = 0;                    ///< how many of them came
  std::set<const clang::FileEntry *> Chain;                  ///< the user's headers on the way
  std::map<const clang::FileEntry *, std::string> Guards; ///< each one's `#ifndef` just read
  bool Reached = false;
  std::string Why;
};

} // namespace ampclang
