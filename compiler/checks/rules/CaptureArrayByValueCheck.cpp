// amp-capture-array-by-value: concurrency::array is device storage; copying it into a kernel is not allowed.
#include "checks/AmpCheck.h"
#include "checks/AmpLambdas.h"

#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {
class CaptureArrayByValueCheck : public AmpCheck {
  void checkKernel(const KernelSite &K, CheckContext &Ctx) override {
    if (K.Lambda) {
      checkCaptures(K.Lambda->captures(), 0, Ctx);
      return;
    }
    // A functor holds its data members by value: an array member is a copy.
    if (K.KernelClass && K.KernelClass->hasDefinition())
      for (const FieldDecl *F : K.KernelClass->fields())
        if (!F->getType()->isReferenceType() && ampClassName(F->getType()) == "array")
          report(F->getLocation(), F, 0, Ctx);
  }
  // An amp lambda in amp code copies an array just as a kernel would.
  void checkTranslationUnit(CheckContext &Ctx) override {
    for (const CXXRecordDecl *Closure : nonKernelAmpLambdas(Ctx))
      checkCaptures(Closure->captures(), 1, Ctx);
  }

  template <typename Range> void checkCaptures(Range Captures, int Kind, CheckContext &Ctx) {
    for (const LambdaCapture &C : Captures) {
      if (!C.capturesVariable() || C.getCaptureKind() != LCK_ByCopy)
        continue;
      const ValueDecl *V = C.getCapturedVar();
      if (const auto *VD = dyn_cast<VarDecl>(V); VD && VD->isInitCapture() && VD->getType()->isReferenceType())
        continue; // [&a = arr] binds a reference
      if (ampClassName(V->getType().getNonReferenceType()) == "array")
        report(C.getLocation(), V, Kind, Ctx);
    }
  }

  void report(SourceLocation Loc, const ValueDecl *V, int Kind, CheckContext &Ctx) {
    if (!Reported.insert(Loc).second)
      return;
    Ctx.report(AmpDiag::CaptureArrayByValue, Loc) << V << Kind;
    if (V->getLocation() != Loc)
      Ctx.report(AmpDiag::NoteDeclaredHere, V->getLocation()) << V;
  }
  llvm::DenseSet<SourceLocation> Reported;
};
} // namespace

std::unique_ptr<AmpCheck> createCaptureArrayByValueCheck() { return std::make_unique<CaptureArrayByValueCheck>(); }

} // namespace ampclang
