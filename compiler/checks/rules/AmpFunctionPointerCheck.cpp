// amp-function-pointer-type: no pointer or reference to a restrict(amp) function may be declared.
#include "ast/Restriction.h"
#include "checks/UserDeclVisitor.h"

#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace ampclang {
namespace {

/// `int (*p)() restrict(amp)` declares a pointer whose target would run on
/// the accelerator, which has no function addresses (Microsoft: C3939), in
/// cpu code as in amp code. amp-clang's spelling puts the specifier on the
/// variable, parameter or member.
class Finder : public UserDeclVisitor<Finder> {
public:
  using UserDeclVisitor::UserDeclVisitor;

  bool VisitDeclaratorDecl(DeclaratorDecl *D) {
    if (!isa<FunctionDecl>(D))
      check(*D, D->getType());
    return true;
  }
  // typedef int (*Kernel)(int) restrict(amp); names the same pointer type.
  bool VisitTypedefNameDecl(TypedefNameDecl *D) {
    check(*D, D->getUnderlyingType());
    return true;
  }

private:
  void check(const NamedDecl &D, QualType T) {
    if (SM.isInSystemHeader(SM.getExpansionLoc(D.getLocation())) || isAmpLibraryDecl(D))
      return;
    QualType Target = targetFunctionType(T);
    if (Target.isNull())
      return;
    // The restriction is written on the declaration, or on a typedef of the
    // function type it points to (`typedef int F(int) restrict(amp); F *p;`).
    if (writtenSpecifiers(D).Amp || typedefRestriction(Target).Amp)
      Ctx.report(AmpDiag::AmpFunctionPointer, D.getLocation()) << &D << (T->isReferenceType() ? 1 : 0);
  }

};

class AmpFunctionPointerCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createAmpFunctionPointerCheck() { return std::make_unique<AmpFunctionPointerCheck>(); }

} // namespace ampclang
