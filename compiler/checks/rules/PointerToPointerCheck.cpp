// amp-pointer-to-pointer: pointers and references may not build other compound types.
#include "checks/TypeUseCheck.h"

using namespace clang;

namespace ampclang {
namespace {
enum Kind { PointerToPointer, ArrayOfPointers };

class PointerToPointerCheck : public TypeUseCheck {
  // Accelerators emulate one level of indirection: a pointer is a buffer and
  // an offset, and such a pair cannot itself be stored and pointed to.
  // Class members are amp-pointer-member's business, so classes are not entered.
  // A reference to a pointer (`int *&`) is allowed since C++ AMP 1.2: a
  // reference is an alias, not a stored pointer; what it refers to is checked.
  void checkType(QualType T, SourceLocation Loc, CheckContext &Ctx) override {
    for (QualType C = T.getCanonicalType(); !C.isNull();) {
      QualType Next;
      if (const auto *P = C->getAs<PointerType>())
        Next = P->getPointeeType();
      else if (const auto *R = C->getAs<ReferenceType>())
        Next = R->getPointeeType();
      else if (const ArrayType *A = C->getAsArrayTypeUnsafe())
        Next = A->getElementType();
      else
        return;
      Next = Next.getCanonicalType();
      bool Indirect = Next->isPointerType() || Next->isReferenceType();
      if (Indirect && !Next->isFunctionPointerType() && !(C->isReferenceType() && Next->isPointerType())) {
        Kind K = C->getAsArrayTypeUnsafe() ? ArrayOfPointers : PointerToPointer;
        Ctx.report(AmpDiag::PointerToPointer, Loc) << C.getUnqualifiedType() << K;
        return;
      }
      C = Next;
    }
  }
};
} // namespace

std::unique_ptr<AmpCheck> createPointerToPointerCheck() { return std::make_unique<PointerToPointerCheck>(); }

} // namespace ampclang
