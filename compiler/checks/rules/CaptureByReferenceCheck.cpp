// amp-capture-by-reference: amp lambdas (kernels or not) capture by value,
// except concurrency::array and textures.
#include "checks/AmpCheck.h"
#include "checks/AmpLambdas.h"

#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {
class CaptureByReferenceCheck : public AmpCheck {
  void checkKernel(const KernelSite &K, CheckContext &Ctx) override {
    if (K.Lambda) // a functor's reference members are amp-pointer-member's
      checkCaptures(K.Lambda->captures(), 0, Ctx);
  }
  void checkTranslationUnit(CheckContext &Ctx) override {
    for (const CXXRecordDecl *Closure : nonKernelAmpLambdas(Ctx))
      checkCaptures(Closure->captures(), 1, Ctx);
  }

  template <typename Range> void checkCaptures(Range Captures, int Kind, CheckContext &Ctx) {
    for (const LambdaCapture &C : Captures) {
      if (!C.capturesVariable())
        continue;
      const ValueDecl *V = C.getCapturedVar();
      // [&r = x] is a by-copy capture of a reference.
      bool ByRef = C.getCaptureKind() == LCK_ByRef ||
                   (isa<VarDecl>(V) && cast<VarDecl>(V)->isInitCapture() && V->getType()->isReferenceType());
      if (!ByRef)
        continue;
      // A host reference does not exist on the accelerator; array and texture
      // objects name device memory, so a reference to them is what the runtime binds.
      llvm::StringRef Amp = ampClassName(V->getType().getNonReferenceType());
      if (Amp == "array" || Amp == "texture" || Amp == "writeonly_texture_view")
        continue;
      if (!Reported.insert(C.getLocation()).second)
        continue; // the same lambda in another template instantiation
      Ctx.report(AmpDiag::CaptureByReference, C.getLocation()) << V << Kind;
      if (const auto *VD = dyn_cast<VarDecl>(V); !VD || !VD->isInitCapture()) // else the capture declares it
        Ctx.report(AmpDiag::NoteDeclaredHere, V->getLocation()) << V;
    }
  }
  llvm::DenseSet<SourceLocation> Reported;
};
} // namespace

std::unique_ptr<AmpCheck> createCaptureByReferenceCheck() { return std::make_unique<CaptureByReferenceCheck>(); }

} // namespace ampclang
