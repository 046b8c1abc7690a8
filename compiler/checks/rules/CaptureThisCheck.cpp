// amp-capture-this: an amp lambda (a kernel or not) may not capture `this`.
#include "checks/AmpCheck.h"
#include "checks/AmpLambdas.h"


using namespace clang;

namespace ampclang {
namespace {
class CaptureThisCheck : public LambdaCaptureCheck {
  // On the host `this` is a host pointer; in amp code a pointer member of a
  // closure, which amp classes cannot have (Microsoft's C3590). [*this]
  // copies the object, as a functor would be: fine.
  void checkCapture(const LambdaCapture &C, int Kind, CheckContext &Ctx) override {
    if (C.getCaptureKind() == LCK_This && firstAt(C.getLocation()))
      Ctx.report(AmpDiag::CaptureThis, C.getLocation()) << Kind;
  }
};
} // namespace

std::unique_ptr<AmpCheck> createCaptureThisCheck() { return std::make_unique<CaptureThisCheck>(); }

} // namespace ampclang
