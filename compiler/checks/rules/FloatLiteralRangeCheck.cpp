// amp-float-literal-range: a floating literal above the largest finite value of its type.
#include "checks/AmpCheck.h"

#include "clang/Basic/SourceManager.h"
#include "clang/AST/Expr.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/APFloat.h"

using namespace clang;

namespace ampclang {
namespace {
/// Clang rounds 3.402823467e+38f to FLT_MAX without a word; Microsoft's
/// compiler rejects it (error C2177): it reads the literal as a double, which
/// must not overflow and, for a float, must not exceed FLT_MAX.
class FloatLiteralRangeCheck : public AmpCheck {
  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    const auto *Lit = dyn_cast<FloatingLiteral>(&S);
    if (!Lit)
      return;
    const SourceManager &SM = Ctx.AST.getSourceManager();
    SourceLocation Loc = SM.getSpellingLoc(Lit->getLocation());
    llvm::StringRef Text = Lexer::getSourceText(CharSourceRange::getTokenRange(Loc), SM, Ctx.AST.getLangOpts());
    Text = Text.rtrim("fFlL");
    std::string Digits;
    for (char C : Text)
      if (C != '\'')
        Digits += C;
    // Microsoft's long double is a double: 1e400L overflows it too.
    const llvm::fltSemantics &Type = Lit->getType()->isSpecificBuiltinType(BuiltinType::LongDouble)
                                         ? llvm::APFloat::IEEEdouble()
                                         : Lit->getSemantics();
    if ((&Type != &llvm::APFloat::IEEEsingle() && &Type != &llvm::APFloat::IEEEdouble()) || Digits.empty())
      return;
    // Read as a double first: too large when that overflows or, for a
    // float, exceeds FLT_MAX (a double literal that rounds to DBL_MAX is fine).
    llvm::APFloat Value(llvm::APFloat::IEEEdouble());
    auto Status = Value.convertFromString(Digits, llvm::APFloat::rmNearestTiesToEven);
    if (!Status) {
      llvm::consumeError(Status.takeError());
      return;
    }
    llvm::APFloat Max = llvm::APFloat::getLargest(Type);
    bool LosesInfo = false;
    Max.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven, &LosesInfo);
    if (Value.isInfinity() || Value.compare(Max) == llvm::APFloat::cmpGreaterThan)
      Ctx.report(AmpDiag::FloatLiteralRange, Lit->getLocation()) << Text << Lit->getType();
  }
};
} // namespace

std::unique_ptr<AmpCheck> createFloatLiteralRangeCheck() { return std::make_unique<FloatLiteralRangeCheck>(); }

} // namespace ampclang
