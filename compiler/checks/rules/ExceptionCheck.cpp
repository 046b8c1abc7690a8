// amp-exception: amp code cannot throw or catch exceptions.
#include "checks/AmpCheck.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace ampclang {
namespace {
class ExceptionCheck : public AmpCheck {
  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    // A try block is reported once, at 'try'; its handlers go with it.
    if (const auto *Try = dyn_cast<CXXTryStmt>(&S))
      Ctx.report(AmpDiag::Exception, Try->getTryLoc()) << 0;
    else if (const auto *Throw = dyn_cast<CXXThrowExpr>(&S))
      Ctx.report(AmpDiag::Exception, Throw->getThrowLoc()) << 1;
  }
};
} // namespace

std::unique_ptr<AmpCheck> createExceptionCheck() { return std::make_unique<ExceptionCheck>(); }

} // namespace ampclang
