// Walking up from an expression past what does not change its meaning.
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMap.h"
#include "clang/AST/ParentMapContext.h"

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

/// The parent of \p S in \p Ctx's parent map above parentheses (or null);
/// \p S moves up with it, to the child of what is returned.
inline const clang::Stmt *parentAboveParens(clang::ASTContext &Ctx, const clang::Stmt *&S) {
  for (;;) {
    clang::DynTypedNodeList Parents = Ctx.getParents(*S);
    const clang::Stmt *Up = Parents.empty() ? nullptr : Parents[0].get<clang::Stmt>();
    if (!llvm::isa_and_nonnull<clang::ParenExpr>(Up))
      return Up;
    S = Up;
  }
}

} // namespace ampclang
