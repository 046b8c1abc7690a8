// amp-decltype-overload-set: in restrict(cpu, amp) code, decltype of the name
// of a function overloaded on restriction names two functions.
#include "ast/Restriction.h"
#include "checks/AmpCheck.h"

#include "clang/AST/Expr.h"

using namespace clang;

namespace ampclang {
namespace {

/// Code of both restrictions is compiled in both contexts, where `f` names
/// the restrict(cpu) overload on one side and the restrict(amp) one on the
/// other: `decltype(f)` is then an overload set, not a type (Microsoft:
/// C3556). A call `decltype(f())` picks one on each side and is judged by
/// the calls' rules. The front end sees the amp overload alone, so the name
/// itself, not a failed resolution, tells.
class DecltypeOverloadSetCheck : public AmpCheck {
  void checkStmt(const Stmt &S, const FunctionDecl &Fn, CheckContext &Ctx) override {
    const auto *Ref = dyn_cast<DeclRefExpr>(&S);
    if (!Ref || Ctx.DecltypeOperand != Ref)
      return;
    const auto *Callee = dyn_cast<FunctionDecl>(Ref->getDecl());
    Restriction Context = getRestriction(Fn);
    if (!Callee || !Context.Cpu || !Context.Amp || !Ctx.isRestrictionTwin(*Callee))
      return;
    Ctx.report(AmpDiag::DecltypeOverloadSet, Ref->getLocation()) << Callee->getName();
  }
};
} // namespace

std::unique_ptr<AmpCheck> createDecltypeOverloadSetCheck() { return std::make_unique<DecltypeOverloadSetCheck>(); }

} // namespace ampclang
