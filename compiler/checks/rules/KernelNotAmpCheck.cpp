// amp-kernel-not-amp: the kernel's operator() must be restrict(amp), or nothing can run on the accelerator.
#include "ast/Restriction.h"
#include "checks/AmpCheck.h"

#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {
class KernelNotAmpCheck : public AmpCheck {
  void checkKernel(const KernelSite &K, CheckContext &Ctx) override {
    if (!K.CallOperator || isAmp(*K.CallOperator))
      return;
    SourceLocation Loc = K.KernelArg->getBeginLoc();
    if (!Reported.insert(Loc).second)
      return;
    Ctx.report(AmpDiag::KernelNotAmp, Loc);
    if (!K.Lambda)
      Ctx.report(AmpDiag::NoteDeclaredHere, K.CallOperator->getLocation()) << K.CallOperator;
  }
  llvm::DenseSet<SourceLocation> Reported;
};
} // namespace

std::unique_ptr<AmpCheck> createKernelNotAmpCheck() { return std::make_unique<KernelNotAmpCheck>(); }

} // namespace ampclang
