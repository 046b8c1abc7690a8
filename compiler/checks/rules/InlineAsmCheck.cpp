// amp-inline-asm: inline assembly has no meaning on the accelerator.
#include "checks/AmpCheck.h"

#include "clang/AST/Stmt.h"

using namespace clang;

namespace ampclang {
namespace {
class InlineAsmCheck : public AmpCheck {
  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    if (const auto *Asm = dyn_cast<AsmStmt>(&S))
      Ctx.report(AmpDiag::InlineAsm, Asm->getAsmLoc());
  }
};
} // namespace

std::unique_ptr<AmpCheck> createInlineAsmCheck() { return std::make_unique<InlineAsmCheck>(); }

} // namespace ampclang
