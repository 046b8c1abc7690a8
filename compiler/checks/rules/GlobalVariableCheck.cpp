// amp-global-variable: amp code cannot use global or static variables, except to read constant integral values.
#include "checks/AmpCheck.h"
#include "ast/Restriction.h"

#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace ampclang {
namespace {

/// A const integral or enum variable with a constant initializer: its value
/// is a constant the compiler folds into the kernel, so reading it is fine.
/// One filled in at run time (`const int k = f();`) is no such constant.
bool isConstIntegral(const VarDecl &V, ASTContext &AST) {
  QualType T = V.getType();
  return T.isConstQualified() && T->isIntegralOrEnumerationType() && V.isUsableInConstantExpressions(AST);
}

class GlobalVariableCheck : public AmpCheck {
  /// References read as rvalues (the operand of an lvalue-to-rvalue conversion).
  llvm::SmallPtrSet<const Expr *, 16> Reads;

  void checkFunction(const FunctionDecl &, CheckContext &) override { Reads.clear(); }

  void checkDecl(const Decl &D, const FunctionDecl &, CheckContext &Ctx) override {
    // A static or extern local of an amp function is reported once, where it
    // is declared, constant or not: amp locals are automatic (or register) or
    // tile_static (Microsoft's rule; a constant belongs at namespace scope).
    const auto *V = dyn_cast<VarDecl>(&D);
    if (V && (V->isStaticLocal() || V->isLocalExternDecl()) && !isTileStatic(*V))
      Ctx.report(AmpDiag::GlobalVariable, V->getLocation()) << (V->isLocalExternDecl() ? 3 : 2) << V;
  }

  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    // Statements arrive parents first: note which references are only read.
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(&S)) {
      if (Cast->getCastKind() == CK_LValueToRValue)
        Reads.insert(Cast->getSubExpr()->IgnoreParens());
      return;
    }
    const VarDecl *V = nullptr;
    SourceLocation Loc;
    NonOdrUseReason Reason = NOUR_None;
    const NamedDecl *Named = nullptr; // what the message names
    if (const auto *Ref = dyn_cast<DeclRefExpr>(&S)) {
      V = dyn_cast<VarDecl>(Ref->getDecl());
      // A structured binding (`auto [a, b] = pair;` at namespace scope) is
      // its decomposed variable's storage.
      if (const auto *B = dyn_cast<BindingDecl>(Ref->getDecl())) {
        V = B->getHoldingVar() ? B->getHoldingVar() : dyn_cast_or_null<VarDecl>(B->getDecomposedDecl());
        Named = B;
      }
      Loc = Ref->getLocation();
      Reason = Ref->isNonOdrUse();
    } else if (const auto *Member = dyn_cast<MemberExpr>(&S)) {
      V = dyn_cast<VarDecl>(Member->getMemberDecl()); // a static data member
      Loc = Member->getMemberLoc();
      Reason = Member->isNonOdrUse();
    }
    if (!V || !V->hasGlobalStorage() || isAmpLibraryDecl(*V) || isTileStatic(*V))
      return;
    // sizeof(g) does not touch the variable. decltype(g) does not either,
    // but Microsoft's compiler reports it (its suite's decltype tests), and
    // code that names g there is written for g's storage.
    if ((Reason == NOUR_Unevaluated && !Ctx.DecltypeOperand) || Reason == NOUR_Discarded)
      return;
    if (isConstIntegral(*V, Ctx.AST) &&
        (Reason == NOUR_Constant || Reason == NOUR_Unevaluated || Reads.count(cast<Expr>(&S))))
      return;
    // A static local of an amp function was reported at its declaration.
    if (V->isStaticLocal())
      if (const auto *Owner = dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod()); Owner && isAmp(*Owner))
        return;
    bool IsStatic = V->isStaticLocal() || V->isStaticDataMember();
    if (!Named)
      Named = V;
    Ctx.report(AmpDiag::GlobalVariable, Loc) << (IsStatic ? 1 : 0) << Named;
    Ctx.report(AmpDiag::NoteDeclaredHere, Named->getLocation()) << Named;
  }
};
} // namespace

std::unique_ptr<AmpCheck> createGlobalVariableCheck() { return std::make_unique<GlobalVariableCheck>(); }

} // namespace ampclang
