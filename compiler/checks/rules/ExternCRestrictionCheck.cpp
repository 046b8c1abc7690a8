// amp-extern-c-restriction: an extern "C" function cannot be restrict(cpu, amp),
// nor overloaded on restriction.
#include "checks/UserDeclVisitor.h"

using namespace clang;

namespace ampclang {
namespace {

/// Microsoft: a function with several restriction specifiers has one symbol
/// per restriction, which C linkage (no decorated name) cannot give it; an
/// extern "C" function may be restrict(cpu) or restrict(amp), not both, and
/// not a restrict(cpu) and a restrict(amp) overload of one name either
/// (Microsoft: C2733). The front end sees such a pair as twins.
class Finder : public UserDeclVisitor<Finder> {
public:
  using UserDeclVisitor::UserDeclVisitor;

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isImplicit() || !FD->isExternC())
      return true;
    Restriction R = getWrittenRestriction(*FD);
    if (R.Explicit && R.Cpu && R.Amp)
      Ctx.report(AmpDiag::ExternCRestriction, FD->getLocation()) << FD << 0;
    else if (R.Explicit && FD->isFirstDecl() && Ctx.isRestrictionTwin(*FD))
      Ctx.report(AmpDiag::ExternCRestriction, FD->getLocation()) << FD << 1;
    return true;
  }
};

class ExternCRestrictionCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createExternCRestrictionCheck() { return std::make_unique<ExternCRestrictionCheck>(); }

} // namespace ampclang
