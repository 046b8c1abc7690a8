// The functions a statement calls (calls, constructions, destructions), for the call rules.
#pragma once

#include "ast/Restriction.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/Diagnostic.h"

#include <optional>
#include <vector>

namespace ampclang {

/// One function that a statement or declaration calls, and where the call is written.
struct CallUse {
  enum Kind { Call, Construct, Destroy };
  const clang::FunctionDecl *Callee = nullptr;
  clang::SourceLocation Loc;
  Kind K = Call;
  /// A call through a plain name (`sqrtf(x)`, not `fast_math::sqrtf(x)`),
  /// which overload resolution may have taken from a using-directive.
  bool Unqualified = false;
  /// In a default argument written in amp code (a local class's member of an
  /// amp function) that cpu code runs: its names are bound as written there,
  /// restriction twins included.
  bool BoundInAmpCode = false;
  /// The standard library template instantiation (`std::sort<...>`) whose
  /// call, written at Loc, ends in this call of the user's Callee.
  const clang::FunctionDecl *Through = nullptr;
};

/// The function \p S calls directly, if any: a call (operators and member calls
/// included), a construction, or the destruction of a temporary it binds.
std::optional<CallUse> getCallUse(const clang::Stmt &S);

/// The code C++ writes for the user, which walks that skip implicit code pass
/// by: a range-for's begin()/end() initialisers, condition and increment;
/// a structured binding's get<I>() call (the initialiser of its holding
/// variable). Calls there are the user's calls.
std::vector<clang::Stmt *> implicitCalls(const clang::CXXForRangeStmt &S);
std::vector<clang::Stmt *> implicitCalls(const clang::BindingDecl &B);

/// \p Visitor's walk of \p Stmts (implicitCalls), stopping where it stops.
template <typename Visitor> bool traverseAll(Visitor &V, const std::vector<clang::Stmt *> &Stmts) {
  for (clang::Stmt *S : Stmts)
    if (!V.TraverseStmt(S))
      return false;
  return true;
}

/// The destructor a local variable \p D runs at the end of its scope, if any.
std::optional<CallUse> getDestroyUse(const clang::Decl &D);

/// The destructors a written destructor \p D runs after its body, which the
/// AST holds no call of: its members' and its bases', each at \p D's name.
std::vector<CallUse> getMemberDestroyUses(const clang::FunctionDecl &D);

/// Callees the call rules never judge: amp.h's own functions, compiler builtins
/// and special members the compiler defines (their restriction is inferred).
bool isExemptCallee(const clang::FunctionDecl &Callee);

/// amp.h's own functions (instantiations of its templates included) and
/// compiler builtins: trusted to run wherever they are called.
bool isExemptLibraryCallee(const clang::FunctionDecl &Callee);

/// Callees whose restriction is not what cpu code must check: compiler
/// builtins and special members the compiler defines. amp.h's functions are
/// judged by the restriction they are declared with, as Microsoft's are
/// (fast_math, precise_math, direct3d, atomics, barriers and fences are
/// restrict(amp) only).
bool isExemptCpuCallee(const clang::FunctionDecl &Callee);

/// Names \p FD in a diagnostic: 'name', or lambda for a lambda's call operator.
void addCalleeArg(const clang::DiagnosticBuilder &DB, const clang::FunctionDecl &FD);

} // namespace ampclang
