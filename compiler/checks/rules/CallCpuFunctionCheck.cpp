// amp-call-cpu-function: amp code can only call functions that are restrict(amp) too.
#include "checks/AmpCheck.h"
#include "ast/Restriction.h"
#include "checks/CallUse.h"

#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace ampclang {
namespace {
class CallCpuFunctionCheck : public AmpCheck {
  /// amp.h's functions are trusted (the lowering maps them by name), except
  /// those it declares restrict(cpu): the host API (parallel_for_each,
  /// synchronize, array's constructors).
  static bool isHostLibraryApi(const FunctionDecl &Callee) {
    const FunctionDecl *Pattern = Callee.getTemplateInstantiationPattern();
    if (!isAmpLibraryDecl(Callee) && !(Pattern && isAmpLibraryDecl(*Pattern)))
      return false;
    Restriction R = getRestriction(Callee);
    return R.Explicit && !R.Amp;
  }

  /// A default argument binds its names where it is written (Microsoft's
  /// conformance: `void g(int x = f()) restrict(amp)` at namespace scope calls
  /// the cpu overload of f): at namespace or class scope that is cpu code; in
  /// a local class, the code of the enclosing function.
  static bool writtenInCpuCode(const FunctionDecl &FD) { return !writtenInAmpFunction(FD); }

  /// With \p CpuBound, the use is in a default argument written in cpu code,
  /// where a call of a restriction twin binds the cpu one (the parse sees the amp one).
  /// Returns whether it reported the use.
  bool checkUse(const std::optional<CallUse> &Use, CheckContext &Ctx, bool CpuBound = false) {
    // The callee is the one Clang resolved; its restriction decides.
    if (!Use)
      return false;
    bool HostApi = isHostLibraryApi(*Use->Callee);
    bool BoundToCpuTwin = CpuBound && Ctx.isRestrictionTwin(*Use->Callee);
    if (!HostApi && !BoundToCpuTwin && (isExemptCallee(*Use->Callee) || getRestriction(*Use->Callee).Amp))
      return false;
    {
      DiagnosticBuilder DB = Ctx.report(AmpDiag::CallCpuFunction, Use->Loc);
      addCalleeArg(DB, *Use->Callee);
      DB << unsigned(HostApi);
    }
    if (!BoundToCpuTwin) // the cpu twin is not in this parse to point at
      addCalleeArg(Ctx.report(AmpDiag::NoteDeclaredHere, Use->Callee->getLocation()), *Use->Callee);
    return true;
  }

  /// The implicit conversions of a reported call's arguments (`__unspec` from
  /// the 0 in `(a <=> b) < 0`): part of that call, not errors of their own.
  llvm::SmallPtrSet<const Stmt *, 8> ArgumentConversions;

  void checkStmt(const Stmt &S, const FunctionDecl &Fn, CheckContext &Ctx) override {
    // Statements arrive parents first.
    if (ArgumentConversions.erase(&S))
      return;
    if (!checkUse(getCallUse(S), Ctx, Ctx.InDefaultArgument && writtenInCpuCode(Fn)))
      return;
    if (const auto *Call = dyn_cast<CallExpr>(&S))
      for (const Expr *Arg : Call->arguments()) {
        while (isa<ImplicitCastExpr, MaterializeTemporaryExpr, CXXBindTemporaryExpr>(Arg))
          Arg = cast<Expr>(*Arg->child_begin());
        if (const auto *Construct = dyn_cast<CXXConstructExpr>(Arg);
            Construct && !isa<CXXTemporaryObjectExpr>(Construct) && Construct->getParenOrBraceRange().isInvalid())
          ArgumentConversions.insert(Construct);
      }
  }

  void checkDecl(const Decl &D, const FunctionDecl &, CheckContext &Ctx) override {
    checkUse(getDestroyUse(D), Ctx);
  }

  void checkFunction(const FunctionDecl &FD, CheckContext &Ctx) override {
    // `~D() restrict(amp) {}` runs its members' and bases' destructors too.
    if (getRestriction(FD).Amp)
      for (const CallUse &Use : getMemberDestroyUses(FD))
        checkUse(Use, Ctx);
  }
};
} // namespace

std::unique_ptr<AmpCheck> createCallCpuFunctionCheck() { return std::make_unique<CallCpuFunctionCheck>(); }

} // namespace ampclang
