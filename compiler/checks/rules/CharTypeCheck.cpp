// amp-char-type: char, signed char and unsigned char are not amp types.
#include "checks/TypeUseCheck.h"

using namespace clang;

namespace ampclang {
namespace {
class CharTypeCheck : public TypeUseCheck {
  void checkType(QualType T, SourceLocation Loc, CheckContext &Ctx) override {
    anyComponentType(T, [&](QualType C) {
      const auto *B = builtinOrEnumUnderlying(C);
      if (!B || !(B->isCharType() || B->getKind() == BuiltinType::Char8))
        return false;
      Ctx.report(AmpDiag::CharType, Loc) << C.getUnqualifiedType() << "8-bit types are not supported on the accelerator";
      Ctx.report(AmpDiag::NoteByteHelpers, Loc);
      return true;
    });
  }
};
} // namespace

std::unique_ptr<AmpCheck> createCharTypeCheck() { return std::make_unique<CharTypeCheck>(); }

} // namespace ampclang
