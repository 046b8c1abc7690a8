// amp-string-literal: string literals are arrays of char, which amp code cannot use, except as
// what direct3d_printf and direct3d_errorf print.
#include "checks/AmpCheck.h"
#include "ast/Restriction.h"
#include "checks/CallUse.h"

#include "clang/Basic/SourceManager.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace ampclang {
namespace {
class StringLiteralCheck : public AmpCheck {
  /// Strings that are no data: static_assert messages, asm operands.
  llvm::SmallPtrSet<const Stmt *, 4> Messages;

  void checkDecl(const Decl &D, const FunctionDecl &, CheckContext &) override {
    if (const auto *SA = dyn_cast<StaticAssertDecl>(&D))
      if (const Expr *Message = SA->getMessage())
        Messages.insert(Message->IgnoreParenImpCasts());
  }

  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    // An asm statement's strings are amp-inline-asm's business.
    if (const auto *Asm = dyn_cast<GCCAsmStmt>(&S)) {
      Messages.insert(Asm->getAsmString());
      for (unsigned I = 0; I < Asm->getNumOutputs(); ++I)
        Messages.insert(Asm->getOutputConstraintLiteral(I));
      for (unsigned I = 0; I < Asm->getNumInputs(); ++I)
        Messages.insert(Asm->getInputConstraintLiteral(I));
      for (unsigned I = 0; I < Asm->getNumClobbers(); ++I)
        Messages.insert(Asm->getClobberStringLiteral(I));
      return;
    }
    // Microsoft's one exception: a literal passed directly to direct3d_printf
    // or direct3d_errorf, which take it as their format.
    // A call to a cpu function (printf, assert's __assert_fail) is
    // amp-call-cpu-function's error; its literal arguments add none.
    if (const auto *Call = dyn_cast<CallExpr>(&S)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      bool Format = Callee && isAmpLibraryDecl(*Callee) && Callee->getIdentifier() &&
                    (Callee->getName() == "direct3d_printf" || Callee->getName() == "direct3d_errorf");
      if (Format || (Callee && !isExemptCallee(*Callee) && !isAmp(*Callee)))
        for (const Expr *Arg : Call->arguments())
          Messages.insert(Arg->IgnoreParenImpCasts());
      return;
    }
    // __func__ and the like hold their name as a string literal child.
    if (const auto *Name = dyn_cast<PredefinedExpr>(&S)) {
      // (Looking through an argument's casts reaches that child, not the name.)
      const StringLiteral *Str = Name->getFunctionName();
      bool Exempt = Messages.count(Name) || (Str && Messages.count(Str));
      if (Str)
        Messages.insert(Str);
      if (!Exempt)
        Ctx.report(AmpDiag::StringLiteral, Name->getLocation());
      return;
    }
    if (const auto *Str = dyn_cast<StringLiteral>(&S); Str && !Messages.count(Str))
      Ctx.report(AmpDiag::StringLiteral, Str->getBeginLoc());
  }
};
} // namespace

std::unique_ptr<AmpCheck> createStringLiteralCheck() { return std::make_unique<StringLiteralCheck>(); }

} // namespace ampclang
