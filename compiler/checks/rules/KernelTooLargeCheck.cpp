// amp-kernel-too-large: a kernel's captured data may take at most 16,384 bytes (the constant-buffer limit).
#include "ast/CaptureLayout.h"
#include "checks/AmpCheck.h"
#include "checks/KernelReach.h"

#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/DenseSet.h"

#include <algorithm>

using namespace clang;

namespace ampclang {
namespace {
constexpr uint64_t MaxCaptureBytes = 16384;

struct Piece {
  const ValueDecl *Var;
  SourceLocation Loc;
  uint64_t Size;
};

class KernelTooLargeCheck : public AmpCheck {
  void checkKernel(const KernelSite &K, CheckContext &Ctx) override {
    uint64_t Total = 0;
    std::vector<Piece> Pieces;
    if (K.Lambda) {
      CaptureLayout L = computeCaptureLayout(K, Ctx.AST);
      Total = L.CapturedBytes;
      for (const CaptureSlot &S : L.Slots)
        if (S.HolderSlot < 0) // a view held in a captured struct is counted with it
          Pieces.push_back({S.Var, S.Capture->getLocation(),
                          static_cast<uint64_t>(Ctx.AST.getTypeSizeInChars(S.Type).getQuantity())});
    } else if (K.KernelClass && K.KernelClass->hasDefinition() && !K.KernelClass->isDependentType()) {
      // A functor travels whole.
      Total = Ctx.AST.getTypeSizeInChars(Ctx.AST.getRecordType(K.KernelClass)).getQuantity();
      for (const FieldDecl *F : K.KernelClass->fields())
        if (!F->getType()->isDependentType() && !F->getType()->isIncompleteType())
          Pieces.push_back({F, F->getLocation(), static_cast<uint64_t>(Ctx.AST.getTypeSizeInChars(F->getType()).getQuantity())});
    }
    if (Total <= MaxCaptureBytes || !Reported.insert(kernelLoc(K)).second)
      return;
    Ctx.report(AmpDiag::KernelTooLarge, kernelLoc(K)) << static_cast<unsigned>(Total);
    std::stable_sort(Pieces.begin(), Pieces.end(), [](const Piece &A, const Piece &B) { return A.Size > B.Size; });
    for (size_t I = 0; I < Pieces.size() && I < 3; ++I)
      Ctx.report(AmpDiag::NoteCaptureSize, Pieces[I].Loc) << Pieces[I].Var << static_cast<unsigned>(Pieces[I].Size);
  }
  llvm::DenseSet<SourceLocation> Reported;
};
} // namespace

std::unique_ptr<AmpCheck> createKernelTooLargeCheck() { return std::make_unique<KernelTooLargeCheck>(); }

} // namespace ampclang
