// amp-restrict-placement: a restriction specifier must follow the function's parameter list.
#include "ast/Restriction.h"
#include "checks/UserDeclVisitor.h"

#include "clang/Basic/SourceManager.h"
#include "clang/AST/Attr.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace ampclang {
namespace {

/// `restrict(cpu) int f()` parses with amp-clang's spelling (an attribute may
/// lead a declaration) but not in C++ AMP, where `restrict` is a specifier of
/// the function declarator (Microsoft: C2065, 'restrict' undeclared).
class Finder : public UserDeclVisitor<Finder> {
public:
  using UserDeclVisitor::UserDeclVisitor;

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isImplicit() || (isa<CXXMethodDecl>(FD) && cast<CXXMethodDecl>(FD)->getParent()->isLambda()))
      return true;
    SourceLocation Name = SM.getExpansionLoc(FD->getLocation());
    if (SM.isInSystemHeader(Name) || isAmpLibraryDecl(*FD))
      return true;
    for (const auto *A : FD->specific_attrs<AnnotateAttr>()) {
      if (A->isInherited() || !A->getAnnotation().starts_with("amp.restrict:"))
        continue;
      SourceLocation At = SM.getExpansionLoc(A->getLocation());
      if (At.isValid() && SM.isBeforeInTranslationUnit(At, Name) && !movedForTrailingReturn(*FD, *A) &&
          !movedForNestedDeclarator(*FD, *A))
        Ctx.report(AmpDiag::RestrictPlacement, At) << FD;
    }
    return true;
  }

private:
  /// `auto f() restrict(amp) -> T` reaches Clang as `auto restrict(amp) f()
  /// -> T` (frontend/ExceptionSpecReorder): a specifier right before the name
  /// of a function with a trailing return type is taken as moved there.
  bool movedForTrailingReturn(const FunctionDecl &FD, const AnnotateAttr &A) const {
    const auto *Proto = FD.getType()->getAs<FunctionProtoType>();
    if (!Proto || !Proto->hasTrailingReturn())
      return false;
    SourceLocation Name = SM.getExpansionLoc(FD.getQualifierLoc() ? FD.getQualifierLoc().getBeginLoc() : FD.getLocation());
    std::optional<Token> Next = tokenAfterSpecifier(A);
    return Next && Next->getLocation() == Name;
  }

  /// `int (*get() restrict(cpu))(int)` reaches Clang as `int restrict(cpu)
  /// (*get())(int)` (frontend/NestedDeclaratorRestrict): specifiers right
  /// before `(*`, `(&` or `(&&` of a function returning a pointer or
  /// reference are taken as moved there.
  bool movedForNestedDeclarator(const FunctionDecl &FD, const AnnotateAttr &A) const {
    QualType R = FD.getReturnType();
    if (!R->isPointerType() && !R->isReferenceType() && !R->isMemberPointerType())
      return false;
    const LangOptions &LO = Ctx.AST.getLangOpts();
    std::optional<Token> Next = tokenAfterSpecifier(A);
    while (Next && Next->is(tok::raw_identifier) && Next->getRawIdentifier() == "restrict")
      if (std::optional<Token> Open = Lexer::findNextToken(Next->getLocation(), SM, LO); Open && Open->is(tok::l_paren))
        Next = tokenAfterGroup(*Open);
      else
        break;
    if (!Next || Next->isNot(tok::l_paren))
      return false;
    std::optional<Token> Declarator = Lexer::findNextToken(Next->getLocation(), SM, LO);
    return Declarator && Declarator->isOneOf(tok::star, tok::amp, tok::ampamp);
  }

  /// The token after the specifier \p A: `restrict(...)`, or a macro spelling it.
  std::optional<Token> tokenAfterSpecifier(const AnnotateAttr &A) const {
    return Lexer::findNextToken(SM.getExpansionRange(A.getLocation()).getEnd(), SM, Ctx.AST.getLangOpts());
  }

  /// The token after the parenthesized group starting at \p Open.
  std::optional<Token> tokenAfterGroup(const Token &Open) const {
    const LangOptions &LO = Ctx.AST.getLangOpts();
    std::optional<Token> Next = Open;
    for (int Depth = 0; Next;) {
      if (Next->is(tok::l_paren))
        ++Depth;
      else if (Next->is(tok::r_paren) && --Depth == 0)
        return Lexer::findNextToken(Next->getLocation(), SM, LO);
      Next = Lexer::findNextToken(Next->getLocation(), SM, LO);
    }
    return std::nullopt;
  }
};

class RestrictPlacementCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createRestrictPlacementCheck() { return std::make_unique<RestrictPlacementCheck>(); }

} // namespace ampclang
