// The interface every restriction rule implements, and what rules may consult.
#pragma once

#include "ast/KernelSite.h"
#include "ast/TwinNames.h"
#include "checks/AmpDiagnostics.h"
#include "frontend/DroppedCode.h"
#include "frontend/RestrictionOrder.h"

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/StringSet.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace ampclang {

/// What a rule sees: the AST, the diagnostics, every kernel and amp function.
struct CheckContext {
  clang::ASTContext &AST;
  AmpDiagnostics &Diags;
  const std::vector<KernelSite> &Kernels;
  /// Every restrict(amp) function with a body, lambdas' call operators and
  /// template instantiations included, in source order. amp.h's own are not.
  const std::vector<const clang::FunctionDecl *> &AmpFunctions;
  /// Functions overloaded on restriction ("name" or "Class::name"). The file
  /// is parsed with their amp overload visible, so cpu code appears to call it.
  const TwinNames &RestrictionTwins;
  /// Restriction specifiers the spelling stage found out of the grammar's
  /// order, by file (absolute path) and offset.
  const std::map<std::string, std::map<size_t, MisplacedRestriction>> &Misplaced;
  /// What Clang dropped and the rules judge (frontend/DroppedCode.h), or null.
  const DroppedCode *Dropped = nullptr;

  /// Set while the walker is in a default argument of the amp function it
  /// walks: code written with a declaration, bound where it is written.
  bool InDefaultArgument = false;
  /// Above 0 while the walker is in an unevaluated operand (`sizeof`,
  /// `decltype`, `noexcept`, `alignof`): what it names is not run.
  unsigned Unevaluated = 0;
  /// The operand of the innermost decltype the walker is in, or null outside
  /// one (Microsoft's compiler reports globals named there, not in sizeof's).
  const clang::Expr *DecltypeOperand = nullptr;
  /// The operands of the `decltype(e);` statements of \p FD's body, and of its
  /// template's body where they depend on no template parameter.
  std::vector<clang::Expr *> droppedOperands(const clang::FunctionDecl &FD) const;
  /// Whether \p FD is one of a restrict(cpu)/restrict(amp) overload pair.
  /// Where each of Misplaced's specifiers is, in this translation unit.
  std::vector<std::pair<clang::SourceLocation, MisplacedRestriction::Kind>> misplacedSpecifiers() const;
  bool isRestrictionTwin(const clang::FunctionDecl &FD) const;

  clang::DiagnosticBuilder report(AmpDiag D, clang::SourceLocation Loc) {
    return Diags.report(D, Loc);
  }
};

/// One rule of the C++ AMP restrictions. Override the hooks the rule needs.
class AmpCheck {
public:
  virtual ~AmpCheck() = default;
  /// Once per restrict(amp) function with a body (signature-level rules).
  virtual void checkFunction(const clang::FunctionDecl &, CheckContext &) {}
  /// Every statement and expression of an amp function's body, its default
  /// arguments and a constructor's initializers (members' default
  /// initializers included). Nested lambdas' bodies are functions of their
  /// own and are not included.
  virtual void checkStmt(const clang::Stmt &, const clang::FunctionDecl &, CheckContext &) {}
  /// Every declaration in an amp function's body (locals, local classes).
  virtual void checkDecl(const clang::Decl &, const clang::FunctionDecl &, CheckContext &) {}
  /// Once per parallel_for_each call.
  virtual void checkKernel(const KernelSite &, CheckContext &) {}
  /// Once per translation unit, after every other hook (whole-TU rules).
  virtual void checkTranslationUnit(CheckContext &) {}
};

/// Every rule, in the order of CheckRegistry.cpp's alphabetised list.
std::vector<std::unique_ptr<AmpCheck>> createAllChecks();

/// Runs every rule over the translation unit. Returns the amp functions found.
std::vector<const clang::FunctionDecl *>
runChecks(clang::ASTContext &AST, AmpDiagnostics &Diags, const std::vector<KernelSite> &Kernels,
          const TwinNames &RestrictionTwins,
          const std::map<std::string, std::map<size_t, MisplacedRestriction>> &Misplaced,
          const DroppedCode *Dropped = nullptr);

} // namespace ampclang
