// amp-texture-sample: sampling filters, so texture_view<const T>::sample and
// the gather methods are for float, norm and unorm elements; gathers read a
// 2-D footprint, so they need rank 2; gather_green, gather_blue and
// gather_alpha need a second, third and fourth component.
#include "ast/TextureFormat.h"
#include "ast/UserCodeVisitor.h"
#include "checks/AmpCheck.h"

#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace ampclang {
namespace {

class Finder : public UserCodeVisitor<Finder> {
public:
  explicit Finder(CheckContext &Ctx) : Ctx(Ctx) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *E) {
    const CXXMethodDecl *M = E->getMethodDecl();
    TextureClass C;
    if (!M || !M->getIdentifier() || !textureClass(M->getParent(), C) || C.Name != "texture_view" ||
        !C.Element.Const)
      return true;
    llvm::StringRef Name = M->getName();
    // The component a gather reads (1-based), 0 for sample; -1 for neither.
    int Component = llvm::StringSwitch<int>(Name)
                        .Case("sample", 0)
                        .Case("gather_red", 1)
                        .Case("gather_green", 2)
                        .Case("gather_blue", 3)
                        .Case("gather_alpha", 4)
                        .Default(-1);
    if (Component < 0)
      return true;
    SourceLocation At = isa<MemberExpr>(E->getCallee()) ? cast<MemberExpr>(E->getCallee())->getMemberLoc()
                                                        : E->getBeginLoc();
    std::string Element = textureTypeName(C.ElementType.getUnqualifiedType(), Ctx.AST);
    if (!C.Element.sampled())
      Ctx.report(AmpDiag::TextureSample, At) << Name << Element << 0 << 0 << 0;
    else if (Component > 0 && C.Rank != 2)
      Ctx.report(AmpDiag::TextureSample, At) << Name << Element << 1 << C.Rank << 0;
    else if (Component > C.Element.Components)
      Ctx.report(AmpDiag::TextureSample, At) << Name << Element << 2 << Component << C.Element.Components;
    return true;
  }

private:
  CheckContext &Ctx;
};

class TextureSampleCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createTextureSampleCheck() { return std::make_unique<TextureSampleCheck>(); }

} // namespace ampclang
