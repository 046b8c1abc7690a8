// amp-unsupported-type: short, long long, long double, wchar_t and the like.
#include "checks/TypeUseCheck.h"

using namespace clang;

namespace ampclang {
namespace {
const char *reasonFor(const BuiltinType &B) {
  switch (B.getKind()) {
  case BuiltinType::Short:
  case BuiltinType::UShort:
    return "16-bit integers are not supported on the accelerator, use int";
  case BuiltinType::LongLong:
  case BuiltinType::ULongLong:
  case BuiltinType::Int128:
  case BuiltinType::UInt128:
    return "integers wider than 'long' are not supported on the accelerator";
  case BuiltinType::LongDouble:
  case BuiltinType::Float128:
    return "extended floating point is not supported on the accelerator, use double";
  case BuiltinType::WChar_S:
  case BuiltinType::WChar_U:
  case BuiltinType::Char16:
  case BuiltinType::Char32:
    return "character types are not supported on the accelerator";
  case BuiltinType::Half:
  case BuiltinType::Float16:
    return "half-precision floating point is not supported on the accelerator";
  default:
    return nullptr;
  }
}

class UnsupportedTypeCheck : public TypeUseCheck {
  void checkType(QualType T, SourceLocation Loc, CheckContext &Ctx) override {
    anyComponentType(T, [&](QualType C) {
      const auto *B = builtinOrEnumUnderlying(C);
      const char *Reason = B ? reasonFor(*B) : nullptr;
      if (!Reason)
        return false;
      Ctx.report(AmpDiag::UnsupportedType, Loc) << C.getUnqualifiedType() << Reason;
      return true;
    });
  }
};
} // namespace

std::unique_ptr<AmpCheck> createUnsupportedTypeCheck() { return std::make_unique<UnsupportedTypeCheck>(); }

} // namespace ampclang
