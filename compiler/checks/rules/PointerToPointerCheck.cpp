// amp-pointer-to-pointer: pointers and references may not build other compound types.
#include "checks/TypeUseCheck.h"

using namespace clang;

namespace ampclang {
namespace {
enum Kind { PointerToPointer, ReferenceToPointer, ArrayOfPointers };

class PointerToPointerCheck : public TypeUseCheck {
  // Accelerators emulate one level of indirection: a pointer is a buffer and
  // an offset, and such a pair cannot itself be stored and pointed to.
  // Class members are amp-pointer-member's business, so classes are not entered.
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
      if (Indirect && !Next->isFunctionPointerType()) {
        Kind K = C->isPointerType() ? PointerToPointer : C->isReferenceType() ? ReferenceToPointer : ArrayOfPointers;
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
