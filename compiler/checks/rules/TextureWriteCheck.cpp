// amp-texture-write: a texture is both read and written in a kernel only in
// the one-component 32-bit formats of int, unsigned int and float (Direct3D
// reads no other format through an unordered access view). So texture::set
// is for those element types only, and so are reads of a writable
// texture_view; other formats are written through a texture_view<T> (or
// writeonly_texture_view) and read through a texture_view<const T>.
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

  bool VisitCallExpr(CallExpr *E) {
    const auto *M = dyn_cast_or_null<CXXMethodDecl>(E->getDirectCallee());
    TextureClass C;
    if (!M || !textureClass(M->getParent(), C) || C.Element.readWrite())
      return true;
    bool Read = M->getOverloadedOperator() == OO_Subscript || M->getOverloadedOperator() == OO_Call ||
                (M->getIdentifier() && M->getName() == "get");
    bool Set = M->getIdentifier() && M->getName() == "set";
    SourceLocation At = isa<CXXOperatorCallExpr>(E) ? E->getExprLoc() : E->getBeginLoc();
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E); MC && isa<MemberExpr>(MC->getCallee()))
      At = cast<MemberExpr>(MC->getCallee())->getMemberLoc();
    if (C.Name == "texture" && Set)
      Ctx.report(AmpDiag::TextureWrite, At) << 0 << textureTypeName(C.ElementType, Ctx.AST);
    else if (C.Name == "texture_view" && !C.Element.Const && Read)
      Ctx.report(AmpDiag::TextureWrite, At) << 1 << textureTypeName(C.ElementType, Ctx.AST);
    return true;
  }

private:
  CheckContext &Ctx;
};

class TextureWriteCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createTextureWriteCheck() { return std::make_unique<TextureWriteCheck>(); }

} // namespace ampclang
