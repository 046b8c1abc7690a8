// amp-tile-static-init: tile_static variables have no initializer and no non-trivial constructor or destructor.
#include "ast/Restriction.h"
#include "checks/AmpCheck.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ampclang {
namespace {
/// True if \p V's initializer is written in the source (not the implicit
/// default construction Clang adds for class types).
static bool hasWrittenInit(const VarDecl &V) {
  const Expr *Init = V.getInit();
  if (!Init)
    return false;
  const auto *Construct = dyn_cast<CXXConstructExpr>(Init->IgnoreImplicit());
  return !Construct || isa<CXXTemporaryObjectExpr>(Construct) || Construct->getNumArgs() != 0 ||
         Construct->getParenOrBraceRange().isValid() || V.getInitStyle() == VarDecl::ListInit;
}

class TileStaticInitCheck : public AmpCheck {
  void checkDecl(const Decl &D, const FunctionDecl &, CheckContext &Ctx) override {
    const auto *V = dyn_cast<VarDecl>(&D);
    if (!V || !isTileStatic(*V) || V->getType()->isDependentType())
      return;
    // One copy is shared by the whole tile: no thread owns its construction.
    if (hasWrittenInit(*V)) {
      Ctx.report(AmpDiag::TileStaticInit, V->getInit()->getBeginLoc()) << V << 0;
      return;
    }
    const CXXRecordDecl *RD = V->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
    if (RD && RD->hasDefinition() && (!RD->hasTrivialDefaultConstructor() || !RD->hasTrivialDestructor()))
      Ctx.report(AmpDiag::TileStaticInit, V->getLocation()) << V << 1;
  }
};
} // namespace

std::unique_ptr<AmpCheck> createTileStaticInitCheck() { return std::make_unique<TileStaticInitCheck>(); }

} // namespace ampclang
