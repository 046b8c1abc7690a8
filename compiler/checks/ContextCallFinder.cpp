// Walks every function body of the user's code with the restriction it runs under.
#include "checks/ContextCallFinder.h"
#include "checks/CallUse.h"
#include "checks/LibraryTemplateCalls.h"
#include "ast/Restriction.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace ampclang {
namespace {

using CallFn = llvm::function_ref<void(const CallUse &, const Restriction &)>;

class ContextCallFinder : public RecursiveASTVisitor<ContextCallFinder> {
public:
  ContextCallFinder(CheckContext &Ctx, CallFn Fn) : Ctx(Ctx), Fn(Fn) { Current.Cpu = true; }

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseDecl(Decl *D) {
    if (!D)
      return true;
    // amp.h's own code and system headers are not ours to judge; templates
    // are judged through their instantiations.
    if (!isa<TranslationUnitDecl>(D) &&
        (isAmpLibraryDecl(*D) || Ctx.AST.getSourceManager().isInSystemHeader(D->getLocation())))
      return true;
    const auto *FD = dyn_cast<FunctionDecl>(D);
    if (!FD)
      return Base::TraverseDecl(D);
    // A defaulted function's body is the compiler's: its restriction is
    // inferred from what it calls (amp-special-member-restriction).
    if (FD->isDependentContext() || FD->isDefaulted())
      return true;
    return inFunction(FD, [&] {
      if (!Base::TraverseDecl(D) || (FD->doesThisDeclarationHaveABody() && !traverseDroppedOperands(*FD)))
        return false;
      // The bases and members a written constructor initialises implicitly.
      if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD); Ctor && Ctor->doesThisDeclarationHaveABody())
        for (const CXXCtorInitializer *Init : Ctor->inits())
          if (!Init->isWritten() && !TraverseStmt(Init->getInit()))
            return false;
      // The members and bases a written destructor destroys after its body.
      for (const CallUse &Use : getMemberDestroyUses(*FD))
        Fn(Use, Current);
      return true;
    });
  }

  bool TraverseLambdaExpr(LambdaExpr *L) {
    const FunctionDecl *Op = L->getCallOperator();
    // The closure is created where the lambda is written; its body runs in the
    // lambda's own context. parallel_for_each only receives the closure.
    for (Expr *Init : L->capture_inits())
      if (Init && !TraverseStmt(Init))
        return false;
    if (Op->isDependentContext())
      return true;
    return inFunction(Op, [&] { return TraverseStmt(L->getBody()) && traverseDroppedOperands(*Op); });
  }

  // Implicit calls the walk otherwise passes by: a range-for's begin(), end(),
  // `!=` and `++`; a structured binding's get<I>().
  bool TraverseCXXForRangeStmt(CXXForRangeStmt *S) {
    return Base::TraverseCXXForRangeStmt(S) && traverseAll(*this, implicitCalls(*S));
  }
  bool TraverseBindingDecl(BindingDecl *B) {
    return Base::TraverseBindingDecl(B) && traverseAll(*this, implicitCalls(*B));
  }

  // C++20's `a != b` that runs `!(a == b)`: the rules judge the call made.
  bool TraverseCXXRewrittenBinaryOperator(CXXRewrittenBinaryOperator *E) {
    return WalkUpFromCXXRewrittenBinaryOperator(E) && TraverseStmt(E->getSemanticForm());
  }
  // A default argument written in an amp function (its local class's member
  // takes it) runs in the caller's code with the names bound there: cpu code
  // calling `poo()` of `static void poo(int x = foo()) restrict(cpu)` calls
  // the amp `foo`. Other default arguments are judged where they are written.
  bool TraverseCXXDefaultArgExpr(CXXDefaultArgExpr *E) {
    const auto *Callee = dyn_cast<FunctionDecl>(E->getParam()->getDeclContext());
    if (!Current.Cpu || !Callee || !writtenInAmpFunction(*Callee) || InAmpDefault)
      return true;
    InAmpDefault = true;
    bool Result = TraverseStmt(E->getExpr());
    InAmpDefault = false;
    return Result;
  }
  bool VisitStmt(Stmt *S) {
    if (std::optional<CallUse> Use = getCallUse(*S)) {
      Use->BoundInAmpCode = InAmpDefault;
      Fn(*Use, Current);
      // cpu code handing an amp-only callable to std::sort calls it there.
      if (Current.Cpu && !Current.Amp)
        if (const FunctionDecl *Reached = Library.ampOnlyUserCallee(*Use->Callee)) {
          CallUse Through = *Use;
          Through.Through = Use->Callee;
          Through.Callee = Reached;
          Fn(Through, Current);
        }
    }
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    if (InFunction)
      if (std::optional<CallUse> Use = getDestroyUse(*V))
        Fn(*Use, Current);
    return true;
  }

private:
  using Base = RecursiveASTVisitor<ContextCallFinder>;
  CheckContext &Ctx;
  CallFn Fn;
  Restriction Current; ///< outside functions: cpu code
  bool InFunction = false;
  bool InAmpDefault = false;
  LibraryTemplateCalls Library;

  /// The operands of `decltype(e);` statements, which the AST dropped.
  bool traverseDroppedOperands(const FunctionDecl &FD) {
    for (Expr *Operand : Ctx.droppedOperands(FD))
      if (!TraverseStmt(Operand))
        return false;
    return true;
  }

  template <typename TraverseFn> bool inFunction(const FunctionDecl *FD, TraverseFn Traverse) {
    Restriction Saved = Current;
    bool SavedIn = InFunction;
    Current = getRestriction(*FD);
    InFunction = true;
    bool Result = Traverse();
    Current = Saved;
    InFunction = SavedIn;
    return Result;
  }
};

} // namespace

void forEachCallInContext(CheckContext &Ctx, CallFn Fn) {
  ContextCallFinder(Ctx, Fn).TraverseDecl(Ctx.AST.getTranslationUnitDecl());
}

} // namespace ampclang
