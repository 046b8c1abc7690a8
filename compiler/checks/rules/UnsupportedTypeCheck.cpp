// amp-unsupported-type: short, long long, long double, wchar_t and the like, and amp.h's host-only
// classes (accelerator, accelerator_view, completion_future, the exceptions).
#include "checks/TypeUseCheck.h"
#include "ast/Restriction.h"


using namespace clang;

namespace ampclang {
namespace {
class UnsupportedTypeCheck : public TypeUseCheck {
  void checkType(QualType T, SourceLocation Loc, CheckContext &Ctx) override {
    anyComponentType(T, [&](QualType C) {
      const char *Reason = unsupportedTypeReason(C);
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
