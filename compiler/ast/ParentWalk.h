// Walking up from an expression past what does not change its meaning.
#pragma once

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMap.h"

namespace ampclang {

/// The parent of \p E above parentheses, no-op casts and temporaries' wrappers;
/// \p E moves up with it, to the child of what is returned.
inline const clang::Stmt *parentAboveNoOps(const clang::ParentMap &PM, const clang::Expr *&E) {
  const clang::Stmt *P = PM.getParent(E);
  while (P) {
    const auto *C = llvm::dyn_cast<clang::ImplicitCastExpr>(P);
    if (!llvm::isa<clang::ParenExpr, clang::MaterializeTemporaryExpr>(P) && !(C && C->getCastKind() == clang::CK_NoOp))
      break;
    E = llvm::cast<clang::Expr>(P);
    P = PM.getParent(P);
  }
  return P;
}

} // namespace ampclang
