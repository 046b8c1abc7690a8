// The type a declaration names through references, pointers and arrays.
#pragma once

#include "clang/AST/Type.h"

namespace ampclang {

/// `const Node &`, `Node *[4]` and `Node **` all name `Node` (unqualified).
inline clang::QualType indirectedType(clang::QualType T) {
  while (!T.isNull()) {
    T = T.getNonReferenceType();
    if (const auto *P = T->getAs<clang::PointerType>())
      T = P->getPointeeType();
    else if (const clang::ArrayType *A = T->getAsArrayTypeUnsafe())
      T = A->getElementType();
    else
      return T.getUnqualifiedType();
  }
  return T;
}

} // namespace ampclang
