// amp-capture-array-by-value: concurrency::array and texture are device
// storage; copying one into a kernel is not allowed (views are copied instead).
#include "checks/AmpCheck.h"
#include "checks/AmpLambdas.h"

#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace ampclang {
namespace {
/// 0 for concurrency::array, 1 for texture, -1 for anything else.
int storageKind(QualType T) {
  llvm::StringRef Amp = ampClassName(T);
  return Amp == "array" ? 0 : Amp == "texture" ? 1 : -1;
}

/// A concurrency::array (or texture) held by value in \p T, a class captured by copy (in
/// a member, a member's member or a base), which the capture copies too.
const FieldDecl *arrayHeldByValue(QualType T) {
  const auto *RD = T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || !ampClassName(T).empty())
    return nullptr;
  for (const FieldDecl *F : RD->fields()) {
    if (F->getType()->isReferenceType())
      continue;
    if (storageKind(F->getType()) >= 0)
      return F;
    if (const FieldDecl *Inner = arrayHeldByValue(F->getType()))
      return Inner;
  }
  for (const CXXBaseSpecifier &B : RD->bases())
    if (const FieldDecl *Inner = arrayHeldByValue(B.getType()))
      return Inner;
  return nullptr;
}

class CaptureArrayByValueCheck : public LambdaCaptureCheck {
  // A functor holds its data members by value: an array member is a copy.
  void checkFunctorKernel(const KernelSite &K, CheckContext &Ctx) override {
    if (!K.KernelClass || !K.KernelClass->hasDefinition())
      return;
    for (const FieldDecl *F : K.KernelClass->fields()) {
      if (F->getType()->isReferenceType())
        continue;
      if (storageKind(F->getType()) >= 0)
        report(F->getLocation(), F, 0, Ctx);
      else if (const FieldDecl *Inner = arrayHeldByValue(F->getType()))
        report(F->getLocation(), Inner, 0, Ctx);
    }
  }
  // An amp lambda in amp code copies an array just as a kernel would.
  void checkCapture(const LambdaCapture &C, int Kind, CheckContext &Ctx) override {
    if (!C.capturesVariable() || C.getCaptureKind() != LCK_ByCopy)
      return;
    const ValueDecl *V = C.getCapturedVar();
    if (const auto *VD = dyn_cast<VarDecl>(V); VD && VD->isInitCapture() && VD->getType()->isReferenceType())
      return; // [&a = arr] binds a reference
    if (storageKind(V->getType().getNonReferenceType()) >= 0)
      report(C.getLocation(), V, Kind, Ctx);
    else if (const FieldDecl *F = arrayHeldByValue(V->getType().getNonReferenceType()))
      report(C.getLocation(), F, Kind, Ctx);
  }

  void report(SourceLocation Loc, const ValueDecl *V, int Kind, CheckContext &Ctx) {
    if (!firstAt(Loc))
      return;
    Ctx.report(AmpDiag::CaptureArrayByValue, Loc)
        << V << Kind << storageKind(V->getType().getNonReferenceType().getUnqualifiedType());
    if (V->getLocation() != Loc)
      Ctx.report(AmpDiag::NoteDeclaredHere, V->getLocation()) << V;
  }
};
} // namespace

std::unique_ptr<AmpCheck> createCaptureArrayByValueCheck() { return std::make_unique<CaptureArrayByValueCheck>(); }

} // namespace ampclang
