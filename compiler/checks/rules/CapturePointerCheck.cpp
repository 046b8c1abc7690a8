// amp-capture-pointer: a host pointer captured by a kernel points nowhere on the accelerator.
#include "checks/AmpCheck.h"

#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {
class CapturePointerCheck : public AmpCheck {
  void checkKernel(const KernelSite &K, CheckContext &Ctx) override {
    if (!K.Lambda)
      return; // a functor's pointer members are amp-pointer-member's
    for (const LambdaCapture &C : K.Lambda->captures()) {
      if (!C.capturesVariable() || C.getCaptureKind() != LCK_ByCopy)
        continue;
      const ValueDecl *V = C.getCapturedVar();
      QualType T = V->getType().getNonReferenceType();
      if (!(T->isPointerType() || T->isMemberPointerType()) || !Reported.insert(C.getLocation()).second)
        continue;
      Ctx.report(AmpDiag::CapturePointer, C.getLocation()) << V;
      if (const auto *VD = dyn_cast<VarDecl>(V); !VD || !VD->isInitCapture()) // else the capture declares it
        Ctx.report(AmpDiag::NoteDeclaredHere, V->getLocation()) << V;
    }
  }
  llvm::DenseSet<SourceLocation> Reported;
};
} // namespace

std::unique_ptr<AmpCheck> createCapturePointerCheck() { return std::make_unique<CapturePointerCheck>(); }

} // namespace ampclang
