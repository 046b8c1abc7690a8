// amp-divergent-barrier: a tile_barrier wait under a condition on the thread's own index.
#include "ast/Restriction.h"
#include "checks/AmpCheck.h"

#include "clang/Basic/SourceManager.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {

/// The `local` or `global` member of a tiled_index that \p Cond reads, if any:
/// those differ between the threads of a tile, so a barrier they guard is
/// reached by some threads only (Microsoft's error C3561).
const MemberExpr *threadIndexRead(const Stmt *Cond) {
  if (!Cond)
    return nullptr;
  if (const auto *M = dyn_cast<MemberExpr>(Cond)) {
    const auto *Field = dyn_cast<FieldDecl>(M->getMemberDecl());
    if (Field && (Field->getName() == "local" || Field->getName() == "global") &&
        Field->getParent()->getName() == "tiled_index" && isAmpLibraryDecl(*Field->getParent()))
      return M;
  }
  for (const Stmt *Child : Cond->children())
    if (const MemberExpr *M = threadIndexRead(Child))
      return M;
  return nullptr;
}

/// The condition of \p Parent that decides whether \p Child runs, if any.
const Stmt *guardOf(const Stmt &Parent, const Stmt &Child) {
  if (const auto *If = dyn_cast<IfStmt>(&Parent))
    return &Child != If->getCond() ? If->getCond() : nullptr;
  if (const auto *While = dyn_cast<WhileStmt>(&Parent))
    return &Child == While->getBody() ? While->getCond() : nullptr;
  if (const auto *Do = dyn_cast<DoStmt>(&Parent))
    return &Child == Do->getBody() ? Do->getCond() : nullptr;
  if (const auto *For = dyn_cast<ForStmt>(&Parent))
    return (&Child == For->getBody() || &Child == For->getInc()) ? For->getCond() : nullptr;
  if (const auto *Switch = dyn_cast<SwitchStmt>(&Parent))
    return &Child == Switch->getBody() ? Switch->getCond() : nullptr;
  if (const auto *Cond = dyn_cast<AbstractConditionalOperator>(&Parent))
    return &Child != Cond->getCond() ? Cond->getCond() : nullptr;
  if (const auto *Bin = dyn_cast<BinaryOperator>(&Parent))
    return Bin->isLogicalOp() && &Child == Bin->getRHS() ? Bin->getLHS() : nullptr;
  return nullptr;
}

class DivergentBarrierCheck : public AmpCheck {
  /// A template's instantiations share their barrier calls' places.
  llvm::DenseSet<SourceLocation> Reported;

  void checkStmt(const Stmt &S, const FunctionDecl &Fn, CheckContext &Ctx) override {
    const auto *Call = dyn_cast<CXXMemberCallExpr>(&S);
    const CXXMethodDecl *Method = Call ? Call->getMethodDecl() : nullptr;
    // Operators and conversions have no identifier: getName() would assert.
    if (!Method || !Method->getIdentifier() || !Method->getName().starts_with("wait") ||
        Method->getParent()->getName() != "tile_barrier" ||
        !isAmpLibraryDecl(*Method))
      return;
    DynTypedNode Node = DynTypedNode::create(S);
    for (unsigned Depth = 0; Depth < 256; ++Depth) {
      DynTypedNodeList Parents = Ctx.AST.getParents(Node);
      if (Parents.empty())
        return;
      const Stmt *Parent = Parents[0].get<Stmt>();
      const Stmt *Child = Node.get<Stmt>();
      if (!Parent || !Child || Parent == Fn.getBody())
        return;
      if (isa<LambdaExpr>(Parent))
        return;
      if (const MemberExpr *Read = threadIndexRead(guardOf(*Parent, *Child))) {
        if (!Reported.insert(Call->getExprLoc()).second)
          return;
        Ctx.report(AmpDiag::DivergentBarrier, Call->getExprLoc())
            << Method << Read->getMemberDecl()->getName();
        Ctx.report(AmpDiag::NoteDivergentCondition, Read->getExprLoc());
        return;
      }
      Node = Parents[0];
    }
  }
};
} // namespace

std::unique_ptr<AmpCheck> createDivergentBarrierCheck() { return std::make_unique<DivergentBarrierCheck>(); }

} // namespace ampclang
