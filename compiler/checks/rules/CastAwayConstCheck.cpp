// amp-cast-away-const (warning): a cast in amp code that drops const from what it points or refers to.
#include "checks/AmpCheck.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ampclang {
namespace {
/// True if converting \p From to \p To drops a const at some pointer level.
static bool dropsConst(QualType From, QualType To) {
  From = From.getCanonicalType();
  To = To.getCanonicalType();
  while (true) {
    const auto *FP = From->getAs<PointerType>();
    const auto *TP = To->getAs<PointerType>();
    if (!FP || !TP)
      return false;
    From = FP->getPointeeType().getCanonicalType();
    To = TP->getPointeeType().getCanonicalType();
    if (From.isConstQualified() && !To.isConstQualified())
      return true;
  }
}

class CastAwayConstCheck : public AmpCheck {
  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    const auto *Cast = dyn_cast<ExplicitCastExpr>(&S);
    if (!Cast || !(isa<CXXConstCastExpr>(Cast) || isa<CStyleCastExpr>(Cast) || isa<CXXFunctionalCastExpr>(Cast)))
      return;
    const Expr *Sub = Cast->getSubExpr()->IgnoreImpCasts();
    QualType From = Sub->getType();
    QualType To = Cast->getTypeAsWritten();
    bool Drops;
    if (To->isReferenceType()) // (int &)c: the object itself loses its const
      Drops = From.isConstQualified() && !To->getPointeeType().isConstQualified();
    else
      Drops = dropsConst(Cast->getSubExpr()->getType(), To);
    if (Drops)
      Ctx.report(AmpDiag::CastAwayConst, Cast->getBeginLoc()) << From;
  }
};
} // namespace

std::unique_ptr<AmpCheck> createCastAwayConstCheck() { return std::make_unique<CastAwayConstCheck>(); }

} // namespace ampclang
