// amp-rtti: dynamic_cast and typeid need run-time type information amp code does not have.
#include "checks/AmpCheck.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ampclang {
namespace {
class RttiCheck : public AmpCheck {
  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    if (const auto *Cast = dyn_cast<CXXDynamicCastExpr>(&S))
      Ctx.report(AmpDiag::Rtti, Cast->getOperatorLoc()) << 0;
    else if (const auto *TypeId = dyn_cast<CXXTypeidExpr>(&S))
      Ctx.report(AmpDiag::Rtti, TypeId->getBeginLoc()) << 1;
  }
};
} // namespace

std::unique_ptr<AmpCheck> createRttiCheck() { return std::make_unique<RttiCheck>(); }

} // namespace ampclang
