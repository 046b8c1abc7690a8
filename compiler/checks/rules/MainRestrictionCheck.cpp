// amp-main-restriction: `main` (and the other program entry points) is
// restrict(cpu) alone.
#include "checks/UserDeclVisitor.h"

using namespace clang;

namespace ampclang {
namespace {

/// Microsoft (C3934): a function that is any form of `main` cannot have
/// restriction specifiers other than restrict(cpu): the host starts the
/// program, and no accelerator can call it.
class Finder : public UserDeclVisitor<Finder> {
public:
  using UserDeclVisitor::UserDeclVisitor;

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isImplicit() || !(FD->isMain() || FD->isMSVCRTEntryPoint()))
      return true;
    if (getWrittenRestriction(*FD).Amp)
      Ctx.report(AmpDiag::MainRestriction, FD->getLocation()) << FD;
    return true;
  }
};

class MainRestrictionCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createMainRestrictionCheck() { return std::make_unique<MainRestrictionCheck>(); }

} // namespace ampclang
