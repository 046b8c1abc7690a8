// amp-new-delete: amp code has no heap; new and delete expressions are not allowed.
#include "checks/AmpCheck.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ampclang {
namespace {
class NewDeleteCheck : public AmpCheck {
  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    if (const auto *New = dyn_cast<CXXNewExpr>(&S))
      Ctx.report(AmpDiag::NewDelete, New->getBeginLoc()) << 0;
    else if (const auto *Delete = dyn_cast<CXXDeleteExpr>(&S))
      Ctx.report(AmpDiag::NewDelete, Delete->getBeginLoc()) << 1;
  }
};
} // namespace

std::unique_ptr<AmpCheck> createNewDeleteCheck() { return std::make_unique<NewDeleteCheck>(); }

} // namespace ampclang
