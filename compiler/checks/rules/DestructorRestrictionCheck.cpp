// amp-destructor-restriction: a destructor's restriction covers every
// restriction of the class's constructors (Microsoft's C3933): whatever
// context can make an object must be able to destroy it, and a destructor
// cannot be overloaded on restriction to make up for it.
#include "checks/UserDeclVisitor.h"

using namespace clang;

namespace ampclang {
namespace {

class Finder : public UserDeclVisitor<Finder> {
public:
  using UserDeclVisitor::UserDeclVisitor;

  bool VisitCXXRecordDecl(CXXRecordDecl *RD) {
    if (!RD->isThisDeclarationADefinition() || RD->isLambda())
      return true;
    const CXXDestructorDecl *Dtor = nullptr; // getDestructor() finds none in a template
    for (const CXXMethodDecl *M : RD->methods())
      if (const auto *D = dyn_cast<CXXDestructorDecl>(M))
        Dtor = D;
    if (!Dtor || Dtor->isImplicit() || Dtor->isDeleted())
      return true; // an implicit destructor takes what its members' allow
    Restriction D = getRestriction(*Dtor);
    // The first constructor D lacks, by its own restriction or, failing
    // that, as a twin's stand-in.
    const CXXConstructorDecl *Extra = nullptr, *ExtraTwin = nullptr;
    Restriction Union;
    for (const Decl *M : RD->decls()) {
      const auto *Ctor = dyn_cast<CXXConstructorDecl>(M);
      if (const auto *T = dyn_cast<FunctionTemplateDecl>(M))
        Ctor = dyn_cast<CXXConstructorDecl>(T->getTemplatedDecl());
      if (!Ctor || Ctor->isImplicit() || Ctor->isDeleted())
        continue;
      Restriction C = getRestriction(*Ctor);
      if (!Extra && ((C.Cpu && !D.Cpu) || (C.Amp && !D.Amp)))
        Extra = Ctor;
      // The device view hides a cpu twin: an amp constructor of a set with
      // cpu-only overloads may stand for both.
      if (C.Amp && !C.Cpu && Ctx.isRestrictionTwin(*Ctor))
        C.Cpu = true;
      if (!ExtraTwin && ((C.Cpu && !D.Cpu) || (C.Amp && !D.Amp)))
        ExtraTwin = Ctor;
      Union.Cpu |= C.Cpu;
      Union.Amp |= C.Amp;
    }
    if (!Extra)
      Extra = ExtraTwin;
    if (!Extra)
      return true;
    Union.Explicit = true;
    Ctx.report(AmpDiag::DestructorRestriction, Dtor->getLocation()) << RD << D.spelling() << Union.spelling();
    Ctx.report(AmpDiag::NoteRestrictedBy, Extra->getLocation())
        << Extra->getNameAsString() << getRestriction(*Extra).spelling();
    return true;
  }
};

class DestructorRestrictionCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createDestructorRestrictionCheck() { return std::make_unique<DestructorRestrictionCheck>(); }

} // namespace ampclang
