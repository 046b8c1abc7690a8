// amp-function-pointer: amp code cannot take, hold or call through function pointers or pointers to member functions.
#include "checks/AmpCheck.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace ampclang {
namespace {

/// 0 if \p T holds a function pointer or reference, 1 if a pointer to member
/// function, -1 if neither (arrays, pointers and references are looked through).
/// Pointers to data members are allowed: C++ AMP 1.2 only requires that a
/// pointer to member refer to a non-static data member.
int indirectCallKind(QualType T) {
  T = T.getCanonicalType();
  while (true) {
    if (T->isMemberFunctionPointerType())
      return 1;
    if (T->isMemberPointerType())
      return -1;
    if (T->isFunctionPointerType() || T->isFunctionReferenceType())
      return 0;
    if (const auto *A = T->getAsArrayTypeUnsafe())
      T = A->getElementType().getCanonicalType();
    else if (T->isPointerType() || T->isReferenceType())
      T = T->getPointeeType().getCanonicalType();
    else
      return -1;
  }
}

class FunctionPointerCheck : public AmpCheck {
  /// Decays of a called function's name: a direct call, not a pointer.
  llvm::SmallPtrSet<const Expr *, 16> CalleeDecays;

  void checkFunction(const FunctionDecl &FD, CheckContext &Ctx) override {
    CalleeDecays.clear();
    if (FD.isImplicit())
      return;
    for (const ParmVarDecl *P : FD.parameters())
      checkVar(*P, Ctx);
    // Lambdas' call operators returning a closure are judged at the closure's use.
    if (int Kind = indirectCallKind(FD.getReturnType()); Kind >= 0)
      Ctx.report(AmpDiag::FunctionPointer, FD.getLocation())
          << Kind << ("function '" + FD.getNameAsString() + "' returns type '" +
                      FD.getReturnType().getAsString(Ctx.AST.getPrintingPolicy()) + "'");
  }

  void checkDecl(const Decl &D, const FunctionDecl &, CheckContext &Ctx) override {
    if (const auto *V = dyn_cast<VarDecl>(&D); V && !isa<ParmVarDecl>(V) && !V->isImplicit())
      checkVar(*V, Ctx);
  }

  void checkVar(const VarDecl &V, CheckContext &Ctx) {
    int Kind = indirectCallKind(V.getType());
    if (Kind >= 0)
      Ctx.report(AmpDiag::FunctionPointer, V.getLocation())
          << Kind << ("variable '" + V.getName() + "' has type '" + V.getType().getAsString(Ctx.AST.getPrintingPolicy()) + "'").str();
  }

  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    // Statements arrive parents first: remember the callee of a direct call.
    if (const auto *Call = dyn_cast<CallExpr>(&S)) {
      const Expr *Callee = Call->getCallee()->IgnoreParens();
      if (Call->getDirectCallee() && !isa<UnaryOperator>(Callee)) {
        CalleeDecays.insert(Callee);
        return;
      }
      if (isa<CXXMemberCallExpr>(Call) || isa<CXXOperatorCallExpr>(Call) || Call->getBuiltinCallee())
        return; // ->* calls are reported at the ->* operator
      if (!Call->getDirectCallee() && Call->getCallee()->getType()->isFunctionPointerType())
        Ctx.report(AmpDiag::FunctionPointer, Call->getBeginLoc()) << 0 << "call through a function pointer";
      return;
    }
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(&S)) {
      if (Cast->getCastKind() != CK_FunctionToPointerDecay || CalleeDecays.count(Cast))
        return;
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Cast->getSubExpr()->IgnoreParens());
          Ref && isa<FunctionDecl>(Ref->getDecl()))
        Ctx.report(AmpDiag::FunctionPointer, Ref->getLocation())
            << 0 << ("address of function '" + Ref->getDecl()->getNameAsString() + "' taken");
      return;
    }
    if (const auto *Op = dyn_cast<UnaryOperator>(&S)) {
      if (Op->getOpcode() != UO_AddrOf)
        return;
      const auto *Ref = dyn_cast<DeclRefExpr>(Op->getSubExpr()->IgnoreParens());
      if (!Ref)
        return;
      if (Op->getType()->isMemberFunctionPointerType())
        Ctx.report(AmpDiag::FunctionPointer, Op->getBeginLoc())
            << 1 << ("pointer to member '" + Ref->getDecl()->getQualifiedNameAsString() + "' formed");
      else if (isa<FunctionDecl>(Ref->getDecl()))
        Ctx.report(AmpDiag::FunctionPointer, Op->getBeginLoc())
            << 0 << ("address of function '" + Ref->getDecl()->getNameAsString() + "' taken");
      return;
    }
    if (const auto *Bin = dyn_cast<BinaryOperator>(&S))
      if (Bin->isPtrMemOp() && Bin->getRHS()->getType()->isMemberFunctionPointerType())
        Ctx.report(AmpDiag::FunctionPointer, Bin->getOperatorLoc())
            << 1 << ("'" + Bin->getOpcodeStr() + "' applied to a pointer to member").str();
  }
};
} // namespace

std::unique_ptr<AmpCheck> createFunctionPointerCheck() { return std::make_unique<FunctionPointerCheck>(); }

} // namespace ampclang
