// amp-tile-extent: a tile has at most 1,024 threads, and a rank-3 tile at most 64 in dimension 0.
#include "ast/Restriction.h"
#include "checks/AmpCheck.h"

#include "clang/AST/RecursiveASTVisitor.h"
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

/// Finds extent::tile<...>() calls, wherever they are written.
class TileCalls : public RecursiveASTVisitor<TileCalls> {
public:
  TileCalls(CheckContext &Ctx, llvm::DenseSet<SourceLocation> &Reported) : Ctx(Ctx), Reported(Reported) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *Call) {
    const CXXMethodDecl *M = Call->getMethodDecl();
    if (!M || !M->getIdentifier() || M->getName() != "tile" || ampClassName(M->getParent()) != "extent" ||
        Call->getType()->isDependentType() || Ctx.AST.getSourceManager().isInSystemHeader(Call->getExprLoc()))
      return true;
    checkTile(Call->getType(), Call->getExprLoc(), Ctx, Reported);
    return true;
  }

private:
  CheckContext &Ctx;
  llvm::DenseSet<SourceLocation> &Reported;
};

class TileExtentCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override {
    llvm::DenseSet<SourceLocation> Reported;
    // A domain built by tile() is reported there; the call then says nothing more.
    TileCalls Finder(Ctx, Reported);
    Finder.TraverseDecl(Ctx.AST.getTranslationUnitDecl());
    for (const KernelSite &K : Ctx.Kernels) {
      if (!K.Tiled || !K.Domain)
        continue;
      const Expr *Domain = K.Domain->IgnoreImplicit()->IgnoreParens();
      if (const auto *Copy = dyn_cast<CXXConstructExpr>(Domain); Copy && Copy->getNumArgs() == 1)
        Domain = Copy->getArg(0)->IgnoreImplicit()->IgnoreParens();
      if (const auto *Call = dyn_cast<CXXMemberCallExpr>(Domain); Call && Reported.count(Call->getExprLoc()))
        continue;
      checkTile(K.Domain->getType(), K.Domain->getBeginLoc(), Ctx, Reported);
    }
  }
};
} // namespace

std::unique_ptr<AmpCheck> createTileExtentCheck() { return std::make_unique<TileExtentCheck>(); }

} // namespace ampclang
