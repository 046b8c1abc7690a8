// Which kernels touch their views only at the thread's own index, and how.
#pragma once

#include "ast/KernelSite.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

namespace ampclang {

/// A rank-1, untiled lambda kernel whose every use of a captured view is an
/// element read or assignment at the kernel's own index (`v[idx]`, `v(idx)`,
/// `v[idx[0]]`) can run as a vector variant: each work-item loads `Width`
/// consecutive elements of each view with one vector load, runs the body once
/// per element, and stores each written view with one vector store.
struct OwnIndexPlan {
  bool Eligible = false;
  /// Elements per work-item: 16 bytes of the widest element type.
  unsigned Width = 0;
  struct View {
    const clang::VarDecl *Var = nullptr;
    clang::QualType Element; ///< float, int, unsigned int or double
    bool Read = false;
    bool Written = false;
    /// Written by a top-level assignment and never read: no load needed.
    bool StoreOnly = false;
  };
  llvm::SmallVector<View, 4> Views;
  /// The element accesses (the operator[] / operator() calls) to replace.
  llvm::DenseMap<const clang::Expr *, const clang::VarDecl *> Accesses;
};

/// The plan for \p Site; Eligible is false when any use falls outside the rules.
OwnIndexPlan planOwnIndex(const KernelSite &Site);

} // namespace ampclang
