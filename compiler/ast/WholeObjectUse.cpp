#include "ast/WholeObjectUse.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace ampclang {

namespace {

class WholeObjectFinder : public RecursiveASTVisitor<WholeObjectFinder> {
public:
  bool Found = false;

  bool TraverseMemberExpr(MemberExpr *E) {
    // `this->field` (written or implicit) reads a member, not the object.
    if (isa<FieldDecl>(E->getMemberDecl()) && isa<CXXThisExpr>(E->getBase()->IgnoreParenImpCasts()))
      return true;
    return RecursiveASTVisitor::TraverseMemberExpr(E);
  }
  bool VisitCXXThisExpr(CXXThisExpr *) {
    Found = true;
    return false; // one is enough
  }
};

} // namespace

bool usesWholeObject(const FunctionDecl &Op) {
  if (!Op.getBody())
    return false;
  WholeObjectFinder F;
  F.TraverseStmt(Op.getBody());
  return F.Found;
}

} // namespace ampclang
