// Reads a kernel's index expressions as affine functions of the thread index.
// Anything it cannot follow is Unknown and the rules stay silent about it:
// advice that is wrong costs more than advice that is missing.
#include "advice/AccessPattern.h"
#include "ast/ParentWalk.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMap.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <numeric>
#include <optional>

using namespace clang;

namespace ampclang {
namespace {

using Dims = llvm::SmallVector<Affine, 3>;

const Expr *bare(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    if (const auto *C = dyn_cast<ImplicitCastExpr>(E);
        C && (C->getCastKind() == CK_NoOp || C->getCastKind() == CK_LValueToRValue ||
              C->getCastKind() == CK_IntegralCast || C->getCastKind() == CK_UncheckedDerivedToBase ||
              C->getCastKind() == CK_UserDefinedConversion || C->getCastKind() == CK_ConstructorConversion))
      E = C->getSubExpr();
    else if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    else if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
      E = B->getSubExpr();
    else if (const auto *F = dyn_cast<CXXFunctionalCastExpr>(E))
      E = F->getSubExpr();
    else if (const auto *C = dyn_cast<CXXConstructExpr>(E);
             C && C->getNumArgs() == 1 && C->getConstructor()->isCopyOrMoveConstructor())
      E = C->getArg(0);
    else
      return E;
  }
}

bool isView(QualType T) { return isArrayOrView(T.getNonReferenceType()); }
bool isIndex(QualType T) { return ampClassName(T.getNonReferenceType()) == "index"; }
bool isTiledIndex(QualType T) { return ampClassName(T.getNonReferenceType()) == "tiled_index"; }

Affine uniform() {
  Affine A;
  A.UniformPart = true;
  return A;
}
Affine unknown() {
  Affine A;
  A.Known = false;
  return A;
}
Affine component(int K) {
  Affine A;
  A.Coef[K] = 1;
  return A;
}
Affine add(Affine A, const Affine &B, int64_t Sign) {
  if (!A.Known || !B.Known)
    return unknown();
  for (int K = 0; K < 3; ++K)
    A.Coef[K] += Sign * B.Coef[K];
  A.Offset += Sign * B.Offset;
  A.UniformPart |= B.UniformPart;
  return A;
}
Affine scale(Affine A, int64_t F) {
  for (int64_t &C : A.Coef)
    C *= F;
  A.Offset *= F;
  return A;
}
bool threadFree(const Affine &A) { return A.Known && A.Coef == std::array<int64_t, 3>{}; }

class Analysis {
public:
  Analysis(const KernelSite &Site, ASTContext &Ctx)
      : Ctx(Ctx), Body(Site.CallOperator->getBody()), PM(const_cast<Stmt *>(Body)),
        Idx(Site.CallOperator->getParamDecl(0)), Rank(Site.Rank) {
    collectStores();
  }

