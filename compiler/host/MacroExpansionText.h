// The text a macro invocation expands to, for rewriting parallel_for_each
// calls that a macro spells (GPU_INVOKE-style test harnesses).
#pragma once

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/ArrayRef.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class Preprocessor;
}

namespace ampclang {

/// Records the tokens the preprocessor hands the parser from macro expansions.
/// The macro's definition cannot be rewritten (other invocations share it), so
/// the host rewrite replaces the invocation with its expansion instead.
class MacroExpansionText {
public:
  /// Records \p T if a macro expansion produced it: hand it every token the
  /// preprocessor's watcher sees (AmpFrontendAction owns the watcher).
  void note(const clang::Token &T);

  /// The expanded tokens of the top-level macro invocation holding \p Loc, a
  /// location inside a macro expansion; empty if none was recorded.
  llvm::ArrayRef<clang::Token> invocationTokens(clang::SourceLocation Loc, const clang::SourceManager &SM) const;

  /// The expanded text from the token at \p Begin to the token at \p End, both
  /// inside one invocation; std::nullopt if either token is unknown.
  std::optional<std::string> text(clang::SourceRange R, const clang::SourceManager &SM,
                                  const clang::LangOptions &LO) const;

  /// Tokens written out with single spaces between them.
  static std::string spell(llvm::ArrayRef<clang::Token> Tokens, const clang::SourceManager &SM,
                           const clang::LangOptions &LO);

private:
  std::vector<clang::Token> Tokens; ///< in translation-unit order
};

} // namespace ampclang
