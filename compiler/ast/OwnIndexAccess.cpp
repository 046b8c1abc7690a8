// Checks every use of the captured views and of the index parameter of a
// kernel body against the own-index rules (OwnIndexAccess.h). Anything the
// walk does not recognise makes the kernel ineligible: the scalar kernel is
// always there, so being conservative costs speed, never correctness.
#include "ast/OwnIndexAccess.h"
#include "ast/ParentWalk.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMap.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace ampclang {
namespace {

/// \p E without parentheses, no-op casts and temporaries.
const Expr *bare(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    if (const auto *C = dyn_cast<ImplicitCastExpr>(E); C && C->getCastKind() == CK_NoOp)
      E = C->getSubExpr();
    else if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    else if (const auto *C = dyn_cast<CXXConstructExpr>(E);
             C && C->getNumArgs() == 1 && C->getConstructor()->isCopyOrMoveConstructor())
      E = C->getArg(0);
    else
      return E;
  }
}

/// The parent of \p E above parentheses and no-op casts; \p E moves up with it.
const Stmt *up(const ParentMap &PM, const Expr *&E) { return parentAboveNoOps(PM, E); }

bool isSupportedElement(QualType T) {
  T = T.getUnqualifiedType();
  const auto *B = T->getAs<BuiltinType>();
  return B && (B->getKind() == BuiltinType::Float || B->getKind() == BuiltinType::Int ||
               B->getKind() == BuiltinType::UInt || B->getKind() == BuiltinType::Double);
}

class Planner : public RecursiveASTVisitor<Planner> {
public:
  Planner(const KernelSite &Site, OwnIndexPlan &Plan)
      : Plan(Plan), PM(const_cast<Stmt *>(Site.CallOperator->getBody())),
        Idx(Site.CallOperator->getParamDecl(0)) {}

  bool VisitReturnStmt(ReturnStmt *) { return fail(); }
  bool VisitLambdaExpr(LambdaExpr *) { return fail(); }
  bool VisitGotoStmt(GotoStmt *) { return fail(); }
  bool VisitCXXThisExpr(CXXThisExpr *) { return fail(); }

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    const ValueDecl *D = Ref->getDecl();
    if (D == Idx)
      return indexUse(Ref) || fail();
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !Views.count(V))
      return true;
    return viewUse(Ref, V) || fail();
  }

  OwnIndexPlan::View *viewOf(const VarDecl *V) {
    for (OwnIndexPlan::View &W : Plan.Views)
      if (W.Var == V)
        return &W;
    return nullptr;
  }

  llvm::DenseSet<const VarDecl *> Views;
  bool Failed = false;

private:
  bool fail() {
    Failed = true;
    return false; // stops the walk
  }

  /// Whether \p Arg is the kernel's own index: `idx`, a copy of it, or `idx[0]`.
  bool isOwnIndex(const Expr *Arg) const {
    Arg = bare(Arg);
    if (const auto *C = dyn_cast<ImplicitCastExpr>(Arg); C && C->getCastKind() == CK_LValueToRValue)
      Arg = bare(C->getSubExpr());
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Arg))
      return Ref->getDecl() == Idx;
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Arg);
        Op && Op->getOperator() == OO_Subscript && Op->getNumArgs() == 2) {
      const auto *Ref = dyn_cast<DeclRefExpr>(bare(Op->getArg(0)));
      Expr::EvalResult R;
      return Ref && Ref->getDecl() == Idx && Op->getArg(1)->EvaluateAsInt(R, Idx->getASTContext()) &&
             R.Val.getInt() == 0;
    }
    return false;
  }

  /// The index parameter may be read (`idx[0]`), copied, or be the index of an
  /// own-index access; anything else (a write, a reference to it) is refused.
  bool indexUse(const DeclRefExpr *Ref) {
    const Expr *E = Ref;
    const Stmt *P = up(PM, E);
    if (const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(P)) {
      if (Op->getOperator() == OO_Subscript && Op->getNumArgs() == 2 && bare(Op->getArg(0)) == Ref) {
        // idx[k]: an rvalue read (or the own index of an enclosing access, checked there).
        const Expr *Sub = Op;
        const auto *C = dyn_cast_or_null<ImplicitCastExpr>(up(PM, Sub));
        if (C && C->getCastKind() == CK_LValueToRValue)
          return true;
        return isOwnIndex(Op); // v[idx[0]]: viewUse checks the access
      }
      return true; // idx as the own index of v[idx] (viewUse checks it)
    }
    if (const auto *C = dyn_cast_or_null<CXXConstructExpr>(P))
      return C->getNumArgs() == 1 && C->getConstructor()->isCopyOrMoveConstructor();
    return false;
  }

  /// A captured view may only be the object of an own-index element access
  /// whose result is read or assigned to.
  bool viewUse(const DeclRefExpr *Ref, const VarDecl *V) {
    const Expr *E = Ref;
    const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(up(PM, E));
    if (!Op || Op->getNumArgs() != 2 || bare(Op->getArg(0)) != Ref ||
        (Op->getOperator() != OO_Subscript && Op->getOperator() != OO_Call) || !isOwnIndex(Op->getArg(1)))
      return false;
    OwnIndexPlan::View *W = viewOf(V);
    const Expr *Access = Op;
    const Stmt *P = up(PM, Access);
    if (const auto *C = dyn_cast_or_null<ImplicitCastExpr>(P); C && C->getCastKind() == CK_LValueToRValue) {
      W->Read = true;
    } else if (const auto *B = dyn_cast_or_null<BinaryOperator>(P);
               B && B->isAssignmentOp() && B->getLHS()->IgnoreParens() == Access) {
      W->Written = true;
      W->Read |= B->isCompoundAssignmentOp();
    } else if (const auto *U = dyn_cast_or_null<UnaryOperator>(P); U && U->isIncrementDecrementOp()) {
      W->Read = W->Written = true;
    } else {
      return false;
    }
    Plan.Accesses[Op] = V;
    return true;
  }

  OwnIndexPlan &Plan;
  ParentMap PM;
  const ParmVarDecl *Idx;
};

