// amp-texture-element-type: texture, texture_view and writeonly_texture_view
// exist for C++ AMP's texture formats only (Direct3D's DXGI formats): int,
// unsigned int, float, norm and unorm, alone or in 2- and 4-component vectors;
// int_3, uint_3 and float_3; double and double_2 (two 32-bit channels each).
// Ranks 1 to 3. Only texture_view<const T> has a const element type.
#include "ast/TextureFormat.h"
#include "ast/UserCodeVisitor.h"
#include "checks/AmpCheck.h"

#include "clang/AST/TypeLoc.h"

#include <set>

using namespace clang;

namespace ampclang {
namespace {

class Finder : public UserCodeVisitor<Finder> {
public:
  explicit Finder(CheckContext &Ctx) : Ctx(Ctx) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    TextureClass C;
    if (!textureClass(TL.getType()->getAsCXXRecordDecl(), C) || !Seen.insert(TL.getBeginLoc()).second)
      return true;
    QualType Plain = C.ElementType.getUnqualifiedType();
    bool ConstAllowed = C.Name == "texture_view";
    if (C.Element.Const && !ConstAllowed)
      report(TL, C, C.ElementType, 2);
    else if (!C.Element.valid())
      report(TL, C, Plain, 0);
    else if (C.Rank < 1 || C.Rank > 3)
      Ctx.report(AmpDiag::TextureElementType, TL.getBeginLoc()) << TL.getType() << C.Rank << 1;
    return true;
  }

private:
  void report(TemplateSpecializationTypeLoc TL, const TextureClass &, QualType Element, int Why) {
    Ctx.report(AmpDiag::TextureElementType, TL.getBeginLoc()) << TL.getType() << textureTypeName(Element, Ctx.AST) << Why;
  }
  CheckContext &Ctx;
  std::set<SourceLocation> Seen;
};

class TextureElementTypeCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createTextureElementTypeCheck() { return std::make_unique<TextureElementTypeCheck>(); }

} // namespace ampclang
