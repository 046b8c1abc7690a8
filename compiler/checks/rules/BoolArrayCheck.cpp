// amp-bool-array: no arrays of bool or std::nullptr_t in amp code (Microsoft's
// fundamental-type rules: both types are supported only as scalars).
#include "checks/TypeUseCheck.h"

using namespace clang;

namespace ampclang {
namespace {
class BoolArrayCheck : public TypeUseCheck {
  void checkType(QualType T, SourceLocation Loc, CheckContext &Ctx) override {
    anyComponentType(T, [&](QualType C) {
      const ArrayType *A = C->getAsArrayTypeUnsafe();
      if (!A)
        return false;
      QualType Elem = innermostElementType(*A); // bool[2][3]: bool
      bool Bool = Elem->isBooleanType();
      if (!Bool && !Elem->isNullPtrType())
        return false;
      Ctx.report(AmpDiag::BoolArray, Loc) << C.getUnqualifiedType() << (Bool ? 0 : 1);
      return true;
    });
  }
};
} // namespace

std::unique_ptr<AmpCheck> createBoolArrayCheck() { return std::make_unique<BoolArrayCheck>(); }

} // namespace ampclang
