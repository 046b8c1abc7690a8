// amp-kernel-return-type: a kernel's operator() returns void; parallel_for_each
// has nowhere to put a value, and its results go through views and arrays.
#include "checks/AmpCheck.h"

#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {
class KernelReturnTypeCheck : public AmpCheck {
  void checkKernel(const KernelSite &K, CheckContext &Ctx) override {
    if (!K.CallOperator || K.CallOperator->getReturnType()->isVoidType() ||
        K.CallOperator->getReturnType()->isDependentType())
      return;
    SourceLocation Loc = K.KernelArg->getBeginLoc();
    if (!Reported.insert(Loc).second)
      return;
    Ctx.report(AmpDiag::KernelReturnType, Loc) << K.CallOperator->getReturnType();
    if (!K.Lambda)
      Ctx.report(AmpDiag::NoteDeclaredHere, K.CallOperator->getLocation()) << K.CallOperator;
  }
  llvm::DenseSet<SourceLocation> Reported;
};
} // namespace

std::unique_ptr<AmpCheck> createKernelReturnTypeCheck() { return std::make_unique<KernelReturnTypeCheck>(); }

} // namespace ampclang
