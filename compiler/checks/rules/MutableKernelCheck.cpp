// amp-mutable-kernel: kernels are const; a `mutable` lambda or a non-const functor operator() is rejected.
#include "checks/AmpCheck.h"
#include "checks/KernelReach.h"

#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {
/// The `mutable` keyword between a lambda's parameter list and its body.
static SourceLocation findMutable(const LambdaExpr &L, ASTContext &AST) {
  const SourceManager &SM = AST.getSourceManager();
  SourceLocation From = L.getIntroducerRange().getEnd();
  if (const TypeSourceInfo *TSI = L.getCallOperator()->getTypeSourceInfo())
    if (auto FTL = TSI->getTypeLoc().getAsAdjusted<FunctionProtoTypeLoc>())
      From = FTL.getRParenLoc();
  SourceLocation Body = L.getBody()->getBeginLoc();
  if (From.isInvalid() || From.isMacroID() || Body.isMacroID())
    return L.getBeginLoc();
  while (true) {
    std::optional<Token> Tok = Lexer::findNextToken(From, SM, AST.getLangOpts());
    if (!Tok || Tok->is(tok::eof) || !SM.isBeforeInTranslationUnit(Tok->getLocation(), Body))
      return L.getBeginLoc();
    if (Tok->is(tok::raw_identifier) && Tok->getRawIdentifier() == "mutable")
      return Tok->getLocation();
    From = Tok->getLocation();
  }
}

class MutableKernelCheck : public AmpCheck {
  void checkKernel(const KernelSite &K, CheckContext &Ctx) override {
    if (!K.CallOperator || K.CallOperator->isConst() || K.CallOperator->isStatic())
      return;
    if (K.Lambda) {
      SourceLocation Loc = findMutable(*K.Lambda, Ctx.AST);
      if (Reported.insert(Loc).second)
        Ctx.report(AmpDiag::MutableKernel, Loc) << 0;
      return;
    }
    SourceLocation Loc = K.CallOperator->getLocation();
    if (!Reported.insert(Loc).second)
      return; // one error per functor, at its operator()
    Ctx.report(AmpDiag::MutableKernel, Loc) << 1;
    Ctx.report(AmpDiag::NoteKernelHere, kernelLoc(K));
  }
  llvm::DenseSet<SourceLocation> Reported;
};
} // namespace

std::unique_ptr<AmpCheck> createMutableKernelCheck() { return std::make_unique<MutableKernelCheck>(); }

} // namespace ampclang
