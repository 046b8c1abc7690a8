// amp-capture-array-by-value: concurrency::array is device storage; copying it into a kernel is not allowed.
#include "checks/AmpCheck.h"

#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {
class CaptureArrayByValueCheck : public AmpCheck {
  void checkKernel(const KernelSite &K, CheckContext &Ctx) override {
    if (K.Lambda) {
      for (const LambdaCapture &C : K.Lambda->captures()) {
        if (!C.capturesVariable() || C.getCaptureKind() != LCK_ByCopy)
          continue;
        const ValueDecl *V = C.getCapturedVar();
        if (const auto *VD = dyn_cast<VarDecl>(V); VD && VD->isInitCapture() && VD->getType()->isReferenceType())
          continue; // [&a = arr] binds a reference
        if (ampClassName(V->getType().getNonReferenceType()) == "array")
          report(C.getLocation(), V, Ctx);
      }
      return;
    }
    // A functor holds its data members by value: an array member is a copy.
    if (K.KernelClass && K.KernelClass->hasDefinition())
      for (const FieldDecl *F : K.KernelClass->fields())
        if (!F->getType()->isReferenceType() && ampClassName(F->getType()) == "array")
          report(F->getLocation(), F, Ctx);
  }

  void report(SourceLocation Loc, const ValueDecl *V, CheckContext &Ctx) {
    if (!Reported.insert(Loc).second)
      return;
    Ctx.report(AmpDiag::CaptureArrayByValue, Loc) << V;
    if (V->getLocation() != Loc)
      Ctx.report(AmpDiag::NoteDeclaredHere, V->getLocation()) << V;
  }
  llvm::DenseSet<SourceLocation> Reported;
};
} // namespace

std::unique_ptr<AmpCheck> createCaptureArrayByValueCheck() { return std::make_unique<CaptureArrayByValueCheck>(); }

} // namespace ampclang
