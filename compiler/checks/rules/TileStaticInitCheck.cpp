// amp-tile-static-init: tile_static variables have no initializer (and are never constructed).
#include "ast/Restriction.h"
#include "checks/AmpCheck.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ampclang {
namespace {
class TileStaticInitCheck : public AmpCheck {
  void checkDecl(const Decl &D, const FunctionDecl &, CheckContext &Ctx) override {
    const auto *V = dyn_cast<VarDecl>(&D);
    if (!V || !isTileStatic(*V) || V->getType()->isDependentType())
      return;
    // One copy is shared by the whole tile: no thread owns its construction.
    // A class type's default constructor and destructor are simply not run
    // (Microsoft's documentation of tile_static), so they are allowed.
    if (needsInitializer(*V))
      Ctx.report(AmpDiag::TileStaticInit, V->getLocation()) << V << 1;
    else if (hasWrittenInit(*V))
      Ctx.report(AmpDiag::TileStaticInit, V->getInit()->getBeginLoc()) << V << 0;
  }

  /// A const object C++ requires to be initialized: of a scalar type, or a
  /// class without a user-provided default constructor (an array of either).
  /// (The front end drops Clang's own error for tile_static variables:
  /// frontend/TileStaticConstruction.)
  static bool needsInitializer(const VarDecl &V) {
    QualType T = V.getASTContext().getBaseElementType(V.getType());
    if (!T.isConstQualified() || hasWrittenInit(V))
      return false;
    const auto *RD = T->getAsCXXRecordDecl();
    return !RD || !RD->hasDefinition() || !RD->hasUserProvidedDefaultConstructor();
  }
};
} // namespace

std::unique_ptr<AmpCheck> createTileStaticInitCheck() { return std::make_unique<TileStaticInitCheck>(); }

} // namespace ampclang
