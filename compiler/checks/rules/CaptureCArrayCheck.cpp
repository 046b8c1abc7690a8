// amp-capture-c-array: a lambda kernel may not capture a C array by value (one inside a captured struct is fine).
#include "checks/AmpCheck.h"

#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {
class CaptureCArrayCheck : public AmpCheck {
  void checkKernel(const KernelSite &K, CheckContext &Ctx) override {
    if (!K.Lambda)
      return;
    for (const LambdaCapture &C : K.Lambda->captures()) {
      if (!C.capturesVariable() || C.getCaptureKind() != LCK_ByCopy)
        continue;
      const ValueDecl *V = C.getCapturedVar();
      // A captured reference to an array is copied as an array too.
      if (!V->getType().getNonReferenceType()->isArrayType() || !Reported.insert(C.getLocation()).second)
        continue;
      Ctx.report(AmpDiag::CaptureCArray, C.getLocation()) << V;
      Ctx.report(AmpDiag::NoteDeclaredHere, V->getLocation()) << V;
    }
  }
  llvm::DenseSet<SourceLocation> Reported;
};
} // namespace

std::unique_ptr<AmpCheck> createCaptureCArrayCheck() { return std::make_unique<CaptureCArrayCheck>(); }

} // namespace ampclang
