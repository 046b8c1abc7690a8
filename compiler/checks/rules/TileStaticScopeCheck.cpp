// amp-tile-static-scope: tile_static applies only to local variables of restrict(amp) functions.
#include "ast/Restriction.h"
#include "checks/UserDeclVisitor.h"

#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace ampclang {
namespace {
/// The restriction of the function \p D is local to, or nothing.
static const FunctionDecl *enclosingFunction(const Decl &D) {
  return dyn_cast_or_null<FunctionDecl>(D.getParentFunctionOrMethod());
}

class Finder : public UserDeclVisitor<Finder> {
public:
  using UserDeclVisitor::UserDeclVisitor;
  // Templates are judged once, as written; instantiations repeat them.
  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitDeclaratorDecl(DeclaratorDecl *D) {
    if (!isTileStatic(*D) || isAmpLibraryDecl(*D) ||
        Ctx.AST.getSourceManager().isInSystemHeader(D->getLocation()))
      return true;
    // Tile memory exists only while a tile runs: a local of device-only code.
    // restrict(cpu, amp) code may run on the host, where there is no tile.
    const auto *V = dyn_cast<VarDecl>(D);
    const FunctionDecl *Fn = enclosingFunction(*D);
    // (tile_static is spelled as a static storage class: see amp_clang/restrict.h.)
    bool Ok = V && !isa<ParmVarDecl>(V) && V->isLocalVarDecl() && Fn && getRestriction(*Fn).ampOnly();
    if (!Ok)
      Ctx.report(AmpDiag::TileStaticScope, D->getLocation()) << D;
    return true;
  }
};

class TileStaticScopeCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override {
    Finder F(Ctx);
    F.TraverseDecl(Ctx.AST.getTranslationUnitDecl());
  }
};
} // namespace

std::unique_ptr<AmpCheck> createTileStaticScopeCheck() { return std::make_unique<TileStaticScopeCheck>(); }

} // namespace ampclang
