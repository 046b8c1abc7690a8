// amp-array-element-size: no arrays, in amp code, of a class whose size is not
// a multiple of 4 bytes (an empty class, or one that holds only bool).
#include "checks/TypeUseCheck.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace ampclang {
namespace {

/// The accelerator reads and writes memory in 32-bit words, which is why bool
/// is a single-value type (amp-bool-array). An array of a 1-, 2- or 3-byte
/// class puts its elements, and the bools in them, off those words: Microsoft
/// refuses arrays of empty classes and of classes holding bool (C3581), while
/// single objects of either are fine.
class ArrayElementSizeCheck : public TypeUseCheck {
  void checkType(QualType T, SourceLocation Loc, CheckContext &Ctx) override {
    anyComponentType(T, [&](QualType C) {
      const ArrayType *A = C->getAsArrayTypeUnsafe();
      if (!A)
        return false;
      QualType Elem = innermostElementType(*A);
      const auto *RD = Elem->getAsCXXRecordDecl();
      if (!RD || !RD->hasDefinition() || Elem->isDependentType())
        return false;
      CharUnits Size = Ctx.AST.getTypeSizeInChars(Elem);
      if (Size.getQuantity() % 4 == 0)
        return false;
      Ctx.report(AmpDiag::ArrayElementSize, Loc)
          << C.getUnqualifiedType() << Elem.getUnqualifiedType() << static_cast<unsigned>(Size.getQuantity())
          << (RD->isEmpty() ? 0 : 1);
      return true;
    });
  }
};
} // namespace

std::unique_ptr<AmpCheck> createArrayElementSizeCheck() { return std::make_unique<ArrayElementSizeCheck>(); }

} // namespace ampclang
