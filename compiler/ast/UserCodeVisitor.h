// A walk of the translation unit that skips library code.
#pragma once

#include "ast/Restriction.h"

#include "clang/AST/RecursiveASTVisitor.h"

namespace ampclang {

/// Visits the user's declarations only: amp-clang's headers and the system's
/// are skipped whole (nothing there is the user's to rewrite, and the walk
/// never reads the standard library out of a precompiled header).
template <typename Derived> class UserCodeVisitor : public clang::RecursiveASTVisitor<Derived> {
public:
  bool TraverseDecl(clang::Decl *D) {
    return (D && !clang::isa<clang::TranslationUnitDecl>(D) && isLibraryOrSystemDecl(*D)) ||
           clang::RecursiveASTVisitor<Derived>::TraverseDecl(D);
  }
};

} // namespace ampclang
