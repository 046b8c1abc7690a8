// Walks up from each use of a captured variable: through member accesses to a
// view, then from the view to what is done with its elements.
#include "ast/ViewUse.h"
#include "ast/KernelSite.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMap.h"

using namespace clang;

namespace ampclang {
namespace {

bool isView(QualType T) {
  llvm::StringRef Amp = ampClassName(T.getNonReferenceType());
  return Amp == "array_view" || Amp == "array";
}


/// The parent of \p E, skipping parentheses, no-op casts and temporaries;
/// \p E moves up to the last node skipped.
const Stmt *up(const ParentMap &PM, const Expr *&E) {
  const Stmt *P = PM.getParent(E);
  while (P) {
    const auto *C = dyn_cast<ImplicitCastExpr>(P);
    if (!isa<ParenExpr, MaterializeTemporaryExpr, CXXBindTemporaryExpr>(P) && !(C && C->getCastKind() == CK_NoOp))
      break;
    E = cast<Expr>(P);
    P = PM.getParent(P);
  }
  return P;
}

bool isDerivedToBase(const Stmt *S) {
  const auto *C = dyn_cast_or_null<ImplicitCastExpr>(S);
  return C && (C->getCastKind() == CK_DerivedToBase || C->getCastKind() == CK_UncheckedDerivedToBase);
}

bool isConstRef(QualType T) { return T->isReferenceType() && T.getNonReferenceType().isConstQualified(); }

/// Whether a call in \p S runs a non-const method on the object \p Object.
bool callsMutator(const Stmt *S, const OpaqueValueExpr *Object) {
  if (!S)
    return false;
  if (const auto *Call = dyn_cast<CXXMemberCallExpr>(S))
    if (Call->getImplicitObjectArgument() && Call->getImplicitObjectArgument()->IgnoreImpCasts() == Object &&
        Call->getMethodDecl() && !Call->getMethodDecl()->isConst())
      return true;
  for (const Stmt *C : S->children())
    if (callsMutator(C, Object))
      return true;
  return false;
}

/// Whether the element lvalue \p X may be written: anything but a read, a
/// const method call, a copy, or binding to a const reference.
bool elementMayWrite(const Expr *X, const ParentMap &PM) {
  const Stmt *P = up(PM, X);
  // The object of a property (`av[i].y = 5`, a short vector's component):
  // written where the property's semantic form calls its setter on it.
  if (const auto *OV = dyn_cast_or_null<OpaqueValueExpr>(P)) {
    const Stmt *Outer = PM.getParent(OV);
    while (Outer && !isa<PseudoObjectExpr>(Outer))
      Outer = PM.getParent(Outer);
    const auto *PO = dyn_cast_or_null<PseudoObjectExpr>(Outer);
    if (!PO)
      return true;
    for (const Expr *Sem : PO->semantics())
      if (callsMutator(Sem, OV))
        return true;
    return false;
  }
  if (const auto *C = dyn_cast_or_null<ImplicitCastExpr>(P)) {
    if (C->getCastKind() == CK_LValueToRValue)
      return false;
    if (isDerivedToBase(C))
      return elementMayWrite(C, PM);
    if (C->getCastKind() == CK_ArrayToPointerDecay) {
      const Expr *Decayed = C;
      const auto *Sub = dyn_cast_or_null<ArraySubscriptExpr>(up(PM, Decayed));
      return !Sub || Sub->getBase() != Decayed || elementMayWrite(Sub, PM);
    }
    return true;
  }
  if (const auto *M = dyn_cast_or_null<MemberExpr>(P); M && M->getBase() == X) {
    if (isa<FieldDecl>(M->getMemberDecl()))
      return elementMayWrite(M, PM);
    const auto *MD = dyn_cast<CXXMethodDecl>(M->getMemberDecl());
    return !MD || !MD->isConst();
  }
  if (const auto *CE = dyn_cast_or_null<CXXConstructExpr>(P)) {
    const CXXConstructorDecl *Ctor = CE->getConstructor();
    return !(Ctor->isCopyOrMoveConstructor() && CE->getNumArgs() >= 1 && CE->getArg(0) == X &&
             isConstRef(Ctor->getParamDecl(0)->getType()));
  }
  if (const auto *Call = dyn_cast_or_null<CallExpr>(P)) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD || isa<CXXOperatorCallExpr>(Call))
      return true;
    for (unsigned I = 0; I < Call->getNumArgs() && I < FD->getNumParams(); ++I)
      if (Call->getArg(I) == X)
        return !isConstRef(FD->getParamDecl(I)->getType());
  }
  return true;
}

