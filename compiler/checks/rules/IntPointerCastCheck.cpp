// amp-int-pointer-cast: amp code cannot convert between integers and pointers.
#include "checks/AmpCheck.h"

#include "clang/AST/Expr.h"

using namespace clang;

namespace ampclang {
namespace {
class IntPointerCastCheck : public AmpCheck {
  /// `(int *&) i`: an integer object read as a pointer (or the reverse)
  /// through a reference cast, the same conversion in disguise.
  static bool reinterpretsThroughReference(const ExplicitCastExpr &Cast) {
    if (Cast.getCastKind() != CK_LValueBitCast || !Cast.getTypeAsWritten()->isReferenceType())
      return false;
    QualType To = Cast.getTypeAsWritten()->getPointeeType(), From = Cast.getSubExpr()->getType();
    return (To->isPointerType() && From->isIntegralOrEnumerationType()) ||
           (From->isPointerType() && To->isIntegralOrEnumerationType());
  }
  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    // Accelerator pointers are not addresses the host understands; only the
    // written casts can convert (a null pointer constant is CK_NullToPointer).
    const auto *Cast = dyn_cast<ExplicitCastExpr>(&S);
    if (!Cast || (Cast->getCastKind() != CK_PointerToIntegral && Cast->getCastKind() != CK_IntegralToPointer &&
                  !reinterpretsThroughReference(*Cast)))
      return;
    Ctx.report(AmpDiag::IntPointerCast, Cast->getBeginLoc())
        << Cast->getSubExpr()->IgnoreImpCasts()->getType() << Cast->getTypeAsWritten();
  }
};
} // namespace

std::unique_ptr<AmpCheck> createIntPointerCastCheck() { return std::make_unique<IntPointerCastCheck>(); }

} // namespace ampclang
