// amp-capture-by-reference: amp lambdas (kernels or not) capture by value,
// except concurrency::array and textures.
#include "checks/AmpCheck.h"
#include "checks/AmpLambdas.h"


using namespace clang;

namespace ampclang {
namespace {
class CaptureByReferenceCheck : public LambdaCaptureCheck {
  // A functor's reference members are amp-pointer-member's.
  void checkCapture(const LambdaCapture &C, int Kind, CheckContext &Ctx) override {
    if (!C.capturesVariable())
      return;
    const ValueDecl *V = C.getCapturedVar();
    // [&r = x] is a by-copy capture of a reference.
    bool ByRef = C.getCaptureKind() == LCK_ByRef ||
                 (isa<VarDecl>(V) && cast<VarDecl>(V)->isInitCapture() && V->getType()->isReferenceType());
    if (!ByRef)
      return;
    // A host reference does not exist on the accelerator; array and texture
    // objects name device memory, so a reference to them is what the runtime binds.
    llvm::StringRef Amp = ampClassName(V->getType().getNonReferenceType());
    if (Amp == "array" || Amp == "texture" || Amp == "writeonly_texture_view" || !firstAt(C.getLocation()))
      return;
    Ctx.report(AmpDiag::CaptureByReference, C.getLocation()) << V << Kind;
    if (const auto *VD = dyn_cast<VarDecl>(V); !VD || !VD->isInitCapture()) // else the capture declares it
      Ctx.report(AmpDiag::NoteDeclaredHere, V->getLocation()) << V;
  }
};
} // namespace

std::unique_ptr<AmpCheck> createCaptureByReferenceCheck() { return std::make_unique<CaptureByReferenceCheck>(); }

} // namespace ampclang
