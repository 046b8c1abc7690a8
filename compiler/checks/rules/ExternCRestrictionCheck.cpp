// amp-extern-c-restriction: an extern "C" function cannot be restrict(cpu, amp).
#include "checks/UserDeclVisitor.h"

using namespace clang;

namespace ampclang {
namespace {

/// Microsoft: a function with several restriction specifiers has one symbol
/// per restriction, which C linkage (no decorated name) cannot give it; an
/// extern "C" function may be restrict(cpu) or restrict(amp), not both.
class Finder : public UserDeclVisitor<Finder> {
public:
  using UserDeclVisitor::UserDeclVisitor;

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isImplicit() || !FD->isExternC())
      return true;
    Restriction R = getWrittenRestriction(*FD);
    if (R.Explicit && R.Cpu && R.Amp)
      Ctx.report(AmpDiag::ExternCRestriction, FD->getLocation()) << FD;
    return true;
  }
};

class ExternCRestrictionCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createExternCRestrictionCheck() { return std::make_unique<ExternCRestrictionCheck>(); }

} // namespace ampclang
