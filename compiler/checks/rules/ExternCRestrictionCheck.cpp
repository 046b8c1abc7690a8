// amp-extern-c-restriction: an extern "C" function cannot be restrict(cpu, amp).
#include "ast/Restriction.h"
#include "checks/AmpCheck.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace ampclang {
namespace {

/// Microsoft: a function with several restriction specifiers has one symbol
/// per restriction, which C linkage (no decorated name) cannot give it; an
/// extern "C" function may be restrict(cpu) or restrict(amp), not both.
class Finder : public RecursiveASTVisitor<Finder> {
public:
  explicit Finder(CheckContext &Ctx) : Ctx(Ctx) {}
  bool TraverseDecl(Decl *D) { return (D && isLibraryOrSystemDecl(*D)) || RecursiveASTVisitor::TraverseDecl(D); }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isImplicit() || !FD->isExternC())
      return true;
    Restriction R = getWrittenRestriction(*FD);
    if (R.Explicit && R.Cpu && R.Amp)
      Ctx.report(AmpDiag::ExternCRestriction, FD->getLocation()) << FD;
    return true;
  }

private:
  CheckContext &Ctx;
};

class ExternCRestrictionCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createExternCRestrictionCheck() { return std::make_unique<ExternCRestrictionCheck>(); }

} // namespace ampclang
