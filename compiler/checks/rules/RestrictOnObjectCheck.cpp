// amp-restrict-on-object: a restriction specifier belongs to a function
// declarator; on a variable, member or parameter that is not a pointer or
// reference to a function it restricts nothing.
#include "checks/UserDeclVisitor.h"

#include "clang/AST/Attr.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace ampclang {
namespace {

/// `int *p restrict(cpu);` parses, since amp-clang's spelling turns the
/// specifier into an attribute of the declaration, but C++ AMP's grammar has
/// no place for it there (Microsoft: C2146). A pointer or reference to a
/// function takes one: amp-function-pointer-type judges those.
class Finder : public UserDeclVisitor<Finder> {
public:
  using UserDeclVisitor::UserDeclVisitor;

  bool VisitDeclaratorDecl(DeclaratorDecl *D) {
    if (isa<FunctionDecl>(D) || D->isImplicit() || SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation())))
      return true;
    QualType T = D->getType();
    QualType Target = T->getPointeeType();
    if (const auto *MP = T->getAs<MemberPointerType>())
      Target = MP->getPointeeType();
    if (T->isFunctionType() || (!Target.isNull() && Target->isFunctionType()) || T->isDependentType())
      return true;
    for (const auto *A : D->specific_attrs<AnnotateAttr>())
      if (!A->isInherited() && A->getAnnotation().starts_with("amp.restrict:")) {
        Ctx.report(AmpDiag::RestrictOnObject, A->getLocation()) << D;
        return true;
      }
    return true;
  }
};

class RestrictOnObjectCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createRestrictOnObjectCheck() { return std::make_unique<RestrictOnObjectCheck>(); }

} // namespace ampclang
