// amp-tile-static-untiled: tile_static memory exists only in kernels launched over a tiled_extent.
#include "ast/Restriction.h"
#include "checks/AmpCheck.h"
#include "checks/KernelReach.h"

#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {
class TileStaticUntiledCheck : public AmpCheck {
  void checkKernel(const KernelSite &K, CheckContext &Ctx) override {
    if (K.Tiled || !K.CallOperator || !K.CallOperator->hasBody())
      return;
    // The kernel and every function it calls: they all run without tiles.
    for (const FunctionDecl *Fn : reachableFunctions(*K.CallOperator->getDefinition())) {
      for (const VarDecl *V : tileStaticVars(*Fn)) {
        if (!Reported.insert({V->getLocation(), kernelLoc(K)}).second)
          continue;
        Ctx.report(AmpDiag::TileStaticUntiled, V->getLocation()) << V;
        Ctx.report(AmpDiag::NoteKernelHere, kernelLoc(K));
      }
    }
  }
  llvm::DenseSet<std::pair<SourceLocation, SourceLocation>> Reported;
};
} // namespace

std::unique_ptr<AmpCheck> createTileStaticUntiledCheck() { return std::make_unique<TileStaticUntiledCheck>(); }

} // namespace ampclang
