// amp-bool-pointer-arith: no arithmetic on bool pointers (bool's size differs between host and accelerator).
#include "checks/AmpCheck.h"

#include "clang/AST/Expr.h"

using namespace clang;

namespace ampclang {
namespace {

bool isBoolPointer(const Expr *E) {
  const auto *P = E->getType().getCanonicalType()->getAs<PointerType>();
  return P && P->getPointeeType()->isBooleanType();
}

class BoolPointerArithCheck : public AmpCheck {
  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    if (const auto *Op = dyn_cast<UnaryOperator>(&S)) {
      if (Op->isIncrementDecrementOp() && isBoolPointer(Op->getSubExpr()))
        Ctx.report(AmpDiag::BoolPointerArith, Op->getOperatorLoc()) << Op->getSubExpr()->getType();
    } else if (const auto *Bin = dyn_cast<BinaryOperator>(&S)) {
      if (Bin->isAdditiveOp() || Bin->getOpcode() == BO_AddAssign || Bin->getOpcode() == BO_SubAssign)
        if (isBoolPointer(Bin->getLHS()) || isBoolPointer(Bin->getRHS()))
          Ctx.report(AmpDiag::BoolPointerArith, Bin->getOperatorLoc())
              << (isBoolPointer(Bin->getLHS()) ? Bin->getLHS() : Bin->getRHS())->getType();
    } else if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(&S)) {
      // A bool array is amp-bool-array's (its decay is no pointer the user wrote).
      // Indexing through a bool pointer is pointer arithmetic.
      const Expr *Base = Sub->getBase();
      const auto *Decay = dyn_cast<ImplicitCastExpr>(Base);
      if (isBoolPointer(Base) && !(Decay && Decay->getCastKind() == CK_ArrayToPointerDecay))
        Ctx.report(AmpDiag::BoolPointerArith, Sub->getExprLoc()) << Base->getType();
    }
  }
};
} // namespace

std::unique_ptr<AmpCheck> createBoolPointerArithCheck() { return std::make_unique<BoolPointerArithCheck>(); }

} // namespace ampclang
