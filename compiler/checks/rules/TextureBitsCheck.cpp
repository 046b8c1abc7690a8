// amp-texture-bits: a texture of norm or unorm elements has no default
// format (8 and 16 bits are both common), so Microsoft's constructors that
// take no bits_per_scalar_element are not for it; copies are.
#include "ast/TextureFormat.h"
#include "ast/UserCodeVisitor.h"
#include "checks/AmpCheck.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ampclang {
namespace {

class Finder : public UserCodeVisitor<Finder> {
public:
  explicit Finder(CheckContext &Ctx) : Ctx(Ctx) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    const CXXConstructorDecl *Ctor = E->getConstructor();
    TextureClass C;
    if (!Ctor || !textureClass(Ctor->getParent(), C) || C.Name != "texture" ||
        (C.Element.Scalar != TextureElement::Norm && C.Element.Scalar != TextureElement::Unorm) ||
        Ctor->isCopyOrMoveConstructor())
      return true;
    for (const ParmVarDecl *P : Ctor->parameters()) {
      TextureClass Source;
      const CXXRecordDecl *PR = P->getType().getNonReferenceType()->getAsCXXRecordDecl();
      if (P->getName() == "bits_per_scalar_element" || textureClass(PR, Source))
        return true;
    }
    Ctx.report(AmpDiag::TextureBits, E->getBeginLoc()) << textureTypeName(C.ElementType, Ctx.AST);
    return true;
  }

private:
  CheckContext &Ctx;
};

class TextureBitsCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createTextureBitsCheck() { return std::make_unique<TextureBitsCheck>(); }

} // namespace ampclang
