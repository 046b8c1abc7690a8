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
    // A declaration that writes no restriction is restrict(cpu), as C++ AMP
    // defines it: `int f() restrict(cpu, amp);` then `int f() { ... }` is a
    // mismatch (Microsoft: C3935, or C2511 for a member defined out of class),
    // not a definition of the first. Each declaration is compared with the first.
    llvm::SmallVector<const FunctionDecl *, 4> Decls;
    bool AnyWritten = false;
    for (const FunctionDecl *D : FD->redecls())
      if (!D->isImplicit() && !isInstantiation(*D)) {
        Decls.push_back(D);
        AnyWritten |= getWrittenRestriction(*D).Explicit;
      }
    if (!AnyWritten)
      return true;
    llvm::sort(Decls, [&](const FunctionDecl *A, const FunctionDecl *B) {
      return SM.isBeforeInTranslationUnit(A->getLocation(), B->getLocation());
    });
    Restriction First = getWrittenRestriction(*Decls[0]);
    for (size_t I = 1; I < Decls.size(); ++I) {
      Restriction Here = getWrittenRestriction(*Decls[I]);
      if (First.Cpu == Here.Cpu && First.Amp == Here.Amp)
        continue;
      Ctx.report(AmpDiag::RestrictionMismatch, Decls[I]->getLocation())
          << Decls[I] << spelling(Here) << spelling(First);
      Ctx.report(AmpDiag::NoteDeclaredHere, Decls[0]->getLocation()) << Decls[0];
    }
    return true;
  }

private:
  /// Instantiations and explicit instantiations repeat their pattern's restriction.
  static bool isInstantiation(const FunctionDecl &D) {
    TemplateSpecializationKind K = D.getTemplateSpecializationKind();
    return K == TSK_ImplicitInstantiation || K == TSK_ExplicitInstantiationDeclaration ||
           K == TSK_ExplicitInstantiationDefinition;
  }
  static std::string spelling(const Restriction &R) {
    return R.Explicit ? R.spelling() : "without a restriction (restrict(cpu))";
  }

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