  /// The affine form of an integer expression.
  Affine scalar(const Expr *E) {
    E = bare(E);
    Expr::EvalResult R;
    if (!E->isValueDependent() && E->EvaluateAsInt(R, Ctx))
      return constant(R.Val.getInt().getExtValue());
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E); Op && Op->getOperator() == OO_Subscript &&
                                                           Op->getNumArgs() == 2 && isIndex(Op->getArg(0)->getType())) {
      std::optional<Dims> D = index(Op->getArg(0));
      Expr::EvalResult K;
      if (D && Op->getArg(1)->EvaluateAsInt(K, Ctx) && K.Val.getInt().getExtValue() >= 0 &&
          K.Val.getInt().getExtValue() < static_cast<int64_t>(D->size()))
        return (*D)[K.Val.getInt().getExtValue()];
      return isUniform(E) ? uniform() : unknown();
    }
    if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      switch (B->getOpcode()) {
      case BO_Add:
        return add(scalar(B->getLHS()), scalar(B->getRHS()), 1);
      case BO_Sub:
        return add(scalar(B->getLHS()), scalar(B->getRHS()), -1);
      case BO_Mul: {
        Affine L = scalar(B->getLHS()), Rt = scalar(B->getRHS());
        if (isConstant(L) && Rt.Known)
          return scale(Rt, L.Offset);
        if (isConstant(Rt) && L.Known)
          return scale(L, Rt.Offset);
        if (threadFree(L) && threadFree(Rt))
          return uniform();
        return unknown();
      }
      default:
        break;
      }
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E)) {
      if (U->getOpcode() == UO_Minus)
        return scale(scalar(U->getSubExpr()), -1);
      if (U->getOpcode() == UO_Plus)
        return scalar(U->getSubExpr());
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()); V && isLocal(V)) {
        if (stable(V) && V->getInit() && !V->getType()->isReferenceType() && Depth < 8) {
          ++Depth;
          Affine A = scalar(V->getInit());
          --Depth;
          return A;
        }
        return uniformVar(V) ? uniform() : unknown();
      }
    return isUniform(E) ? uniform() : unknown();
  }

  /// The per-dimension affine form of an index<N> (or tiled_index) expression.
  std::optional<Dims> index(const Expr *E) {
    E = bare(E);
    if (const auto *Call = dyn_cast<CXXMemberCallExpr>(E))
      if (isa<CXXConversionDecl>(Call->getMethodDecl()) && isTiledIndex(Call->getImplicitObjectArgument()->getType()))
        return index(Call->getImplicitObjectArgument());
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      if (Ref->getDecl() == Idx)
        return threadIndex();
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()); V && isLocal(V)) {
        if (stable(V) && V->getInit() && !V->getType()->isReferenceType() && Depth < 8) {
          ++Depth;
          std::optional<Dims> D = index(V->getInit());
          --Depth;
          return D;
        }
        return uniformVar(V) ? uniformDims(E) : std::nullopt;
      }
    }
    if (const auto *M = dyn_cast<MemberExpr>(E))
      if (const auto *Ref = dyn_cast<DeclRefExpr>(bare(M->getBase())); Ref && Ref->getDecl() == Idx) {
        llvm::StringRef Name = M->getMemberDecl()->getName();
        if (Name == "global" || Name == "local")
          return threadIndex();
        if (Name == "tile" || Name == "tile_origin")
          return uniformDims(E);
      }
    if (const auto *C = dyn_cast<CXXConstructExpr>(E); C && isIndex(C->getType())) {
      Dims D;
      for (const Expr *Arg : C->arguments()) {
        if (!Arg->getType()->isIntegerType())
          return isUniform(E) ? uniformDims(E) : std::nullopt;
        D.push_back(scalar(Arg));
      }
      if (static_cast<int>(D.size()) == ampTemplateInt(C->getType(), 0))
        return D;
    }
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E); Op && Op->getNumArgs() == 2) {
      OverloadedOperatorKind K = Op->getOperator();
      const Expr *L = Op->getArg(0), *R = Op->getArg(1);
      if (K == OO_Plus || K == OO_Minus || K == OO_Star) {
        std::optional<Dims> LI = isIndex(L->getType()) ? index(L) : std::nullopt;
        std::optional<Dims> RI = isIndex(R->getType()) ? index(R) : std::nullopt;
        if (LI && RI && K != OO_Star && LI->size() == RI->size()) {
          for (size_t I = 0; I < LI->size(); ++I)
            (*LI)[I] = add((*LI)[I], (*RI)[I], K == OO_Plus ? 1 : -1);
          return LI;
        }
        // index op scalar, scalar op index: applied to every component.
        std::optional<Dims> D = LI ? LI : RI;
        const Expr *S = LI ? R : L;
        if (D && (LI.has_value() != RI.has_value()) && S->getType()->isIntegerType()) {
          Affine V = scalar(S);
          for (Affine &A : *D) {
            if (K == OO_Star)
              A = isConstant(V) ? scale(A, V.Offset) : (threadFree(A) && threadFree(V) ? uniform() : unknown());
            else
              A = LI ? add(A, V, K == OO_Plus ? 1 : -1) : add(scale(A, K == OO_Plus ? 1 : -1), V, 1);
          }
          return D;
        }
      }
    }
    return isUniform(E) ? uniformDims(E) : std::nullopt;
  }

  /// Whether every thread computes the same value for \p S.
  bool isUniform(const Stmt *S) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
      if (Ref->getDecl() == Idx)
        return tileUniformMember(Ref);
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()); V && isLocal(V))
        return uniformVar(V);
      return true; // captures, constants, functions
    }
    for (const Stmt *Child : S->children())
      if (Child && !isUniform(Child))
        return false;
    return true;
  }

  const Stmt *parent(const Expr *&E) const { return parentAboveNoOps(PM, E); }

  ASTContext &Ctx;

