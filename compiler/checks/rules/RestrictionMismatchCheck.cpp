// amp-restriction-mismatch: every declaration of a function must carry the same restriction.
#include "checks/UserDeclVisitor.h"
#include "ast/Restriction.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace ampclang {
namespace {

/// Compares the restrictions written on each function's declarations.
class RedeclComparer : public UserDeclVisitor<RedeclComparer> {
public:
  using UserDeclVisitor::UserDeclVisitor;

  bool VisitFunctionDecl(FunctionDecl *FD) {
    FD = FD->getCanonicalDecl();
    if (!Seen.insert(FD).second || FD->isImplicit() || isAmpLibraryDecl(*FD) ||
        SM.isInSystemHeader(FD->getLocation()) || Ctx.isRestrictionTwin(*FD))
      return true;
    // Declarations that write no restriction take the others' (C++ AMP infers
    // nothing from their silence); compare each written one with the first.
    llvm::SmallVector<const FunctionDecl *, 4> Written;
    for (const FunctionDecl *D : FD->redecls())
      if (getWrittenRestriction(*D).Explicit)
        Written.push_back(D);
    llvm::sort(Written, [&](const FunctionDecl *A, const FunctionDecl *B) {
      return SM.isBeforeInTranslationUnit(A->getLocation(), B->getLocation());
    });
    for (size_t I = 1; I < Written.size(); ++I) {
      Restriction First = getWrittenRestriction(*Written[0]);
      Restriction Here = getWrittenRestriction(*Written[I]);
      if (First.Cpu == Here.Cpu && First.Amp == Here.Amp)
        continue;
      Ctx.report(AmpDiag::RestrictionMismatch, Written[I]->getLocation())
          << Written[I] << Here.spelling() << First.spelling();
      Ctx.report(AmpDiag::NoteDeclaredHere, Written[0]->getLocation()) << Written[0];
    }
    return true;
  }

private:
  llvm::SmallPtrSet<const FunctionDecl *, 32> Seen;
};

class RestrictionMismatchCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override {
    RedeclComparer(Ctx).TraverseDecl(Ctx.AST.getTranslationUnitDecl());
  }
};
} // namespace

std::unique_ptr<AmpCheck> createRestrictionMismatchCheck() { return std::make_unique<RestrictionMismatchCheck>(); }

} // namespace ampclang