/// Whether the elements of the view \p E may be written.
bool viewMayWrite(const Expr *E, const ParentMap &PM) {
  const Stmt *P = up(PM, E);
  if (const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(P)) {
    bool Access = Op->getOperator() == OO_Subscript || Op->getOperator() == OO_Call;
    if (!Access || Op->getNumArgs() < 1 || Op->getArg(0) != E)
      return true;
    // A projection (`v[i]` of a rank-2 view) is a view again.
    return isView(Op->getType()) ? viewMayWrite(Op, PM) : elementMayWrite(Op, PM);
  }
  if (const auto *M = dyn_cast_or_null<MemberExpr>(P); M && M->getBase() == E) {
    if (isa<FieldDecl>(M->getMemberDecl()))
      return false; // `extent`
    const auto *MD = dyn_cast<CXXMethodDecl>(M->getMemberDecl());
    return !(MD && MD->getDeclName().isIdentifier() && MD->getName() == "get_extent");
  }
  return true;
}

void collect(const Stmt *S, std::vector<const DeclRefExpr *> &Out) {
  if (!S)
    return;
  if (const auto *D = dyn_cast<DeclRefExpr>(S))
    Out.push_back(D);
  // A property's object (`av[i].y`) hides behind opaque values, which have no children.
  if (const auto *OV = dyn_cast<OpaqueValueExpr>(S))
    collect(OV->getSourceExpr(), Out);
  for (const Stmt *C : S->children())
    collect(C, Out);
}

} // namespace

KernelViewUse::KernelViewUse(const FunctionDecl &CallOperator) {
  Stmt *Body = CallOperator.getBody();
  if (!Body)
    return;
  ParentMap PM(Body);
  std::vector<const DeclRefExpr *> Refs;
  collect(Body, Refs);
  for (const DeclRefExpr *Ref : Refs) {
    const ValueDecl *Var = Ref->getDecl();
    if (!isa<VarDecl>(Var) || !holdsView(Ref->getType()))
      continue;
    ViewPath Path;
    const Expr *E = Ref;
    while (true) {
      if (isView(E->getType())) {
        Vars[Var].Views.push_back({Path, viewMayWrite(E, PM)});
        break;
      }
      const Stmt *P = up(PM, E);
      if (isDerivedToBase(P)) {
        for (const CXXBaseSpecifier *B : cast<ImplicitCastExpr>(P)->path())
          Path.push_back(B->getType()->getAsCXXRecordDecl()->getCanonicalDecl());
        E = cast<Expr>(P);
        continue;
      }
      const auto *M = dyn_cast_or_null<MemberExpr>(P);
      if (M && M->getBase() == E && isa<FieldDecl>(M->getMemberDecl())) {
        Path.push_back(M->getMemberDecl()->getCanonicalDecl());
        E = M;
        continue;
      }
      if (holdsView(E->getType()))
        Vars[Var].Wholes.push_back(Path); // passed on, copied, a method called
      break;
    }
  }
}

static bool samePath(llvm::ArrayRef<const Decl *> A, llvm::ArrayRef<const Decl *> B) {
  if (A.size() != B.size())
    return false;
  for (size_t I = 0; I < A.size(); ++I)
    if (A[I]->getCanonicalDecl() != B[I]->getCanonicalDecl())
      return false;
  return true;
}

const KernelViewUse::Use *KernelViewUse::find(const ValueDecl *Var, llvm::ArrayRef<const Decl *> Path) const {
  auto It = Vars.find(Var);
  if (It == Vars.end())
    return nullptr;
  const Use *Found = nullptr;
  for (const Use &U : It->second.Views)
    if (samePath(U.Path, Path) && (!Found || U.Writes))
      Found = &U;
  return Found;
}

bool KernelViewUse::underWhole(const ValueDecl *Var, llvm::ArrayRef<const Decl *> Path) const {
  auto It = Vars.find(Var);
  if (It == Vars.end())
    return false;
  for (const ViewPath &W : It->second.Wholes)
    if (W.size() <= Path.size() && samePath(W, Path.take_front(W.size())))
      return true;
  return false;
}

bool KernelViewUse::uses(const ValueDecl *Var, llvm::ArrayRef<const Decl *> Path) const {
  return find(Var, Path) || underWhole(Var, Path);
}

bool KernelViewUse::writes(const ValueDecl *Var, llvm::ArrayRef<const Decl *> Path) const {
  if (underWhole(Var, Path))
    return true;
  const Use *U = find(Var, Path);
  return U && U->Writes;
}

} // namespace ampclang
