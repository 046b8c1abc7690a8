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
      if (At.isValid() && SM.isBeforeInTranslationUnit(At, Name) && !movedForTrailingReturn(*FD, At))
        Ctx.report(AmpDiag::RestrictPlacement, At) << FD;
    }
    return true;
  }

private:
  /// `auto f() restrict(amp) -> T` reaches Clang as `auto restrict(amp) f()
  /// -> T` (frontend/ExceptionSpecReorder): a specifier right before the name
  /// of a function with a trailing return type is taken as moved there.
  bool movedForTrailingReturn(const FunctionDecl &FD, SourceLocation At) const {
    const auto *Proto = FD.getType()->getAs<FunctionProtoType>();
    if (!Proto || !Proto->hasTrailingReturn())
      return false;
    SourceLocation Name = SM.getExpansionLoc(FD.getQualifierLoc() ? FD.getQualifierLoc().getBeginLoc() : FD.getLocation());
    // Past the specifier (`restrict(...)`, or a macro spelling it) to the next token.
    const LangOptions &LO = Ctx.AST.getLangOpts();
    std::optional<Token> Next = Lexer::findNextToken(At, SM, LO);
    if (Next && Next->is(tok::l_paren))
      for (int Depth = 1; Next && Depth > 0;) {
        Next = Lexer::findNextToken(Next->getLocation(), SM, LO);
        if (Next && Next->is(tok::l_paren))
          ++Depth;
        else if (Next && Next->is(tok::r_paren))
          --Depth;
        if (Depth == 0)
          Next = Lexer::findNextToken(Next->getLocation(), SM, LO);
      }
    return Next && Next->getLocation() == Name;
  }

};

class RestrictPlacementCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createRestrictPlacementCheck() { return std::make_unique<RestrictPlacementCheck>(); }

} // namespace ampclang
