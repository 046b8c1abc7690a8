// amp-capture-this: a kernel may not capture `this` (a host pointer).
#include "checks/AmpCheck.h"

#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {
class CaptureThisCheck : public AmpCheck {
  void checkKernel(const KernelSite &K, CheckContext &Ctx) override {
    if (!K.Lambda)
      return;
    // [*this] copies the object, as a functor would be: fine.
    for (const LambdaCapture &C : K.Lambda->captures())
      if (C.getCaptureKind() == LCK_This && Reported.insert(C.getLocation()).second)
        Ctx.report(AmpDiag::CaptureThis, C.getLocation());
  }
  llvm::DenseSet<SourceLocation> Reported;
};
} // namespace

std::unique_ptr<AmpCheck> createCaptureThisCheck() { return std::make_unique<CaptureThisCheck>(); }

} // namespace ampclang
