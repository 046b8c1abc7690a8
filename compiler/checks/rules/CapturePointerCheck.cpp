// amp-capture-pointer: an amp lambda (a kernel, a lambda in amp code, a restrict(amp)
// lambda in cpu code) captures a pointer by value.
#include "ast/Restriction.h"
#include "checks/AmpCheck.h"
#include "checks/AmpLambdas.h"

#include "clang/AST/ExprCXX.h"

#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {
class CapturePointerCheck : public AmpCheck {
  void checkKernel(const KernelSite &K, CheckContext &Ctx) override {
    if (K.Lambda) // a functor's pointer members are amp-pointer-member's
      checkCaptures(K.Lambda->captures(), 0, Ctx);
  }
  // Any other amp lambda is a class of amp code: its captures are data
  // members, which may not be pointers either (Microsoft's C3596).
  void checkTranslationUnit(CheckContext &Ctx) override {
    for (const CXXRecordDecl *Closure : nonKernelAmpLambdas(Ctx))
      checkCaptures(Closure->captures(), 1, Ctx);
  }

  template <typename Range> void checkCaptures(Range Captures, int Kind, CheckContext &Ctx) {
    for (const LambdaCapture &C : Captures) {
      if (!C.capturesVariable() || C.getCaptureKind() != LCK_ByCopy)
        continue;
      const ValueDecl *V = C.getCapturedVar();
      QualType T = V->getType().getNonReferenceType();
      if (!(T->isPointerType() || T->isMemberPointerType()) || !Reported.insert(C.getLocation()).second)
        continue;
      Ctx.report(AmpDiag::CapturePointer, C.getLocation()) << V << Kind;
      if (const auto *VD = dyn_cast<VarDecl>(V); !VD || !VD->isInitCapture()) // else the capture declares it
        Ctx.report(AmpDiag::NoteDeclaredHere, V->getLocation()) << V;
    }
  }
  llvm::DenseSet<SourceLocation> Reported;
};
} // namespace

std::unique_ptr<AmpCheck> createCapturePointerCheck() { return std::make_unique<CapturePointerCheck>(); }

} // namespace ampclang
