// amp-function-address: cpu code cannot take the address of, or bind a reference to, an amp-only function
// (a captureless amp lambda converted to a function pointer included).
#include "ast/Restriction.h"
#include "checks/AmpCheck.h"
#include "checks/CallUse.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {

/// A restrict(amp) function has no address on the host, and a pointer to it
/// would have cpu-side type (spec 2.3.1: a function pointer converts only to
/// one whose restriction the function has). amp code may not use function
/// pointers at all (amp-function-pointer); this rule covers cpu code.
/// Unevaluated operands (decltype, sizeof) name functions without taking
/// their address, and twins are left to the host view, which hides the amp one.
class Finder : public RecursiveASTVisitor<Finder> {
public:
  explicit Finder(CheckContext &Ctx) : Ctx(Ctx) {}
  bool TraverseDecl(Decl *D) {
    if (!D || isLibraryOrSystemDecl(*D))
      return true;
    const auto *FD = dyn_cast<FunctionDecl>(D);
    if (!FD)
      return RecursiveASTVisitor::TraverseDecl(D);
    Context.push_back(getRestriction(*FD));
    bool Ok = RecursiveASTVisitor::TraverseDecl(D);
    Context.pop_back();
    return Ok;
  }
  bool TraverseLambdaExpr(LambdaExpr *L) {
    Context.push_back(getRestriction(*L->getCallOperator()));
    bool Ok = RecursiveASTVisitor::TraverseLambdaExpr(L);
    Context.pop_back();
    return Ok;
  }
  /// decltype names without taking an address, but `decltype(&g)` spells the
  /// type of a pointer to g, which Microsoft types as pointing to an amp
  /// function (C3939): declaring one is taking that address in all but name.
  bool TraverseDecltypeTypeLoc(DecltypeTypeLoc TL) {
    const auto *Addr = dyn_cast<UnaryOperator>(TL.getUnderlyingExpr()->IgnoreParens());
    if (Addr && Addr->getOpcode() == UO_AddrOf)
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Addr->getSubExpr()->IgnoreParens()))
        VisitDeclRefExpr(const_cast<DeclRefExpr *>(Ref));
    return true;
  }
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) { return true; }

  bool VisitCallExpr(CallExpr *C) {
    if (const auto *Ref = dyn_cast_or_null<DeclRefExpr>(C->getCallee() ? C->getCallee()->IgnoreParenImpCasts() : nullptr))
      Callees.insert(Ref);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *F = dyn_cast<FunctionDecl>(E->getDecl());
    // restrict(cpu, amp) code is amp code too, where amp-function-pointer reports.
    bool CpuOnly = Context.empty() || Context.back().cpuOnly();
    if (!F || !CpuOnly || Callees.count(E) || !getRestriction(*F).ampOnly() || Ctx.isRestrictionTwin(*F) ||
        isAmpLibraryDecl(*F))
      return true;
    Ctx.report(AmpDiag::AmpFunctionAddress, E->getLocation()) << F;
    return true;
  }

  /// A captureless amp lambda converted to a function pointer in cpu code:
  /// the pointer would point to an amp function.
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *C) {
    const auto *Conv = dyn_cast_or_null<CXXConversionDecl>(C->getMethodDecl());
    const CXXRecordDecl *Closure = Conv ? Conv->getParent() : nullptr;
    if (!Closure || !Closure->isLambda() || !Closure->getLambdaCallOperator())
      return true;
    bool CpuOnly = Context.empty() || Context.back().cpuOnly();
    if (CpuOnly && getRestriction(*Closure->getLambdaCallOperator()).ampOnly())
      addCalleeArg(Ctx.report(AmpDiag::AmpFunctionAddress, C->getExprLoc()), *Closure->getLambdaCallOperator());
    return true;
  }

private:
  CheckContext &Ctx;
  std::vector<Restriction> Context;
  llvm::DenseSet<const DeclRefExpr *> Callees;
};

class AmpFunctionAddressCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createAmpFunctionAddressCheck() { return std::make_unique<AmpFunctionAddressCheck>(); }

} // namespace ampclang
