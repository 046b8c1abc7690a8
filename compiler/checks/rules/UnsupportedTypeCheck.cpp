// amp-unsupported-type: short, long long, long double, wchar_t and the like, and amp.h's host-only
// classes (accelerator, accelerator_view, completion_future, the exceptions).
#include "checks/TypeUseCheck.h"
#include "ast/Restriction.h"

#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/StringSet.h"

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

/// amp.h's classes that live on the host only: no amp code may hold one, not
/// even through a pointer or reference (they are not amp-compatible).
const char *reasonFor(const CXXRecordDecl &RD) {
  if (!isAmpLibraryDecl(RD) || !RD.getIdentifier())
    return nullptr;
  static const llvm::StringSet<> HostOnly = {
      "accelerator",           "accelerator_view", "completion_future",      "runtime_exception",
      "out_of_memory",         "invalid_compute_domain", "unsupported_feature", "accelerator_view_removed",
      "scoped_d3d_access_lock"};
  return HostOnly.contains(RD.getName())
             ? "it is host API of concurrency (accelerators, their views, futures and exceptions live on the host)"
             : nullptr;
}

class UnsupportedTypeCheck : public TypeUseCheck {
  void checkType(QualType T, SourceLocation Loc, CheckContext &Ctx) override {
    anyComponentType(T, [&](QualType C) {
      const auto *B = builtinOrEnumUnderlying(C);
      const CXXRecordDecl *RD = C.getCanonicalType()->getAsCXXRecordDecl();
      const char *Reason = B ? reasonFor(*B) : RD ? reasonFor(*RD) : nullptr;
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
