// amp-new-delete: amp code has no heap; new and delete expressions are not
// allowed, nor alloca's stack allocation of a run-time size.
#include "checks/AmpCheck.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Basic/Builtins.h"

using namespace clang;

namespace ampclang {
namespace {
class NewDeleteCheck : public AmpCheck {
  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    if (const auto *New = dyn_cast<CXXNewExpr>(&S))
      Ctx.report(AmpDiag::NewDelete, New->getBeginLoc()) << 0;
    else if (const auto *Delete = dyn_cast<CXXDeleteExpr>(&S))
      Ctx.report(AmpDiag::NewDelete, Delete->getBeginLoc()) << 1;
    else if (const auto *Call = dyn_cast<CallExpr>(&S))
      switch (Call->getBuiltinCallee()) {
      case Builtin::BIalloca:
      case Builtin::BI_alloca:
      case Builtin::BI__builtin_alloca:
      case Builtin::BI__builtin_alloca_uninitialized:
      case Builtin::BI__builtin_alloca_with_align:
      case Builtin::BI__builtin_alloca_with_align_uninitialized:
        Ctx.report(AmpDiag::NewDelete, Call->getBeginLoc()) << 2;
        break;
      default:
        break;
      }
  }
};
} // namespace

std::unique_ptr<AmpCheck> createNewDeleteCheck() { return std::make_unique<NewDeleteCheck>(); }

} // namespace ampclang