/// Whether a top-level statement of \p Body assigns `v[idx] = ...` for view \p V.
bool assignedAtTop(const CompoundStmt &Body, const OwnIndexPlan &Plan, const VarDecl *V) {
  for (const Stmt *S : Body.body()) {
    const auto *E = dyn_cast<Expr>(S);
    if (!E)
      continue;
    if (const auto *Cleanups = dyn_cast<ExprWithCleanups>(E))
      E = Cleanups->getSubExpr();
    const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens());
    if (!B || B->getOpcode() != BO_Assign)
      continue;
    auto It = Plan.Accesses.find(B->getLHS()->IgnoreParens());
    if (It != Plan.Accesses.end() && It->second == V)
      return true;
  }
  return false;
}

} // namespace

OwnIndexPlan planOwnIndex(const KernelSite &Site) {
  OwnIndexPlan Plan;
  if (!Site.Lambda || Site.Tiled || Site.Rank != 1 || Site.InTemplateInstantiation || !Site.CallOperator ||
      Site.CallOperator->getNumParams() != 1 || !Site.CallOperator->getBody())
    return Plan;
  Planner P(Site, Plan);
  for (const LambdaCapture &C : Site.Lambda->captures()) {
    if (!C.capturesVariable())
      continue;
    const auto *V = dyn_cast<VarDecl>(C.getCapturedVar());
    if (!V)
      continue;
    QualType T = V->getType().getNonReferenceType();
    llvm::StringRef Amp = ampClassName(T);
    if (Amp != "array_view" && Amp != "array")
      continue;
    const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
    if (!Spec || ampTemplateInt(T, 1) != 1)
      return Plan; // a view of another rank: not worth the rules
    P.Views.insert(V);
    Plan.Views.push_back({V, Spec->getTemplateArgs()[0].getAsType(), false, false, false});
  }
  P.TraverseStmt(const_cast<Stmt *>(Site.CallOperator->getBody()));
  if (P.Failed || Plan.Accesses.empty())
    return Plan;
  uint64_t Widest = 0;
  const ASTContext &Ctx = Site.CallOperator->getASTContext();
  llvm::SmallVector<OwnIndexPlan::View, 4> Used;
  for (OwnIndexPlan::View &W : Plan.Views) {
    if (!W.Read && !W.Written)
      continue; // not named: not bound, not loaded
    if (!isSupportedElement(W.Element))
      return Plan;
    Widest = std::max<uint64_t>(Widest, Ctx.getTypeSizeInChars(W.Element).getQuantity());
    W.StoreOnly = W.Written && !W.Read &&
                  assignedAtTop(*cast<CompoundStmt>(Site.CallOperator->getBody()), Plan, W.Var);
    Used.push_back(W);
  }
  Plan.Views = Used;
  Plan.Width = static_cast<unsigned>(16 / Widest);
  Plan.Eligible = true;
  return Plan;
}

} // namespace ampclang
