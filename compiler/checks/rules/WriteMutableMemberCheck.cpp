// amp-write-mutable-member: a kernel's operator() is const; writing a `mutable` member of its object defeats that.
#include "checks/AmpCheck.h"

#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace ampclang {
namespace {
/// Whether \p E lies in the kernel object, walking subscripts and members of
/// members down to `this` (`this->m.x[2]`) or, for a lambda kernel when
/// \p Captures, a captured variable (`m.x[2]`); \p Mutable is the outermost
/// `mutable` member passed on the way.
bool inKernelObject(const Expr *E, bool Captures, const FieldDecl **Mutable = nullptr) {
  const FieldDecl *Found = nullptr;
  bool In = false;
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E)) {
      E = Sub->getBase();
      continue;
    }
    if (const auto *M = dyn_cast<MemberExpr>(E)) {
      if (const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl()); F && F->isMutable())
        Found = F;
      if (!M->isArrow()) {
        E = M->getBase();
        continue;
      }
      // Through a pointer only `this` is the kernel object's storage.
      In = isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts());
    } else if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      In = Captures && Ref->refersToEnclosingVariableOrCapture();
    } else {
      In = isa<CXXThisExpr>(E);
    }
    if (Mutable)
      *Mutable = In ? Found : nullptr;
    return In;
  }
}

/// The mutable member of the kernel object that \p E names, if any.
const FieldDecl *mutableMemberOf(const Expr *E, bool Captures) {
  const FieldDecl *Found = nullptr;
  inKernelObject(E, Captures, &Found);
  return Found;
}

/// What \p S writes: an assignment's or increment's target.
const Expr *writtenBy(const Stmt &S) {
  if (const auto *B = dyn_cast<BinaryOperator>(&S); B && B->isAssignmentOp())
    return B->getLHS();
  if (const auto *U = dyn_cast<UnaryOperator>(&S); U && U->isIncrementDecrementOp())
    return U->getSubExpr();
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(&S);
      Op && (Op->isAssignmentOp() || Op->getOperator() == OO_PlusPlus || Op->getOperator() == OO_MinusMinus))
    return Op->getArg(0);
  return nullptr;
}

/// The mutable member of its object that the const method \p M writes in its
/// own body (`void bump() const { ++count; }`), if any.
const FieldDecl *mutableMemberWrittenBy(const CXXMethodDecl &M) {
  const FunctionDecl *Def = nullptr;
  if (!M.isConst() || !M.hasBody(Def) || !Def->getBody())
    return nullptr;
  llvm::SmallVector<const Stmt *, 32> Work{Def->getBody()};
  while (!Work.empty()) {
    const Stmt *S = Work.pop_back_val();
    if (!S || isa<LambdaExpr>(S))
      continue;
    if (const Expr *Target = writtenBy(*S))
      if (const FieldDecl *F = mutableMemberOf(Target, false))
        return F;
    for (const Stmt *Child : S->children())
      Work.push_back(Child);
  }
  return nullptr;
}

class WriteMutableMemberCheck : public AmpCheck {
  void checkStmt(const Stmt &S, const FunctionDecl &Fn, CheckContext &Ctx) override {
    if (!isKernelOperator(Fn, Ctx))
      return;
    bool Lambda = isa<CXXMethodDecl>(Fn) && cast<CXXMethodDecl>(Fn).getParent()->isLambda();
    const FieldDecl *F = nullptr;
    if (const Expr *Target = writtenBy(S)) {
      F = mutableMemberOf(Target, Lambda);
    } else if (const auto *Call = dyn_cast<CXXMemberCallExpr>(&S)) {
      // A const method of the kernel object (or of an object in it) that
      // writes a mutable member writes the kernel object too.
      const auto *M = Call->getMethodDecl();
      const Expr *Object = Call->getImplicitObjectArgument();
      if (M && Object && inKernelObject(Object, Lambda))
        F = mutableMemberWrittenBy(*M);
    }
    if (F) {
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
