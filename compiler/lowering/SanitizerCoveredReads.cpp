// The init check's shortcut for tile_static reads after a covering write: a
// tiled matrix product fills its tiles with `ta[row][col] = ...` where `row`
// and `col` are the work-item's local index, waits at a barrier, then reads
// them in its inner loop. Checking those reads (a load of the element's
// written-shadow each) was most of what -fsanitize=amp-init cost it.
//
// A write of every element of the variable's innermost dimension chain,
// indexed by the components of the tile-local index, one per dimension and
// each dimension as long as the tile's along its component, writes every
// element once per tile when every work-item runs it. Where that write
// dominates a barrier, every work-item that reaches the barrier has run the
// write before it, and when the whole tile reaches it (what amp-sync checks;
// C++ AMP requires it) every element has been written. Init asks whether an
// element was ever written since the tile began, so a read the barrier
// dominates reads a written element: it needs no check.
#include "ast/KernelSite.h"
#include "lowering/Sanitizer.h"
#include "lowering/SanitizerGraph.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Analysis/Analyses/Dominators.h"
#include "llvm/ADT/DenseSet.h"


using namespace clang;

namespace ampclang {

namespace {

/// The tile's extent along each component of a tiled_index type, or none.
llvm::SmallVector<int64_t, 3> tileDims(QualType T) {
  T = T.getNonReferenceType();
  if (const auto *Ptr = T->getAs<PointerType>())
    T = Ptr->getPointeeType();
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
  llvm::SmallVector<int64_t, 3> Dims;
  if (!Spec || ampClassName(T) != "tiled_index")
    return Dims;
  for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
    if (A.getKind() == TemplateArgument::Integral && A.getAsIntegral().getSExtValue() > 0)
      Dims.push_back(A.getAsIntegral().getSExtValue());
  return Dims;
}

/// Whether every reference to the local \p V in its function only reads it.
bool neverWritten(ASTContext &Ctx, const VarDecl &V) {
  if (V.getType().isConstQualified())
    return true;
  const auto *Fn = dyn_cast_or_null<FunctionDecl>(V.getParentFunctionOrMethod());
  if (!Fn || !Fn->getBody())
    return false;
  struct Uses : RecursiveASTVisitor<Uses> {
    ASTContext &Ctx;
    const VarDecl &V;
    bool Written = false;
    Uses(ASTContext &Ctx, const VarDecl &V) : Ctx(Ctx), V(V) {}
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      if (E->getDecl() != &V)
        return true;
      const Expr *Cur = E;
      while (true) {
        DynTypedNodeList Parents = Ctx.getParents(*Cur);
        const Expr *Up = Parents.empty() ? nullptr : Parents[0].get<Expr>();
        if (Up && isa<ParenExpr>(Up)) {
          Cur = Up;
          continue;
        }
        const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(Up);
        Written |= !Cast || Cast->getCastKind() != CK_LValueToRValue;
        return !Written;
      }
    }
  } Scan(Ctx, V);
  Scan.TraverseStmt(Fn->getBody());
  return !Scan.Written;
}

/// \p E as `t.local[K]` (or a local variable initialised so and never
/// written): K, and the tile's extents in \p Tile; -1 otherwise.
int localComponent(ASTContext &Ctx, const Expr *E, llvm::SmallVectorImpl<int64_t> &Tile, int Depth = 0) {
  E = E->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    if (Depth > 0 || !V || !V->hasLocalStorage() || isa<ParmVarDecl>(V) || !V->getType()->isIntegerType() ||
        !V->getInit() || !neverWritten(Ctx, *V))
      return -1;
    return localComponent(Ctx, V->getInit(), Tile, Depth + 1);
  }
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
  if (!Op || Op->getOperator() != OO_Subscript || Op->getNumArgs() != 2)
    return -1;
  const auto *Member = dyn_cast<MemberExpr>(Op->getArg(0)->IgnoreParenImpCasts());
  if (!Member || Member->getMemberDecl()->getName() != "local")
    return -1;
  llvm::SmallVector<int64_t, 3> Dims = tileDims(Member->getBase()->getType());
  std::optional<llvm::APSInt> K = Op->getArg(1)->getIntegerConstantExpr(Ctx);
  if (Dims.empty() || !K || K->getSExtValue() < 0 || K->getSExtValue() >= int64_t(Dims.size()) ||
      (!Tile.empty() && Tile != Dims))
    return -1;
  Tile.assign(Dims.begin(), Dims.end());
  return int(K->getSExtValue());
}

