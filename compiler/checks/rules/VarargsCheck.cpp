// amp-varargs: amp code cannot declare or call C-style variadic (...) functions.
#include "checks/UserDeclVisitor.h"
#include "ast/Restriction.h"
#include "checks/CallUse.h"

#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace ampclang {
namespace {

/// Every amp function declaration, bodies or not, lambdas and templates included.
class VariadicDeclFinder : public UserDeclVisitor<VariadicDeclFinder> {
public:
  using UserDeclVisitor::UserDeclVisitor;

  bool VisitLambdaExpr(LambdaExpr *L) { return VisitFunctionDecl(L->getCallOperator()); }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    // Reported once per function, at its first declaration.
    FD = FD->getCanonicalDecl();
    if (!FD->isVariadic() || !Seen.insert(FD).second || isAmpLibraryDecl(*FD) ||
        Ctx.AST.getSourceManager().isInSystemHeader(FD->getLocation()) || !isAmp(*FD))
      return true;
    // The prototype's ellipsis location belongs to the canonical type, which
    // other declarations share, so point at the name.
    Ctx.report(AmpDiag::Varargs, FD->getLocation()) << 0 << FD;
    return true;
  }

private:
  llvm::SmallPtrSet<const FunctionDecl *, 8> Seen;
};

/// Whether \p T is va_list (`__builtin_va_list`, an array of the compiler's
/// own `__va_list_tag` on x86-64, a pointer where it decayed), or a
/// reference to one.
bool isVaList(QualType T) {
  T = T.getNonReferenceType().getCanonicalType();
  while (T->isPointerType() || T->isArrayType())
    T = T->isPointerType() ? T->getPointeeType().getCanonicalType()
                           : QualType(T->getArrayElementTypeNoTypeQual(), 0).getCanonicalType();
  const auto *RD = T->getAsRecordDecl();
  return RD && RD->isImplicit() && RD->getName() == "__va_list_tag";
}

class VarargsCheck : public AmpCheck {
  void checkFunction(const FunctionDecl &FD, CheckContext &Ctx) override {
    for (const ParmVarDecl *P : FD.parameters())
      if (isVaList(P->getType()))
        Ctx.report(AmpDiag::Varargs, P->getLocation()) << 2 << P;
  }

  void checkDecl(const Decl &D, const FunctionDecl &, CheckContext &Ctx) override {
    if (const auto *V = dyn_cast<VarDecl>(&D); V && !isa<ParmVarDecl>(V) && isVaList(V->getType()))
      Ctx.report(AmpDiag::Varargs, V->getLocation()) << 2 << V;
  }

  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    // Calls through pointers are amp-function-pointer's; here the callee is known.
    const auto *Call = dyn_cast<CallExpr>(&S);
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    // A cpu callee is amp-call-cpu-function's error already: one error per call.
    if (!Callee || !Callee->isVariadic() || isExemptCallee(*Callee) || !isAmp(*Callee))
      return;
    Ctx.report(AmpDiag::Varargs, Call->getExprLoc()) << 1 << Callee;
    Ctx.report(AmpDiag::NoteDeclaredHere, Callee->getLocation()) << Callee;
  }

  void checkTranslationUnit(CheckContext &Ctx) override {
    VariadicDeclFinder(Ctx).TraverseDecl(Ctx.AST.getTranslationUnitDecl());
  }
};
} // namespace

std::unique_ptr<AmpCheck> createVarargsCheck() { return std::make_unique<VarargsCheck>(); }

} // namespace ampclang
