// amp-tile-static-size: the tile_static variables of one kernel (and what it calls) share 32 KB.
#include "ast/Restriction.h"
#include "checks/AmpCheck.h"
#include "checks/KernelReach.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <algorithm>

using namespace clang;

namespace ampclang {
namespace {
constexpr uint64_t MaxTileStaticBytes = 32768;

class TileStaticSizeCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override {
    llvm::SmallPtrSet<const FunctionDecl *, 16> InKernels;
    llvm::DenseSet<SourceLocation> Reported;
    for (const KernelSite &K : Ctx.Kernels) {
      if (!K.CallOperator || !K.CallOperator->getDefinition())
        continue;
      std::vector<const FunctionDecl *> Fns = reachableFunctions(*K.CallOperator->getDefinition());
      InKernels.insert(Fns.begin(), Fns.end());
      if (Reported.insert(kernelLoc(K)).second)
        check(Fns, kernelLoc(K), Ctx);
    }
    // amp functions no kernel of this file reaches are judged on their own.
    for (const FunctionDecl *Fn : Ctx.AmpFunctions)
      if (!InKernels.count(Fn))
        check({Fn}, Fn->getLocation(), Ctx);
  }

  void check(const std::vector<const FunctionDecl *> &Fns, SourceLocation Loc, CheckContext &Ctx) {
    std::vector<std::pair<const VarDecl *, uint64_t>> Vars;
    uint64_t Total = 0;
    for (const FunctionDecl *Fn : Fns)
      for (const VarDecl *V : tileStaticVars(*Fn)) {
        if (V->getType()->isDependentType() || V->getType()->isIncompleteType())
          continue;
        uint64_t Size = Ctx.AST.getTypeSizeInChars(V->getType()).getQuantity();
        Vars.push_back({V, Size});
        Total += Size;
      }
    if (Total <= MaxTileStaticBytes)
      return;
    Ctx.report(AmpDiag::TileStaticSize, Loc) << static_cast<unsigned>(Total);
    std::stable_sort(Vars.begin(), Vars.end(), [](auto &A, auto &B) { return A.second > B.second; });
    for (size_t I = 0; I < Vars.size() && I < 3; ++I)
      Ctx.report(AmpDiag::NoteCaptureSize, Vars[I].first->getLocation()) << Vars[I].first << static_cast<unsigned>(Vars[I].second);
  }
};
} // namespace

std::unique_ptr<AmpCheck> createTileStaticSizeCheck() { return std::make_unique<TileStaticSizeCheck>(); }

} // namespace ampclang
