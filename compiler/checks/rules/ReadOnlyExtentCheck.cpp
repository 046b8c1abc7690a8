// amp-read-only-property: array's and array_view's `extent` is Microsoft's
// read-only property (`__declspec(property(get = get_extent))`); user code may
// read it but not assign it, modify it or bind a non-const reference to it.
#include "ast/UserCodeVisitor.h"
#include "checks/AmpCheck.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ampclang {
namespace {

/// `av.extent` (any depth of parentheses): amp.h keeps it a data member, which
/// the lowering reads, so the rule stands in for the property's missing setter.
const MemberExpr *extentMember(const Expr *E) {
  const auto *M = E ? dyn_cast<MemberExpr>(E->IgnoreParenImpCasts()) : nullptr;
  if (!M || !isa<FieldDecl>(M->getMemberDecl()) || M->getMemberDecl()->getName() != "extent")
    return nullptr;
  llvm::StringRef Owner = ampClassName(cast<CXXRecordDecl>(cast<FieldDecl>(M->getMemberDecl())->getParent()));
  return Owner == "array_view" || Owner == "array" ? M : nullptr;
}

class Finder : public UserCodeVisitor<Finder> {
public:
  explicit Finder(CheckContext &Ctx) : Ctx(Ctx) {}

  /// `av.extent = e`, `av.extent += e`, `++av.extent`: extent's assignment
  /// and increment operators called on the property.
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *C) {
    if ((C->isAssignmentOp() || C->getOperator() == OO_PlusPlus || C->getOperator() == OO_MinusMinus) &&
        C->getNumArgs() > 0)
      report(extentMember(C->getArg(0)));
    return true;
  }
  /// `av.extent[0] = 4`, `av.extent[1]++`: a write to one of its elements.
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp())
      report(subscripted(B->getLHS()));
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp())
      report(subscripted(U->getSubExpr()));
    return true;
  }
  /// `extent<1> &e = av.extent;`
  bool VisitVarDecl(VarDecl *V) {
    QualType T = V->getType();
    if (T->isReferenceType() && !T.getNonReferenceType().isConstQualified())
      report(extentMember(V->getInit()));
    return true;
  }

private:
  static const MemberExpr *subscripted(const Expr *E) {
    const auto *C = dyn_cast<CXXOperatorCallExpr>(E->IgnoreParens());
    return C && C->getOperator() == OO_Subscript ? extentMember(C->getArg(0)) : nullptr;
  }
  void report(const MemberExpr *M) {
    if (M)
      Ctx.report(AmpDiag::ReadOnlyProperty, M->getMemberLoc())
          << ampClassName(cast<CXXRecordDecl>(cast<FieldDecl>(M->getMemberDecl())->getParent()));
  }
  CheckContext &Ctx;
};

class ReadOnlyExtentCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createReadOnlyExtentCheck() { return std::make_unique<ReadOnlyExtentCheck>(); }

} // namespace ampclang
