// amp-restrict-on-object: a restriction specifier belongs to a function
// declarator; on a variable, member, parameter or typedef that is not (a
// pointer or reference to) a function, on a class or on a namespace, it
// restricts nothing; nor does one on a type-id of another type, nor on a
// using-directive.
#include "checks/UserDeclVisitor.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"

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
  // `T m restrict(amp);` in a template is judged where T is known.
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitDeclaratorDecl(DeclaratorDecl *D) {
    if (!isa<FunctionDecl>(D) && !D->isImplicit())
      check(*D, D->getType());
    return true;
  }
  /// `typedef int myint restrict(amp);`: a typedef (or alias) takes one only
  /// for a function type or a pointer or reference to one.
  bool VisitTypedefNameDecl(TypedefNameDecl *D) {
    check(*D, D->getUnderlyingType());
    return true;
  }
  /// `struct restrict(amp) S`, `namespace N restrict(amp) {}`: Microsoft's
  /// page applies the specifier to function and lambda declarations only.
  bool VisitTagDecl(TagDecl *D) {
    if (!D->isImplicit() && !isa<ClassTemplateSpecializationDecl>(D)) {
      check(*D, QualType());
      reportIgnoredAfterName(*D);
    }
    return true;
  }
  bool VisitNamespaceDecl(NamespaceDecl *D) {
    check(*D, QualType());
    return true;
  }
  /// `using namespace std restrict(amp);`
  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *D) {
    if (!SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation())) && writtenSpecifiers(*D).Explicit)
      Ctx.report(AmpDiag::RestrictOnObject, D->getLocation())
          << ("the using-directive of '" + D->getNominatedNamespaceAsWritten()->getQualifiedNameAsString() + "'");
    return true;
  }
  bool VisitEnumConstantDecl(EnumConstantDecl *D) {
    check(*D, QualType());
    return true;
  }

private:
  /// `class D restrict(amp);`: Clang ignores the attribute there and keeps
  /// no trace of it on D (frontend/DroppedCode.h recorded where it was).
  void reportIgnoredAfterName(const TagDecl &D) {
    if (!Ctx.Dropped || Ctx.Dropped->IgnoredRestrictions.empty() || D.getLocation().isInvalid())
      return;
    std::optional<Token> Next =
        Lexer::findNextToken(SM.getExpansionLoc(D.getLocation()), SM, Ctx.AST.getLangOpts());
    if (Next && llvm::is_contained(Ctx.Dropped->IgnoredRestrictions, Next->getLocation()) &&
        Reported.insert(Next->getLocation().getRawEncoding()).second)
      Ctx.report(AmpDiag::RestrictOnObject, Next->getLocation()) << &D;
  }

  void check(const NamedDecl &D, QualType T) {
    if (SM.isInSystemHeader(SM.getExpansionLoc(D.getLocation())) ||
        (!T.isNull() && (T->isFunctionType() || !targetFunctionType(T).isNull() || mayBeFunction(D, T))))
      return;
    // Once per place: a template's instantiations share their pattern's.
    if (writtenSpecifiers(D).Explicit && Reported.insert(D.getLocation().getRawEncoding()).second)
      Ctx.report(AmpDiag::RestrictOnObject, D.getLocation()) << &D;
  }
  llvm::DenseSet<unsigned> Reported;
  /// A dependent type that an instantiation may make a function's (a
  /// typedef's, a parameter's, a pointer or reference): judged there. A
  /// variable or data member never gets a function type.
  static bool mayBeFunction(const NamedDecl &D, QualType T) {
    if (!T->isDependentType())
      return false;
    return !(isa<VarDecl>(D) || isa<FieldDecl>(D)) || isa<ParmVarDecl>(D) || T->isPointerType() ||
           T->isReferenceType() || T->isMemberPointerType();
  }
};

class RestrictOnObjectCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override {
    Finder(Ctx).TraverseAST(Ctx.AST);
    // `sizeof(int restrict(amp))`: Clang ignored it in the type-id
    // (frontend/DroppedCode.h); a function type's is kept apart before.
    // One after a trailing return type is out of order (amp-restriction-order).
    if (!Ctx.Dropped || Ctx.Dropped->IgnoredOnTypes.empty())
      return;
    auto Misplaced = Ctx.misplacedSpecifiers();
    for (SourceLocation At : Ctx.Dropped->IgnoredOnTypes)
      if (llvm::none_of(Misplaced, [&](const auto &M) { return M.first == At; }))
        Ctx.report(AmpDiag::RestrictOnObject, At) << "a type";
  }
};
} // namespace

std::unique_ptr<AmpCheck> createRestrictOnObjectCheck() { return std::make_unique<RestrictOnObjectCheck>(); }

} // namespace ampclang
