// amp-goto: goto statements and labels are not allowed in amp code.
#include "checks/AmpCheck.h"

#include "clang/AST/Stmt.h"

using namespace clang;

namespace ampclang {
namespace {
class GotoCheck : public AmpCheck {
  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    if (const auto *Goto = dyn_cast<GotoStmt>(&S))
      Ctx.report(AmpDiag::Goto, Goto->getGotoLoc()) << 0 << "";
    else if (const auto *Goto = dyn_cast<IndirectGotoStmt>(&S))
      Ctx.report(AmpDiag::Goto, Goto->getGotoLoc()) << 0 << "";
    else if (const auto *Label = dyn_cast<LabelStmt>(&S))
      Ctx.report(AmpDiag::Goto, Label->getIdentLoc()) << 1 << Label->getDecl();
  }
};
} // namespace

std::unique_ptr<AmpCheck> createGotoCheck() { return std::make_unique<GotoCheck>(); }

} // namespace ampclang
