// A walk of the user's declarations for rules that judge the whole translation unit.
#pragma once

#include "ast/Restriction.h"
#include "checks/AmpCheck.h"

#include "clang/AST/RecursiveASTVisitor.h"

namespace ampclang {

/// Visits the user's declarations only: amp-clang's headers and the system's
/// are skipped whole (rules judge no library code, and the walk never reads
/// the standard library out of a precompiled header).
template <typename Derived> class UserDeclVisitor : public clang::RecursiveASTVisitor<Derived> {
public:
  explicit UserDeclVisitor(CheckContext &Ctx) : Ctx(Ctx), SM(Ctx.AST.getSourceManager()) {}
  bool TraverseDecl(clang::Decl *D) {
    return (D && isLibraryOrSystemDecl(*D)) || clang::RecursiveASTVisitor<Derived>::TraverseDecl(D);
  }

protected:
  CheckContext &Ctx;
  const clang::SourceManager &SM;
};

} // namespace ampclang
