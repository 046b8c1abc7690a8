#include "frontend/LambdaNumbering.h"

#include "ast/Restriction.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace ampclang {
namespace {

class Renumber : public RecursiveASTVisitor<Renumber> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool TraverseDecl(Decl *D) { return (D && isLibraryOrSystemDecl(*D)) || RecursiveASTVisitor::TraverseDecl(D); }
  bool VisitLambdaExpr(LambdaExpr *E) {
    CXXRecordDecl *Closure = E->getLambdaClass();
    // Only CUDA's forced numbering marks a lambda as known internal; plain
    // C++ gives such a lambda no number and no context.
    if (Closure && Closure->hasKnownLambdaInternalLinkage())
      Closure->setLambdaNumbering(CXXRecordDecl::LambdaNumbering());
    return true;
  }
};

} // namespace

void restoreHostLambdaNumbering(ASTContext &Ctx) { Renumber().TraverseDecl(Ctx.getTranslationUnitDecl()); }

} // namespace ampclang
