// amp-capture-pointer: an amp lambda (a kernel, a lambda in amp code, a restrict(amp)
// lambda in cpu code) captures a pointer by value.
#include "ast/Restriction.h"
#include "checks/AmpCheck.h"
#include "checks/AmpLambdas.h"

#include "clang/AST/ExprCXX.h"


using namespace clang;

namespace ampclang {
namespace {
class CapturePointerCheck : public LambdaCaptureCheck {
  // A functor's pointer members are amp-pointer-member's. An amp lambda
  // other than a kernel is a class of amp code: its captures are data
  // members, which may not be pointers either (Microsoft's C3596).
  void checkCapture(const LambdaCapture &C, int Kind, CheckContext &Ctx) override {
    if (!C.capturesVariable() || C.getCaptureKind() != LCK_ByCopy)
      return;
    const ValueDecl *V = C.getCapturedVar();
    QualType T = V->getType().getNonReferenceType();
    if (!(T->isPointerType() || T->isMemberPointerType()) || !firstAt(C.getLocation()))
      return;
    Ctx.report(AmpDiag::CapturePointer, C.getLocation()) << V << Kind;
    if (const auto *VD = dyn_cast<VarDecl>(V); !VD || !VD->isInitCapture()) // else the capture declares it
      Ctx.report(AmpDiag::NoteDeclaredHere, V->getLocation()) << V;
  }
};
} // namespace

std::unique_ptr<AmpCheck> createCapturePointerCheck() { return std::make_unique<CapturePointerCheck>(); }

} // namespace ampclang
