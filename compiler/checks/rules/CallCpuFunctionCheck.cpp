// amp-call-cpu-function: amp code can only call functions that are restrict(amp) too.
#include "checks/AmpCheck.h"
#include "ast/Restriction.h"
#include "checks/CallUse.h"
#include "checks/KernelReach.h"

#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <vector>

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

  /// Under -fms-compatibility, Visual C++'s leniency: a restrict(cpu, amp)
  /// function template's instantiation that only cpu code uses may call cpu
  /// functions in its amp half (Microsoft's Algorithms Library: `not2(comp)`
  /// constructs a `binary_negate` whose constructor is restrict(cpu), called
  /// by the host's `min_element`). Its reports wait for the end of the
  /// translation unit and are made if amp code reaches the instantiation.
  static bool deferrable(const FunctionDecl &Fn, const CheckContext &Ctx) {
    Restriction R = getRestriction(Fn);
    return Ctx.AST.getLangOpts().MSVCCompat && R.Cpu && R.Amp && Fn.isTemplateInstantiation();
  }
  struct Deferred {
    const FunctionDecl *Fn;
    CallUse Use;
    bool HostApi;
  };
  std::vector<Deferred> Waiting;

  void report(const CallUse &Use, bool HostApi, bool BoundToCpuTwin, CheckContext &Ctx) {
    {
      DiagnosticBuilder DB = Ctx.report(AmpDiag::CallCpuFunction, Use.Loc);
      addCalleeArg(DB, *Use.Callee);
      DB << unsigned(HostApi);
    }
    if (!BoundToCpuTwin) // the cpu twin is not in this parse to point at
      addCalleeArg(Ctx.report(AmpDiag::NoteDeclaredHere, Use.Callee->getLocation()), *Use.Callee);
  }

  /// With \p CpuBound, the use is in a default argument written in cpu code,
  /// where a call of a restriction twin binds the cpu one (the parse sees the amp one).
  /// Returns whether it reported the use (or keeps it for the end, deferrable).
  bool checkUse(const std::optional<CallUse> &Use, CheckContext &Ctx, const FunctionDecl *Fn,
                bool CpuBound = false) {
    // The callee is the one Clang resolved; its restriction decides.
    if (!Use)
      return false;
    bool HostApi = isHostLibraryApi(*Use->Callee);
    bool BoundToCpuTwin = CpuBound && Ctx.isRestrictionTwin(*Use->Callee);
    if (!HostApi && !BoundToCpuTwin && (isExemptCallee(*Use->Callee) || getRestriction(*Use->Callee).Amp))
      return false;
    if (Fn && !BoundToCpuTwin && deferrable(*Fn, Ctx)) {
      Waiting.push_back({Fn, *Use, HostApi});
      return true;
    }
    report(*Use, HostApi, BoundToCpuTwin, Ctx);
    return true;
  }

  /// The implicit conversions of a reported call's arguments (`__unspec` from
  /// the 0 in `(a <=> b) < 0`): part of that call, not errors of their own.
  llvm::SmallPtrSet<const Stmt *, 8> ArgumentConversions;

  void checkStmt(const Stmt &S, const FunctionDecl &Fn, CheckContext &Ctx) override {
    // Statements arrive parents first.
    if (ArgumentConversions.erase(&S))
      return;
    if (!checkUse(getCallUse(S), Ctx, &Fn, Ctx.InDefaultArgument && writtenInCpuCode(Fn)))
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

  void checkDecl(const Decl &D, const FunctionDecl &Fn, CheckContext &Ctx) override {
    checkUse(getDestroyUse(D), Ctx, &Fn);
  }

  void checkFunction(const FunctionDecl &FD, CheckContext &Ctx) override {
    // `~D() restrict(amp) {}` runs its members' and bases' destructors too.
    if (getRestriction(FD).Amp)
      for (const CallUse &Use : getMemberDestroyUses(FD))
        checkUse(Use, Ctx, &FD);
  }

  void checkTranslationUnit(CheckContext &Ctx) override {
    if (Waiting.empty())
      return;
    // What amp code reaches: from each kernel and each amp function whose
    // amp half is always compiled (every one but the deferrable).
    llvm::SmallPtrSet<const FunctionDecl *, 32> Reached;
    auto reach = [&](const FunctionDecl *Root) {
      if (Root && !Reached.count(Root))
        for (const FunctionDecl *F : reachableFunctions(*Root))
          Reached.insert(F);
    };
    for (const KernelSite &K : Ctx.Kernels)
      reach(K.CallOperator);
    for (const FunctionDecl *F : Ctx.AmpFunctions)
      if (!deferrable(*F, Ctx))
        reach(F);
    for (const Deferred &D : Waiting)
      if (Reached.count(D.Fn) || Reached.count(D.Fn->getCanonicalDecl())) {
        report(D.Use, D.HostApi, false, Ctx);
        if (D.Fn->getPointOfInstantiation().isValid())
          Ctx.report(AmpDiag::NoteInstantiation, D.Fn->getPointOfInstantiation()) << D.Fn;
      }
    Waiting.clear();
  }
};
} // namespace

std::unique_ptr<AmpCheck> createCallCpuFunctionCheck() { return std::make_unique<CallCpuFunctionCheck>(); }

} // namespace ampclang