/// Whether \p Ref is the variable of an assignment `v[i][j] = ...` that
/// writes, across the tile, every element of v (the file's comment).
bool coveringWrite(ASTContext &Ctx, const VarDecl &V, const DeclRefExpr *Ref) {
  const Expr *Top = Ref;
  while (true) {
    DynTypedNodeList Parents = Ctx.getParents(*Top);
    const Expr *Up = Parents.empty() ? nullptr : Parents[0].get<Expr>();
    if (Up && (isa<ParenExpr>(Up) || isa<ArraySubscriptExpr>(Up) || isa<ImplicitCastExpr>(Up))) {
      Top = Up;
      continue;
    }
    const auto *Assign = dyn_cast_or_null<BinaryOperator>(Up);
    if (!Assign || Assign->getOpcode() != BO_Assign || Assign->getLHS()->IgnoreParens() != Top->IgnoreParens())
      return false;
    break;
  }
  llvm::SmallVector<uint64_t, 4> Dims;
  arrayDims(Ctx, V.getType(), Dims);
  llvm::SmallVector<const Expr *, 4> Indices;
  const DeclRefExpr *Root = nullptr;
  if (tileStaticChain(Top, Indices, &Root) != &V || Root != Ref || Indices.size() != Dims.size() || Dims.empty())
    return false;
  llvm::SmallVector<int64_t, 3> Tile;
  llvm::SmallVector<bool, 3> Used(3, false);
  for (size_t P = 0; P < Indices.size(); ++P) {
    int K = localComponent(Ctx, Indices[P], Tile);
    if (K < 0 || Used[K] || Tile[K] != int64_t(Dims[P]))
      return false;
    Used[K] = true;
  }
  return Tile.size() == Dims.size();
}

/// The reads of \p V that a barrier dominated by a covering write dominates.
llvm::DenseSet<const DeclRefExpr *> readsCovered(ASTContext &Ctx, const VarDecl &V) {
  TileStaticGraph G;
  if (!G.build(Ctx, V))
    return {};
  llvm::SmallVector<std::pair<const CFGBlock *, unsigned>, 4> Writes, Barriers;
  for (const DeclRefExpr *Ref : G.Refs)
    if (!tileStaticReadOnly(Ctx, Ref) && coveringWrite(Ctx, V, Ref))
      Writes.push_back(G.At.lookup(Ref));
  if (Writes.empty())
    return {};
  for (const CFGBlock *B : *G.Graph)
    for (unsigned I = 0; I < B->size(); ++I)
      if (isBarrierElement((*B)[I]))
        Barriers.push_back({B, I});
  CFGDomTree Dom;
  Dom.buildDominatorTree(G.Graph.get());
  auto dominates = [&](std::pair<const CFGBlock *, unsigned> A, std::pair<const CFGBlock *, unsigned> B) {
    if (A.first == B.first)
      return A.second < B.second;
    return Dom.dominates(A.first, B.first);
  };
  llvm::SmallVector<std::pair<const CFGBlock *, unsigned>, 4> After; // barriers after a covering write
  for (auto B : Barriers)
    for (auto W : Writes)
      if (dominates(W, B)) {
        After.push_back(B);
        break;
      }
  llvm::DenseSet<const DeclRefExpr *> Covered;
  for (const DeclRefExpr *Ref : G.Refs)
    if (tileStaticReadOnly(Ctx, Ref))
      for (auto B : After)
        if (dominates(B, G.At.lookup(Ref))) {
          Covered.insert(Ref);
          break;
        }
  return Covered;
}

} // namespace

static TileStaticReadSets ReadsCovered(readsCovered);

void resetTileStaticCoveredReads() { ReadsCovered.reset(); }

bool tileStaticReadCovered(ASTContext &Ctx, const VarDecl &V, const DeclRefExpr *Read) {
  return ReadsCovered.contains(Ctx, V, Read);
}

} // namespace ampclang
