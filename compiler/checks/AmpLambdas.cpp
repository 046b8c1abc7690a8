#include "checks/AmpLambdas.h"

#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace ampclang {

std::vector<const CXXRecordDecl *> nonKernelAmpLambdas(const CheckContext &Ctx) {
  llvm::SmallPtrSet<const CXXRecordDecl *, 16> Seen;
  for (const KernelSite &K : Ctx.Kernels)
    if (K.KernelClass)
      Seen.insert(K.KernelClass);
  std::vector<const CXXRecordDecl *> Out;
  for (const FunctionDecl *FD : Ctx.AmpFunctions) {
    const auto *MD = dyn_cast<CXXMethodDecl>(FD);
    if (!MD || !MD->getParent()->isLambda())
      continue;
    // A generic lambda's call operators are instantiations of one class.
    if (Seen.insert(MD->getParent()).second)
      Out.push_back(MD->getParent());
  }
  return Out;
}

void LambdaCaptureCheck::checkKernel(const KernelSite &K, CheckContext &Ctx) {
  if (!K.Lambda) {
    checkFunctorKernel(K, Ctx);
    return;
  }
  for (const LambdaCapture &C : K.Lambda->captures())
    checkCapture(C, 0, Ctx);
}

void LambdaCaptureCheck::checkTranslationUnit(CheckContext &Ctx) {
  for (const CXXRecordDecl *Closure : nonKernelAmpLambdas(Ctx))
    for (const LambdaCapture &C : Closure->captures())
      checkCapture(C, 1, Ctx);
}

} // namespace ampclang
