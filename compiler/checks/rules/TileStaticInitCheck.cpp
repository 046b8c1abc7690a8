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
    if (hasWrittenInit(*V))
      Ctx.report(AmpDiag::TileStaticInit, V->getInit()->getBeginLoc()) << V;
  }
};
} // namespace

std::unique_ptr<AmpCheck> createTileStaticInitCheck() { return std::make_unique<TileStaticInitCheck>(); }

} // namespace ampclang
