// amp-function-pointer-type: no pointer or reference to a restrict(amp) function may be declared.
#include "ast/Restriction.h"
#include "checks/UserDeclVisitor.h"

#include "clang/Basic/SourceManager.h"
#include "clang/AST/Attr.h"

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
    bool IsRef = T->isReferenceType();
    QualType Target = T->getPointeeType();
    if (const auto *MP = T->getAs<MemberPointerType>())
      Target = MP->getPointeeType();
    if (Target.isNull() || !Target->isFunctionType())
      return;
    for (const auto *A : D.specific_attrs<AnnotateAttr>()) {
      llvm::StringRef Text = A->getAnnotation();
      if (!A->isInherited() && Text.consume_front("amp.restrict:") && Text.contains("amp")) {
        Ctx.report(AmpDiag::AmpFunctionPointer, D.getLocation()) << &D << (IsRef ? 1 : 0);
        return;
      }
    }
  }

};

class AmpFunctionPointerCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createAmpFunctionPointerCheck() { return std::make_unique<AmpFunctionPointerCheck>(); }

} // namespace ampclang
