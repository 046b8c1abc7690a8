// amp-texture-view-in-amp-code: a view made from a texture inside amp code
// binds the texture the way Direct3D binds it there, which allows less than
// a view made on the host: no read-only view of a one-component texture, and
// no writable view (texture_view<T> or writeonly_texture_view<T>) of a format
// other than one-component int, unsigned int and float.
#include "ast/TextureFormat.h"
#include "checks/AmpCheck.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ampclang {
namespace {

class TextureViewInAmpCheck : public AmpCheck {
  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    const auto *E = dyn_cast<CXXConstructExpr>(&S);
    const CXXConstructorDecl *Ctor = E ? E->getConstructor() : nullptr;
    TextureClass View, Source;
    if (!Ctor || Ctor->getNumParams() == 0 || !textureClass(Ctor->getParent(), View) || View.Name == "texture" ||
        !textureClass(Ctor->getParamDecl(0)->getType().getNonReferenceType()->getAsCXXRecordDecl(), Source) ||
        Source.Name != "texture")
      return;
    if (View.Element.Const && View.Element.Components == 1)
      Ctx.report(AmpDiag::TextureViewInAmp, E->getBeginLoc()) << View.Name << textureTypeName(Source.ElementType, Ctx.AST) << 0;
    else if (!View.Element.Const && !View.Element.readWrite())
      Ctx.report(AmpDiag::TextureViewInAmp, E->getBeginLoc()) << View.Name << textureTypeName(Source.ElementType, Ctx.AST) << 1;
  }
};
} // namespace

std::unique_ptr<AmpCheck> createTextureViewInAmpCheck() { return std::make_unique<TextureViewInAmpCheck>(); }

} // namespace ampclang
