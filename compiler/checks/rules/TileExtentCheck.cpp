// amp-tile-extent: a launched tile has at most 1,024 threads, and a rank-3 tile at most 64 in dimension 0.
#include "ast/Restriction.h"
#include "checks/AmpCheck.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"

#include <string>

using namespace clang;

namespace ampclang {
namespace {
// C++ AMP v1.2 (the Direct3D 11 compute limits): D0*D1*D2 <= 1024 threads, and
// for rank 3 the most significant dimension (Direct3D's z) <= 64.
constexpr int MaxTileThreads = 1024, MaxRank3Dim0 = 64;

/// Reports a bad tile of type \p T (a tiled_extent specialisation) at \p Loc.
static void checkTile(QualType T, SourceLocation Loc, CheckContext &Ctx, llvm::DenseSet<SourceLocation> &Reported) {
  int D[3] = {ampTemplateInt(T, 0), ampTemplateInt(T, 1), ampTemplateInt(T, 2)};
  int Rank = D[1] == 0 ? 1 : D[2] == 0 ? 2 : 3;
  long long Threads = 1;
  std::string Spelling = "<";
  for (int I = 0; I < Rank; ++I) {
    Threads *= D[I];
    Spelling += (I ? ", " : "") + std::to_string(D[I]);
  }
  Spelling += ">";
  bool TooMany = Threads > MaxTileThreads;
  bool Dim0 = Rank == 3 && D[0] > MaxRank3Dim0;
  if (!(TooMany || Dim0) || !Reported.insert(Loc).second)
    return;
  if (TooMany)
    Ctx.report(AmpDiag::TileExtent, Loc) << Spelling << static_cast<int>(Threads) << 0;
  else
    Ctx.report(AmpDiag::TileExtent, Loc) << Spelling << D[0] << 1;
}

/// extent::tile<...>().
static bool isTileCall(const CXXMemberCallExpr &Call) {
  const CXXMethodDecl *M = Call.getMethodDecl();
  return M && M->getIdentifier() && M->getName() == "tile" && ampClassName(M->getParent()) == "extent";
}

class TileExtentCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override {
    // Only a launch is bound by the limits (Microsoft's amp.h asserts them in
    // parallel_for_each): a tiled_extent that is never launched may be of any size.
    llvm::DenseSet<SourceLocation> Reported;
    for (const KernelSite &K : Ctx.Kernels) {
      if (!K.Tiled || !K.Domain)
        continue;
      // A domain built by tile() in the call is reported at the tile() call.
      const Expr *Domain = K.Domain->IgnoreImplicit()->IgnoreParens();
      if (const auto *Copy = dyn_cast<CXXConstructExpr>(Domain); Copy && Copy->getNumArgs() == 1)
        Domain = Copy->getArg(0)->IgnoreImplicit()->IgnoreParens();
      SourceLocation Loc = K.Domain->getBeginLoc();
      if (const auto *Call = dyn_cast<CXXMemberCallExpr>(Domain); Call && isTileCall(*Call))
        Loc = Call->getExprLoc();
      checkTile(K.Domain->getType(), Loc, Ctx, Reported);
    }
  }
};
} // namespace

std::unique_ptr<AmpCheck> createTileExtentCheck() { return std::make_unique<TileExtentCheck>(); }

} // namespace ampclang
