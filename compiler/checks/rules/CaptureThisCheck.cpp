// amp-capture-this: an amp lambda (a kernel or not) may not capture `this`.
#include "checks/AmpCheck.h"
#include "checks/AmpLambdas.h"

#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {
class CaptureThisCheck : public AmpCheck {
  void checkKernel(const KernelSite &K, CheckContext &Ctx) override {
    if (K.Lambda)
      checkCaptures(K.Lambda->captures(), 0, Ctx);
  }
  // On the host `this` is a host pointer; in amp code a pointer member of a
  // closure, which amp classes cannot have (Microsoft's C3590).
  void checkTranslationUnit(CheckContext &Ctx) override {
    for (const CXXRecordDecl *Closure : nonKernelAmpLambdas(Ctx))
      checkCaptures(Closure->captures(), 1, Ctx);
  }

  template <typename Range> void checkCaptures(Range Captures, int Kind, CheckContext &Ctx) {
    // [*this] copies the object, as a functor would be: fine.
    for (const LambdaCapture &C : Captures)
      if (C.getCaptureKind() == LCK_This && Reported.insert(C.getLocation()).second)
        Ctx.report(AmpDiag::CaptureThis, C.getLocation()) << Kind;
  }
  llvm::DenseSet<SourceLocation> Reported;
};
} // namespace

std::unique_ptr<AmpCheck> createCaptureThisCheck() { return std::make_unique<CaptureThisCheck>(); }

} // namespace ampclang
