// amp-integer-literal-range: an integer literal in amp code must fit a 32-bit integer type.
#include "checks/AmpCheck.h"

#include "clang/AST/Expr.h"

using namespace clang;

namespace ampclang {
namespace {
/// Microsoft: in an amp-restricted function an integer constant must lie in
/// the range of a supported fundamental type (int, unsigned int, long and
/// unsigned long, all 32 bits there); the suffix does not matter, the value
/// does: `0x1234LL` is fine, `0x100000000` is an error.
class IntegerLiteralRangeCheck : public AmpCheck {
  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    const auto *Lit = dyn_cast<IntegerLiteral>(&S);
    if (!Lit || Lit->getValue().getActiveBits() <= 32)
      return;
    llvm::SmallString<24> Text;
    Lit->getValue().toStringUnsigned(Text);
    Ctx.report(AmpDiag::IntegerLiteralRange, Lit->getLocation()) << Text.str();
  }
};
} // namespace

std::unique_ptr<AmpCheck> createIntegerLiteralRangeCheck() { return std::make_unique<IntegerLiteralRangeCheck>(); }

} // namespace ampclang
