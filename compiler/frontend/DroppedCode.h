// Code Clang drops with a warning, which the rules must judge all the same:
// - `decltype(f());` in a function body declares nothing: Clang warns
//   ("declaration does not declare anything") and drops the declaration
//   with its operand, which no type or statement of the AST keeps.
//   Microsoft's compiler judges that operand (a cpu function called from amp
//   code, typeid, throw, char, a global: its suite's decltype tests). So, as
//   Sema drops one, the specifiers are parsed again in the same scope, and
//   the operand goes to the rules (CheckContext::droppedOperands).
// - `class D restrict(amp);`: the attribute a restriction specifier becomes
//   is ignored after a class name in a declaration without a body (Clang:
//   "attribute 'annotate' is ignored"); the specifier restricts nothing, which
//   amp-restrict-on-object reports instead of Clang's warning. So is one in
//   a type-id of a type that is not a function's (`sizeof(int restrict(amp))`,
//   `S<int restrict(cpu)>`: "attribute ignored when parsing type").
#pragma once

#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <memory>
#include <utility>
#include <vector>

namespace clang {
class CompilerInstance;
class Expr;
class FunctionDecl;
class SourceManager;
} // namespace clang

namespace ampclang {

struct DroppedCode {
  /// Where each restriction specifier Clang ignored was written (the
  /// outermost macro's use for `__GPU_ONLY`-style spellings).
  std::vector<clang::SourceLocation> IgnoredRestrictions;
  /// The same, for specifiers Clang ignored in a type-id.
  std::vector<clang::SourceLocation> IgnoredOnTypes;

  /// By the canonical declaration of the function (a lambda's call operator,
  /// a template's pattern) whose body holds the statement.
  llvm::DenseMap<const clang::FunctionDecl *, llvm::SmallVector<clang::Expr *, 1>> ByFunction;
  /// The second parse reads a copy of the statement's tokens, macros
  /// expanded: for each copy, the offset of each token and where it came from.
  llvm::DenseMap<clang::FileID, std::vector<std::pair<unsigned, clang::SourceLocation>>> CopyOrigins;

  /// \p Loc, or where the user wrote it when it lies in a copy.
  clang::SourceLocation original(clang::SourceLocation Loc, const clang::SourceManager &SM) const;

  /// The preprocessor's watcher hands each token the parser reads here
  /// (AmpFrontendAction owns the watcher); the last few are kept.
  void noteToken(const clang::Token &T);
  /// The kept tokens, oldest first.
  std::vector<clang::Token> recentTokens() const;

private:
  static constexpr size_t Kept = 2048;
  std::vector<clang::Token> Ring;
  size_t Next = 0;
};

/// Puts the recorder in front of \p CI's diagnostic consumer; it hands every
/// diagnostic on unchanged. It acts on the warning Clang emits: with
/// -Wno-missing-declarations (or -w) such operands go unjudged.
std::shared_ptr<DroppedCode> recordDroppedCode(clang::CompilerInstance &CI);

} // namespace ampclang
