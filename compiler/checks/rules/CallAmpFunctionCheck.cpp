// amp-call-amp-function: cpu code cannot call functions that are restrict(amp) only.
#include "checks/AmpCheck.h"
#include "ast/Restriction.h"
#include "checks/CallUse.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace ampclang {
namespace {

/// Walks every function body that runs on the cpu (code outside functions,
/// such as global initialisers, too) and reports its calls of amp-only functions.
class CpuCallFinder : public RecursiveASTVisitor<CpuCallFinder> {
public:
  explicit CpuCallFinder(CheckContext &Ctx) : Ctx(Ctx) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseDecl(Decl *D) {
    if (!D)
      return true;
    // amp.h's own code and system headers are not ours to judge; templates
    // are judged through their instantiations.
    if (!isa<TranslationUnitDecl>(D) &&
        (isAmpLibraryDecl(*D) || Ctx.AST.getSourceManager().isInSystemHeader(D->getLocation())))
      return true;
    if (const auto *FD = dyn_cast<FunctionDecl>(D))
      return FD->isDependentContext() ? true : inFunction(FD, [&] { return Base::TraverseDecl(D); });
    return Base::TraverseDecl(D);
  }

  bool TraverseLambdaExpr(LambdaExpr *L) {
    const FunctionDecl *Op = L->getCallOperator();
    // The closure is created where the lambda is written; its body runs in the
    // lambda's own context. parallel_for_each only receives the closure.
    for (Expr *Init : L->capture_inits())
      if (Init && !TraverseStmt(Init))
        return false;
    if (Op->isDependentContext())
      return true;
    return inFunction(Op, [&] { return TraverseStmt(L->getBody()); });
  }

  bool VisitStmt(Stmt *S) {
    if (std::optional<CallUse> Use = getCallUse(*S))
      check(*Use);
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    if (Current)
      if (std::optional<CallUse> Use = getDestroyUse(*V))
        check(*Use);
    return true;
  }

private:
  using Base = RecursiveASTVisitor<CpuCallFinder>;
  CheckContext &Ctx;
  const FunctionDecl *Current = nullptr; ///< null outside functions: cpu code
  bool CurrentIsCpu = true;

  template <typename Fn> bool inFunction(const FunctionDecl *FD, Fn Traverse) {
    const FunctionDecl *SavedFn = Current;
    bool SavedCpu = CurrentIsCpu;
    Current = FD;
    CurrentIsCpu = getRestriction(*FD).Cpu;
    bool Result = Traverse();
    Current = SavedFn;
    CurrentIsCpu = SavedCpu;
    return Result;
  }

  void check(const CallUse &Use) {
    // A function overloaded on restriction is parsed with its amp overload
    // visible; cpu code calls the cpu overload the host compiler sees.
    if (!CurrentIsCpu || isExemptCallee(*Use.Callee) || getRestriction(*Use.Callee).Cpu ||
        Ctx.isRestrictionTwin(*Use.Callee))
      return;
    addCalleeArg(Ctx.report(AmpDiag::CallAmpFunction, Use.Loc), *Use.Callee);
    addCalleeArg(Ctx.report(AmpDiag::NoteDeclaredHere, Use.Callee->getLocation()), *Use.Callee);
  }
};

class CallAmpFunctionCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override {
    CpuCallFinder(Ctx).TraverseDecl(Ctx.AST.getTranslationUnitDecl());
  }
};
} // namespace

std::unique_ptr<AmpCheck> createCallAmpFunctionCheck() { return std::make_unique<CallAmpFunctionCheck>(); }

} // namespace ampclang