private:
  static Affine constant(int64_t V) {
    Affine A;
    A.Offset = V;
    return A;
  }
  static bool isConstant(const Affine &A) { return threadFree(A) && !A.UniformPart; }

  Dims threadIndex() const {
    Dims D;
    for (int K = 0; K < Rank; ++K)
      D.push_back(component(K));
    return D;
  }
  std::optional<Dims> uniformDims(const Expr *E) const {
    int N = ampTemplateInt(E->getType(), 0);
    if (N <= 0 || N > 3)
      return std::nullopt;
    return Dims(N, uniform());
  }

  /// `t.tile` and `t.tile_origin` are the same for a whole tile.
  bool tileUniformMember(const DeclRefExpr *Ref) const {
    const Expr *E = Ref;
    const auto *M = dyn_cast_or_null<MemberExpr>(parent(E));
    if (!M)
      return false;
    llvm::StringRef Name = M->getMemberDecl()->getName();
    return Name == "tile" || Name == "tile_origin";
  }

  /// Declared in the kernel's body (captured variables are not: they are
  /// the same for every thread).
  bool isLocal(const VarDecl *V) const { return Stores.count(V); }

  /// Records, for every local of the body, the values stored into it after
  /// its initialiser and whether it escapes (address taken, bound to a reference).
  void collectStores() {
    struct Walk : RecursiveASTVisitor<Walk> {
      Analysis &A;
      explicit Walk(Analysis &A) : A(A) {}
      bool VisitVarDecl(VarDecl *V) {
        if (V->hasLocalStorage() && !isa<ParmVarDecl>(V))
          A.Stores[V];
        return true;
      }
      bool VisitDeclRefExpr(DeclRefExpr *Ref) {
        const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
        auto It = V ? A.Stores.find(V) : A.Stores.end();
        if (It == A.Stores.end())
          return true; // not a local of the body (declarations come before uses)
        auto &Info = It->second;
        const Expr *E = Ref;
        const Stmt *P = A.parent(E);
        if (const auto *C = dyn_cast_or_null<ImplicitCastExpr>(P); C && C->getCastKind() == CK_LValueToRValue)
          return true;
        if (const auto *B = dyn_cast_or_null<BinaryOperator>(P); B && B->getLHS()->IgnoreParens() == E) {
          if (B->isAssignmentOp()) {
            Info.Values.push_back(B->getRHS());
            Info.At.push_back(B);
            return true;
          }
        }
        if (const auto *U = dyn_cast_or_null<UnaryOperator>(P); U && U->isIncrementDecrementOp()) {
          Info.Values.push_back(nullptr);
          Info.At.push_back(U);
          return true;
        }
        if (const auto *C = dyn_cast_or_null<CXXConstructExpr>(P);
            C && C->getNumArgs() == 1 && C->getConstructor()->isCopyOrMoveConstructor())
          return true;
        if (const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(P)) {
          OverloadedOperatorKind K = Op->getOperator();
          bool Modifies = K == OO_Equal || K == OO_PlusEqual || K == OO_MinusEqual || K == OO_StarEqual ||
                          K == OO_SlashEqual || K == OO_PercentEqual || K == OO_PlusPlus || K == OO_MinusMinus;
          if (bare(Op->getArg(0)) != Ref || isView(V->getType()))
            return true; // an operand taken by const reference, or a view's element
          if (!Modifies && K != OO_Subscript)
            return true;
          if (K == OO_Subscript) {
            const Expr *Sub = Op;
            if (const auto *C = dyn_cast_or_null<ImplicitCastExpr>(A.parent(Sub));
                C && C->getCastKind() == CK_LValueToRValue)
              return true; // j[0] read
          }
        }
        Info.Escapes = true;
        return true;
      }
    } W(*this);
    W.TraverseStmt(const_cast<Stmt *>(Body));
  }

  bool stable(const VarDecl *V) const {
    auto It = Stores.find(V);
    return It != Stores.end() && It->second.Values.empty() && !It->second.Escapes;
  }

  /// A local every thread holds the same value in: uniform initialiser and
  /// stores, none of them under a condition that differs between threads.
  bool uniformVar(const VarDecl *V) {
    auto It = Stores.find(V);
    if (It == Stores.end() || It->second.Escapes)
      return false;
    if (auto C = Uniform.find(V); C != Uniform.end())
      return C->second;
    Uniform[V] = true; // assumed while its own stores are judged
    bool Result = !V->getInit() || isUniform(V->getInit());
    auto &Info = Stores[V];
    for (size_t I = 0; Result && I < Info.Values.size(); ++I)
      Result = (!Info.Values[I] || isUniform(Info.Values[I])) && uniformControl(Info.At[I]);
    Uniform[V] = Result;
    return Result;
  }

  /// Whether every condition guarding \p S is uniform.
  bool uniformControl(const Stmt *S) {
    for (const Stmt *P = PM.getParent(S); P && P != Body; S = P, P = PM.getParent(P)) {
      const Expr *Cond = nullptr;
      if (const auto *If = dyn_cast<IfStmt>(P))
        Cond = If->getCond();
      else if (const auto *W = dyn_cast<WhileStmt>(P))
        Cond = W->getCond();
      else if (const auto *F = dyn_cast<ForStmt>(P))
        Cond = F->getCond();
      else if (const auto *D = dyn_cast<DoStmt>(P))
        Cond = D->getCond();
      else if (const auto *C = dyn_cast<AbstractConditionalOperator>(P))
        Cond = C->getCond();
      else if (const auto *Sw = dyn_cast<SwitchStmt>(P))
        Cond = Sw->getCond();
      else if (const auto *B = dyn_cast<BinaryOperator>(P); B && B->isLogicalOp())
        Cond = B->getLHS();
      if (Cond && Cond != S && !isUniform(Cond))
        return false;
    }
    return true;
  }

  struct StoreInfo {
    std::vector<const Expr *> Values; ///< null: ++ or --
    std::vector<const Stmt *> At;
    bool Escapes = false;
  };
  const Stmt *Body;
  ParentMap PM;
  const ParmVarDecl *Idx;
  int Rank;
  int Depth = 0;
  llvm::DenseMap<const VarDecl *, StoreInfo> Stores;
  llvm::DenseMap<const VarDecl *, bool> Uniform;
};

