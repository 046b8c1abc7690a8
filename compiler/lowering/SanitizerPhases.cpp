// The race check's shortcut for reads that share no barrier interval with a
// write: a tiled matrix product reads its tile_static tiles in a loop between
// two barriers that no write of them lies between, and following each of
// those reads (a store of the reader into the element's shadow) was most of
// what -fsanitize=amp-race cost it. A read can race only with a write of the
// same interval; where the kernel's control-flow graph has no path between
// the read and any write of the variable, in either direction, that passes
// no barrier, no work-item that reaches the same barriers can write it in the
// read's interval (one that does not is what amp-sync reports). Calls are
// not barriers here, so a barrier inside a called function only widens an
// interval: more accesses followed, never fewer.
#include "lowering/FunctionEmitter.h"
#include "lowering/Sanitizer.h"
#include "lowering/SanitizerGraph.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"


using namespace clang;

namespace ampclang {

namespace {

/// Every reference to \p V in a function body, nested lambdas included.
class References : public RecursiveASTVisitor<References> {
public:
  References(const VarDecl &V, llvm::SmallVectorImpl<const DeclRefExpr *> &Found) : V(V), Found(Found) {}
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (E->getDecl() == &V)
      Found.push_back(E);
    return true;
  }

private:
  const VarDecl &V;
  llvm::SmallVectorImpl<const DeclRefExpr *> &Found;
};

} // namespace

bool TileStaticGraph::build(ASTContext &Ctx, const VarDecl &V) {
  const auto *Fn = dyn_cast_or_null<FunctionDecl>(V.getParentFunctionOrMethod());
  if (!Fn || !Fn->getBody())
    return false;
  References(V, Refs).TraverseStmt(Fn->getBody());
  CFG::BuildOptions Options;
  Options.setAllAlwaysAdd();
  Graph = CFG::buildCFG(Fn, Fn->getBody(), &Ctx, Options);
  if (!Graph)
    return false;
  for (const CFGBlock *B : *Graph)
    for (unsigned I = 0; I < B->size(); ++I)
      if (std::optional<CFGStmt> S = (*B)[I].getAs<CFGStmt>())
        At.try_emplace(S->getStmt(), B, I);
  for (const DeclRefExpr *Ref : Refs)
    if (!At.count(Ref))
      return false;
  return true;
}

/// A tracked variable (trackedTileStatic) has no other uses than element
/// reads, writes and increments.
bool tileStaticReadOnly(ASTContext &Ctx, const DeclRefExpr *Ref) {
  const Expr *Cur = Ref;
  while (true) {
    DynTypedNodeList Parents = Ctx.getParents(*Cur);
    const Expr *Up = Parents.empty() ? nullptr : Parents[0].get<Expr>();
    if (!Up)
      return false;
    if (isa<ParenExpr>(Up) || isa<ArraySubscriptExpr>(Up) ||
        (isa<ImplicitCastExpr>(Up) && cast<ImplicitCastExpr>(Up)->getCastKind() == CK_ArrayToPointerDecay)) {
      Cur = Up;
      continue;
    }
    const auto *Cast = dyn_cast<ImplicitCastExpr>(Up);
    return Cast && Cast->getCastKind() == CK_LValueToRValue;
  }
}

bool isBarrierElement(const CFGElement &E) {
  std::optional<CFGStmt> S = E.getAs<CFGStmt>();
  return S && isBarrierWait(S->getStmt());
}

namespace {

/// The reads of \p V that no write of it shares a barrier interval with.
llvm::DenseSet<const DeclRefExpr *> readsAlone(ASTContext &Ctx, const VarDecl &V) {
  TileStaticGraph G;
  if (!G.build(Ctx, V))
    return {};
  llvm::DenseSet<const DeclRefExpr *> Reads, Shared;
  for (const DeclRefExpr *Ref : G.Refs)
    if (tileStaticReadOnly(Ctx, Ref))
      Reads.insert(Ref);
  auto mark = [&](const CFGElement &E) {
    if (std::optional<CFGStmt> S = E.getAs<CFGStmt>())
      if (const auto *Ref = dyn_cast<DeclRefExpr>(S->getStmt()); Ref && Reads.count(Ref))
        Shared.insert(Ref);
  };
  for (const DeclRefExpr *Write : G.Refs) {
    if (Reads.count(Write))
      continue;
    auto [Block, Index] = G.At.lookup(Write);
    // Forward to the next barriers, then backward to the previous ones.
    for (bool Forward : {true, false}) {
      llvm::SmallVector<std::pair<const CFGBlock *, int>, 16> Work{{Block, int(Index)}};
      llvm::DenseSet<const CFGBlock *> Entered;
      while (!Work.empty()) {
        auto [B, I] = Work.pop_back_val();
        bool Stopped = false;
        for (int K = Forward ? I + 1 : I - 1; K >= 0 && K < int(B->size()); K += Forward ? 1 : -1) {
          if ((Stopped = isBarrierElement((*B)[K])))
            break;
          mark((*B)[K]);
        }
        if (Stopped)
          continue;
        auto next = [&](const CFGBlock *N) {
          if (N && Entered.insert(N).second)
            Work.push_back({N, Forward ? -1 : int(N->size())});
        };
        if (Forward)
          for (const CFGBlock::AdjacentBlock &N : B->succs())
            next(N.getReachableBlock());
        else
          for (const CFGBlock::AdjacentBlock &N : B->preds())
            next(N.getReachableBlock());
      }
    }
  }
  llvm::DenseSet<const DeclRefExpr *> Alone;
  for (const DeclRefExpr *Read : Reads)
    if (!Shared.count(Read))
      Alone.insert(Read);
  return Alone;
}

} // namespace

static TileStaticReadSets ReadsAlone(readsAlone);

void resetTileStaticPhases() { ReadsAlone.reset(); }

bool tileStaticReadAlone(ASTContext &Ctx, const VarDecl &V, const DeclRefExpr *Read) {
  return ReadsAlone.contains(Ctx, V, Read);
}

} // namespace ampclang
