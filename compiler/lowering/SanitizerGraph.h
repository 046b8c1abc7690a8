// The kernel's control-flow graph as the tile_static shortcuts of the race
// and init checks see it (SanitizerPhases.cpp, SanitizerCoveredReads.cpp):
// every reference to one tile_static variable, each placed in the graph.
#pragma once

#include "clang/AST/Expr.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <map>
#include <memory>
#include <utility>

namespace ampclang {

struct TileStaticGraph {
  std::unique_ptr<clang::CFG> Graph;
  /// Where each statement sits: (block, element).
  llvm::DenseMap<const clang::Stmt *, std::pair<const clang::CFGBlock *, unsigned>> At;
  /// Every reference to the variable in its function, nested lambdas included.
  llvm::SmallVector<const clang::DeclRefExpr *, 16> Refs;

  /// False where there is no graph, or a reference lies outside it (in a
  /// nested lambda, its own function).
  bool build(clang::ASTContext &Ctx, const clang::VarDecl &V);
};

/// Whether \p Ref, a reference to a tracked tile_static variable, is read and
/// not written: its element (the subscripts over it) converted to a value.
bool tileStaticReadOnly(clang::ASTContext &Ctx, const clang::DeclRefExpr *Ref);

/// Whether \p E is a barrier: a member call of a tile_barrier.
bool isBarrierElement(const clang::CFGElement &E);

/// The reads of each tile_static variable that one of the shortcuts found,
/// computed once per variable (per translation unit: reset clears it).
class TileStaticReadSets {
public:
  using Compute = llvm::DenseSet<const clang::DeclRefExpr *> (*)(clang::ASTContext &, const clang::VarDecl &);
  explicit TileStaticReadSets(Compute C) : C(C) {}
  bool contains(clang::ASTContext &Ctx, const clang::VarDecl &V, const clang::DeclRefExpr *Read) {
    auto It = Sets.find(&V);
    if (It == Sets.end())
      It = Sets.emplace(&V, C(Ctx, V)).first;
    return It->second.count(Read) != 0;
  }
  void reset() { Sets.clear(); }

private:
  Compute C;
  std::map<const clang::VarDecl *, llvm::DenseSet<const clang::DeclRefExpr *>> Sets;
};

} // namespace ampclang