/// Fills \p A's use of a struct element: the scalar fields read, or WholeElement.
void describeUse(ViewAccess &A, Analysis &An) {
  const auto *RD = A.Element->getAsCXXRecordDecl();
  if (!RD || !RD->isCompleteDefinition() || RD->isDependentType())
    return;
  const Expr *E = A.Access;
  uint64_t Offset = 0;
  const FieldDecl *Last = nullptr;
  const Stmt *P = An.parent(E);
  while (const auto *M = dyn_cast_or_null<MemberExpr>(P)) {
    const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl());
    if (!F || M->isArrow() || F->getParent()->isInvalidDecl())
      break;
    Offset += An.Ctx.getASTRecordLayout(F->getParent()).getFieldOffset(F->getFieldIndex()) / 8;
    Last = F;
    E = M;
    P = An.parent(E);
    if (!F->getType()->isRecordType())
      break;
  }
  const auto *Read = dyn_cast_or_null<ImplicitCastExpr>(P);
  if (Last && !Last->getType()->isRecordType() && Read && Read->getCastKind() == CK_LValueToRValue) {
    A.FieldsRead.push_back({Offset, static_cast<uint64_t>(An.Ctx.getTypeSizeInChars(Last->getType()).getQuantity())});
    A.FieldDecls.push_back(Last);
    return;
  }
  if (const auto *B = dyn_cast_or_null<BinaryOperator>(P); Last && B && B->getOpcode() == BO_Assign && B->getLHS() == E)
    return; // a field written: not a read
  A.WholeElement = true;
}

