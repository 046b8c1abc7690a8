// amp-too-many-views: a kernel may bind at most 64 writable and 128 read-only array/array_view objects.
#include "checks/AmpCheck.h"
#include "checks/KernelReach.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {
// The D3D limits on unordered-access (writable) and shader-resource (read-only) views.
constexpr uint64_t MaxWritable = 64, MaxReadOnly = 128;

struct ViewCount {
  uint64_t Writable = 0, ReadOnly = 0;
};

/// Adds the views \p T holds: itself, its C-array elements, or its members'.
static void countViews(QualType T, uint64_t Times, ViewCount &N, ASTContext &AST, unsigned Depth = 0) {
  T = T.getNonReferenceType().getCanonicalType();
  if (Depth > 16 || T->isDependentType())
    return;
  if (const auto *A = dyn_cast_or_null<ConstantArrayType>(AST.getAsArrayType(T))) {
    countViews(A->getElementType(), Times * A->getSize().getZExtValue(), N, AST, Depth + 1);
    return;
  }
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return;
  llvm::StringRef Amp = ampClassName(RD);
  if (Amp == "array" || Amp == "array_view") {
    const auto *Spec = cast<ClassTemplateSpecializationDecl>(RD);
    bool ReadOnly = Spec->getTemplateArgs()[0].getAsType().isConstQualified() ||
                    (Amp == "array" && T.isConstQualified());
    (ReadOnly ? N.ReadOnly : N.Writable) += Times;
    return;
  }
  if (!Amp.empty())
    return;
  for (const CXXBaseSpecifier &B : RD->bases())
    countViews(B.getType(), Times, N, AST, Depth + 1);
  for (const FieldDecl *F : RD->fields())
    countViews(F->getType(), Times, N, AST, Depth + 1);
}

class TooManyViewsCheck : public AmpCheck {
  void checkKernel(const KernelSite &K, CheckContext &Ctx) override {
    ViewCount N;
    if (K.Lambda) {
      for (const LambdaCapture &C : K.Lambda->captures())
        if (C.capturesVariable())
          countViews(C.getCapturedVar()->getType(), 1, N, Ctx.AST);
    } else if (K.KernelClass) {
      countViews(Ctx.AST.getRecordType(K.KernelClass), 1, N, Ctx.AST);
    }
    SourceLocation Loc = kernelLoc(K);
    if ((N.Writable <= MaxWritable && N.ReadOnly <= MaxReadOnly) || !Reported.insert(Loc).second)
      return;
    if (N.Writable > MaxWritable)
      Ctx.report(AmpDiag::TooManyViews, Loc) << static_cast<unsigned>(N.Writable) << 0 << static_cast<unsigned>(MaxWritable);
    if (N.ReadOnly > MaxReadOnly)
      Ctx.report(AmpDiag::TooManyViews, Loc) << static_cast<unsigned>(N.ReadOnly) << 1 << static_cast<unsigned>(MaxReadOnly);
  }
  llvm::DenseSet<SourceLocation> Reported;
};
} // namespace

std::unique_ptr<AmpCheck> createTooManyViewsCheck() { return std::make_unique<TooManyViewsCheck>(); }

} // namespace ampclang
