// amp-write-mutable-member: a kernel's operator() is const; writing a `mutable` member of its object defeats that.
#include "checks/AmpCheck.h"

#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace ampclang {
namespace {
/// The mutable member of the kernel object that \p E names, through
/// subscripts and members of members (this->m.x[2]).
static const FieldDecl *mutableMemberOfThis(const Expr *E) {
  const FieldDecl *Found = nullptr;
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E)) {
      E = Sub->getBase();
    } else if (const auto *M = dyn_cast<MemberExpr>(E)) {
      if (const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl()); F && F->isMutable())
        Found = F;
      if (M->isArrow() && isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()))
        return Found;
      if (M->isArrow())
        return nullptr; // through a pointer: not the kernel object's storage
      E = M->getBase();
    } else {
      return isa<CXXThisExpr>(E) ? Found : nullptr;
    }
  }
}

class WriteMutableMemberCheck : public AmpCheck {
  void checkStmt(const Stmt &S, const FunctionDecl &Fn, CheckContext &Ctx) override {
    if (!isKernelOperator(Fn, Ctx))
      return;
    const Expr *Target = nullptr;
    if (const auto *B = dyn_cast<BinaryOperator>(&S); B && B->isAssignmentOp())
      Target = B->getLHS();
    else if (const auto *U = dyn_cast<UnaryOperator>(&S); U && U->isIncrementDecrementOp())
      Target = U->getSubExpr();
    else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(&S); Op && Op->isAssignmentOp())
      Target = Op->getArg(0);
    if (!Target)
      return;
    if (const FieldDecl *F = mutableMemberOfThis(Target)) {
      Ctx.report(AmpDiag::WriteMutableMember, S.getBeginLoc()) << F;
      Ctx.report(AmpDiag::NoteDeclaredHere, F->getLocation()) << F;
    }
  }

  bool isKernelOperator(const FunctionDecl &Fn, CheckContext &Ctx) {
    if (!Collected) {
      for (const KernelSite &K : Ctx.Kernels)
        if (K.CallOperator)
          Operators.insert(K.CallOperator->getCanonicalDecl());
      Collected = true;
    }
    return Operators.count(Fn.getCanonicalDecl());
  }
  bool Collected = false;
  llvm::SmallPtrSet<const FunctionDecl *, 8> Operators;
};
} // namespace

std::unique_ptr<AmpCheck> createWriteMutableMemberCheck() { return std::make_unique<WriteMutableMemberCheck>(); }

} // namespace ampclang