class Collector : public RecursiveASTVisitor<Collector> {
public:
  Collector(Analysis &An, KernelAccesses &Out) : An(An), Out(Out) {}
  bool TraverseLambdaExpr(LambdaExpr *) { return true; } // a function of its own

  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *Op) {
    if ((Op->getOperator() != OO_Subscript && Op->getOperator() != OO_Call) || Op->getNumArgs() < 2 ||
        !isView(Op->getArg(0)->getType()) || isView(Op->getType()))
      return true;
    ViewAccess A;
    A.Access = Op;
    Dims Index;
    if (!indexOf(Op, Index, A.View))
      return true;
    const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
        A.View->getType().getNonReferenceType()->getAsCXXRecordDecl());
    if (!Spec || static_cast<int>(Index.size()) != ampTemplateInt(A.View->getType().getNonReferenceType(), 1))
      return true;
    A.Element = Spec->getTemplateArgs()[0].getAsType().getUnqualifiedType();
    if (A.Element->isDependentType() || A.Element->isIncompleteType())
      return true;
    A.Dims = std::move(Index);
    const SourceManager &SM = An.Ctx.getSourceManager();
    A.ViewText = Lexer::getSourceText(CharSourceRange::getTokenRange(A.View->getSourceRange()), SM,
                                      An.Ctx.getLangOpts())
                     .str();
    if (A.ViewText.empty())
      A.ViewText = "view";
    describeUse(A, An);
    Out.Accesses.push_back(std::move(A));
    return true;
  }

private:
  /// The index of the element access \p Op, projections (`m[i][j]`) included;
  /// \p View becomes the view they start from.
  bool indexOf(const CXXOperatorCallExpr *Op, Dims &Index, const Expr *&View) {
    Dims Own;
    if (Op->getNumArgs() == 2 && isIndex(Op->getArg(1)->getType())) {
      std::optional<Dims> D = An.index(Op->getArg(1));
      if (!D)
        return false;
      Own = *D;
    } else if (Op->getNumArgs() == 2 && isTiledIndex(Op->getArg(1)->getType())) {
      std::optional<Dims> D = An.index(Op->getArg(1));
      if (!D)
        return false;
      Own = *D;
    } else {
      for (unsigned I = 1; I < Op->getNumArgs(); ++I) {
        if (!Op->getArg(I)->getType()->isIntegerType())
          return false;
        Own.push_back(An.scalar(Op->getArg(I)));
      }
    }
    const Expr *Obj = bare(Op->getArg(0));
    if (const auto *Inner = dyn_cast<CXXOperatorCallExpr>(Obj);
        Inner && Inner->getOperator() == OO_Subscript && isView(Inner->getType()) && Inner->getNumArgs() == 2 &&
        isView(Inner->getArg(0)->getType())) {
      if (!indexOf(Inner, Index, View))
        return false;
    } else {
      View = Obj;
    }
    Index.append(Own.begin(), Own.end());
    return true;
  }

  Analysis &An;
  KernelAccesses &Out;
};

} // namespace

KernelAccesses analyseAccesses(const KernelSite &Site, ASTContext &Ctx) {
  KernelAccesses K;
  const FunctionDecl *Op = Site.CallOperator ? Site.CallOperator->getDefinition() : nullptr;
  if (!Op || !Op->getBody() || Op->getNumParams() != 1 || Site.Rank < 1 || Site.Rank > 3 ||
      Op->isDependentContext())
    return K;
  K.Rank = Site.Rank;
  K.Tiled = Site.Tiled;
  std::string Name = Op->getParamDecl(0)->getName().str();
  K.ThreadComponent = (Name.empty() ? std::string("index") : Name) + (Site.Tiled ? ".global[" : "[") +
                      std::to_string(Site.Rank - 1) + "]";
  KernelSite Def = Site;
  Def.CallOperator = cast<CXXMethodDecl>(Op);
  Analysis An(Def, Ctx);
  Collector C(An, K);
  C.TraverseStmt(const_cast<Stmt *>(Op->getBody()));
  return K;
}

} // namespace ampclang
