// Finds the amp functions of a translation unit and feeds their bodies to the rules.
#include "ast/Restriction.h"
#include "checks/AmpCheck.h"
#include "checks/CallUse.h"
#include "checks/KernelReach.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <utility>

using namespace clang;

namespace ampclang {
namespace {

/// Collects every restrict(amp) function definition, instantiations included.
class AmpFunctionCollector : public RecursiveASTVisitor<AmpFunctionCollector> {
public:
  bool TraverseDecl(Decl *D) { return (D && isLibraryOrSystemDecl(*D)) || RecursiveASTVisitor::TraverseDecl(D); }
  explicit AmpFunctionCollector(SourceManager &SM) : SM(SM) {}
  std::vector<const FunctionDecl *> Found;
  std::vector<const FunctionDecl *> DeclaredOnly; ///< amp declarations never defined here

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return false; }

  // A lambda's call operator belongs to an implicit class the traversal skips.
  // A generic lambda's (`[](auto x)`) are the specializations its calls made.
  bool VisitLambdaExpr(LambdaExpr *L) {
    if (CXXMethodDecl *Op = L->getCallOperator(); Op && !Op->isDependentContext())
      return VisitFunctionDecl(Op);
    if (FunctionTemplateDecl *Generic = L->getDependentCallOperator())
      for (FunctionDecl *Spec : Generic->specializations())
        if (!Spec->isDependentContext())
          VisitFunctionDecl(Spec);
    return true;
  }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!Seen.insert(FD).second)
      return true;
    if (FD->isDependentContext() || isAmpLibraryDecl(*FD) || SM.isInSystemHeader(FD->getLocation()) ||
        !isAmp(*FD))
      return true;
    if (FD->doesThisDeclarationHaveABody())
      Found.push_back(FD);
    else if (isBodilessDeclaration(*FD))
      DeclaredOnly.push_back(FD);
    return true;
  }

  /// An amp function this translation unit declares but never defines (a
  /// pure virtual one, or one defined elsewhere): its declarator is amp code
  /// all the same (parameter and return types, virtual). Instantiated members
  /// of class templates are judged when their definition is.
  static bool isBodilessDeclaration(const FunctionDecl &FD) {
    return !FD.isDefined() && !FD.isImplicit() && FD.isFirstDecl() &&
           FD.getTemplateSpecializationKind() == TSK_Undeclared && !FD.getInstantiatedFromMemberFunction();
  }

private:
  SourceManager &SM;
  llvm::SmallPtrSet<const FunctionDecl *, 32> Seen;
};

/// The template instantiation whose code \p FD is (itself, or the function
/// holding the lambda or local class it belongs to), where one asked for it.
const FunctionDecl *instantiationHolding(const FunctionDecl &FD) {
  for (const DeclContext *DC = &FD; DC; DC = DC->getParent())
    if (const auto *F = dyn_cast<FunctionDecl>(DC);
        F && F->isTemplateInstantiation() && F->getPointOfInstantiation().isValid())
      return F;
  return nullptr;
}

/// Runs one rule's hook over code of \p Fn. What it reports inside a template
/// instantiation gets Clang's "in instantiation of" note: the template's
/// text is shared by every instantiation, and only the note tells which
/// one broke the rule and where it was asked for.
template <class Hook> void runRule(const FunctionDecl &Fn, CheckContext &Ctx, Hook Run) {
  unsigned Before = Ctx.Diags.emittedCount();
  Run();
  if (Ctx.Diags.emittedCount() != Before)
    if (const FunctionDecl *Inst = instantiationHolding(Fn))
      Ctx.report(AmpDiag::NoteInstantiation, Inst->getPointOfInstantiation()) << Inst;
}

/// Walks one amp function's body, calling every rule's statement and declaration hooks.
class BodyWalker : public RecursiveASTVisitor<BodyWalker> {
public:
  BodyWalker(const FunctionDecl &Fn, std::vector<std::unique_ptr<AmpCheck>> &Checks, CheckContext &Ctx,
             llvm::SmallPtrSetImpl<const FieldDecl *> &WalkedDefaults)
      : Fn(Fn), Checks(Checks), Ctx(Ctx), WalkedDefaults(WalkedDefaults) {}

  // A member's default initializer that a braced list (or `S s{}`) uses runs
  // here, as in a constructor: walked once, however many uses it has.
  bool TraverseCXXDefaultInitExpr(CXXDefaultInitExpr *E, DataRecursionQueue * = nullptr) {
    if (!WalkUpFromCXXDefaultInitExpr(E))
      return false;
    const FieldDecl *Member = E->getField();
    if (!Member || isLibraryOrSystemDecl(*Member) || !WalkedDefaults.insert(Member).second)
      return true;
    return TraverseStmt(Member->getInClassInitializer());
  }

  // An amp member function of a local class is a function of its own, walked
  // once as such. A cpu one is walked with the enclosing body: the default
  // arguments it calls bind their names in that amp code (Microsoft's suite
  // rejects `poo()` there when `poo(int x = foo())` binds the amp `foo`).
  bool TraverseDecl(Decl *D) {
    if (const auto *Nested = dyn_cast_or_null<FunctionDecl>(D); Nested && Nested->doesThisDeclarationHaveABody())
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool shouldVisitLambdaBody() const { return false; }
  bool shouldVisitTemplateInstantiations() const { return false; }

  // Clang 19 traverses a LambdaExpr's body whatever shouldVisitLambdaBody
  // says; a nested lambda's body is a function of its own, walked once as such.
  bool TraverseLambdaExpr(LambdaExpr *L) {
    if (!WalkUpFromLambdaExpr(L))
      return false;
    for (unsigned I = 0; I < L->capture_size(); ++I) {
      const LambdaCapture *C = L->capture_begin() + I;
      if (C->isExplicit() && !TraverseLambdaCapture(L, C, L->capture_init_begin()[I]))
        return false;
    }
    return true;
  }

  // The rules judge what runs: a braced list's semantic form, where each
  // element has become its conversion (`A arr[2] = {1, 2}` calls A(int)
  // twice) and missing elements their default construction. Clang's visitor
  // walks only the syntactic form, as written.
  bool TraverseInitListExpr(InitListExpr *S, DataRecursionQueue * = nullptr) {
    InitListExpr *Semantic = S->isSemanticForm() ? S : S->getSemanticForm();
    if (!Semantic)
      Semantic = S;
    if (!WalkUpFromInitListExpr(Semantic))
      return false;
    for (Stmt *Sub : Semantic->children())
      if (!TraverseStmt(Sub))
        return false;
    return true;
  }

  // C++20's `a != b` that runs `!(a == b)`, `a < b` that runs
  // `(a <=> b) < 0`: the rules judge the operator the user's types provide;
  // the comparison of its result with 0 is the library's glue.
  bool TraverseCXXRewrittenBinaryOperator(CXXRewrittenBinaryOperator *E, DataRecursionQueue * = nullptr) {
    return WalkUpFromCXXRewrittenBinaryOperator(E) &&
           TraverseStmt(const_cast<Expr *>(E->getDecomposedForm().InnerBinOp));
  }

  // The calls C++ writes for a range-for and a structured binding run in
  // this function too (CallUse.h).
  bool TraverseCXXForRangeStmt(CXXForRangeStmt *S, DataRecursionQueue * = nullptr) {
    return RecursiveASTVisitor::TraverseCXXForRangeStmt(S) && traverseAll(*this, implicitCalls(*S));
  }
  bool TraverseBindingDecl(BindingDecl *B) {
    return RecursiveASTVisitor::TraverseBindingDecl(B) && traverseAll(*this, implicitCalls(*B));
  }

  // A tile_static variable's implicit default construction never runs.
  bool TraverseVarDecl(VarDecl *V) {
    if (isUnconstructedTileStatic(*V))
      return WalkUpFromVarDecl(V);
    return RecursiveASTVisitor::TraverseVarDecl(V);
  }

  // Unevaluated operands name functions without calling them (CheckContext::Unevaluated).
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *E, DataRecursionQueue * = nullptr) {
    return unevaluated([&] { return RecursiveASTVisitor::TraverseUnaryExprOrTypeTraitExpr(E); });
  }
  bool TraverseCXXNoexceptExpr(CXXNoexceptExpr *E, DataRecursionQueue * = nullptr) {
    return unevaluated([&] { return RecursiveASTVisitor::TraverseCXXNoexceptExpr(E); });
  }
  bool TraverseDecltypeTypeLoc(DecltypeTypeLoc TL) {
    return decltypeOperand(TL.getUnderlyingExpr(), [&] { return RecursiveASTVisitor::TraverseDecltypeTypeLoc(TL); });
  }
  /// The operand of a `decltype(e);` statement, which the AST dropped.
  bool traverseDroppedOperand(Expr *E) {
    return decltypeOperand(E, [&] { return TraverseStmt(E); });
  }

  bool VisitStmt(Stmt *S) {
    for (auto &C : Checks)
      runRule(Fn, Ctx, [&] { C->checkStmt(*S, Fn, Ctx); });
    return true;
  }
  bool VisitDecl(Decl *D) {
    for (auto &C : Checks)
      runRule(Fn, Ctx, [&] { C->checkDecl(*D, Fn, Ctx); });
    return true;
  }

private:
  template <class TraverseFn> bool decltypeOperand(const Expr *Operand, TraverseFn Traverse) {
    const Expr *Outer = std::exchange(Ctx.DecltypeOperand, Operand);
    bool Result = unevaluated(Traverse);
    Ctx.DecltypeOperand = Outer;
    return Result;
  }
  template <class TraverseFn> bool unevaluated(TraverseFn Traverse) {
    ++Ctx.Unevaluated;
    bool Result = Traverse();
    --Ctx.Unevaluated;
    return Result;
  }

  const FunctionDecl &Fn;
  std::vector<std::unique_ptr<AmpCheck>> &Checks;
  CheckContext &Ctx;
  llvm::SmallPtrSetImpl<const FieldDecl *> &WalkedDefaults;
};

/// The amp code a function holds outside its body: its default arguments
/// (evaluated in the amp code that calls it, wherever written) and a
/// constructor's initializers. A member's default initializer is walked once,
/// however many constructors use it.
void walkOutsideTheBody(const FunctionDecl &FD, BodyWalker &Walker, CheckContext &Ctx,
                        llvm::SmallPtrSetImpl<const FieldDecl *> &WalkedDefaults) {
  for (const FunctionDecl *Redecl : FD.redecls())
    for (const ParmVarDecl *P : Redecl->parameters())
      // An inherited default argument is the one an earlier declaration wrote: walked there.
      if (P->hasDefaultArg() && !P->hasUninstantiatedDefaultArg() && !P->hasUnparsedDefaultArg() &&
          !P->hasInheritedDefaultArg() && !isLibraryOrSystemDecl(*P))
        if (const Expr *Default = P->getDefaultArg()) {
          Ctx.InDefaultArgument = true;
          Walker.TraverseStmt(const_cast<Expr *>(Default));
          Ctx.InDefaultArgument = false;
        }
  const auto *Ctor = dyn_cast<CXXConstructorDecl>(&FD);
  if (!Ctor || Ctor->isImplicit())
    return;
  for (const CXXCtorInitializer *Init : Ctor->inits()) {
    const FieldDecl *Member = Init->getAnyMember();
    if (!Init->isWritten() && Member && Member->hasInClassInitializer()) {
      if (WalkedDefaults.insert(Member).second && !isLibraryOrSystemDecl(*Member))
        Walker.TraverseStmt(Member->getInClassInitializer());
      continue;
    }
    Walker.TraverseStmt(Init->getInit());
  }
}

} // namespace

bool CheckContext::isRestrictionTwin(const FunctionDecl &FD) const {
  return ampclang::isRestrictionTwin(FD, RestrictionTwins);
}

std::vector<std::pair<SourceLocation, MisplacedRestriction::Kind>> CheckContext::misplacedSpecifiers() const {
  std::vector<std::pair<SourceLocation, MisplacedRestriction::Kind>> Found;
  SourceManager &SM = AST.getSourceManager();
  for (const auto &[Path, InFile] : Misplaced) {
    OptionalFileEntryRef File = SM.getFileManager().getOptionalFileRef(Path);
    if (!File)
      continue;
    for (const auto &[Offset, M] : InFile)
      if (SourceLocation At = SM.translateFileLineCol(*File, M.Line, M.Column); At.isValid())
        Found.emplace_back(At, M.What);
  }
  return Found;
}

std::vector<Expr *> CheckContext::droppedOperands(const FunctionDecl &FD) const {
  std::vector<Expr *> Operands;
  if (!Dropped)
    return Operands;
  auto Add = [&](const FunctionDecl &Holder, bool Pattern) {
    auto It = Dropped->ByFunction.find(Holder.getCanonicalDecl());
    if (It == Dropped->ByFunction.end())
      return;
    // A pattern's operand that names a template parameter is no code of
    // the instantiation's (it would need instantiating).
    for (Expr *E : It->second)
      if (!Pattern || !E->isInstantiationDependent())
        Operands.push_back(E);
  };
  Add(FD, false);
  if (const FunctionDecl *Pattern = FD.getTemplateInstantiationPattern(); Pattern && Pattern != &FD)
    Add(*Pattern, true);
  return Operands;
}

std::vector<const FunctionDecl *> runChecks(ASTContext &AST, AmpDiagnostics &Diags,
                                            const std::vector<KernelSite> &Kernels,
                                            const TwinNames &RestrictionTwins,
                                            const std::map<std::string, std::map<size_t, MisplacedRestriction>> &Misplaced,
                                            const DroppedCode *Dropped) {
  AmpFunctionCollector Collector(AST.getSourceManager());
  Collector.TraverseDecl(AST.getTranslationUnitDecl());
  // The parent map (getParents) and TraverseAST cover the user's declarations
  // only: the rules judge no library code, and a whole-TU parent map would
  // read the standard library (from a precompiled header: deserialise it).
  std::vector<Decl *> Scope = AST.getTraversalScope(), User;
  for (Decl *D : AST.getTranslationUnitDecl()->noload_decls())
    if (!isLibraryOrSystemDecl(*D))
      User.push_back(D);
  AST.setTraversalScope(User);
  CheckContext Ctx{AST, Diags, Kernels, Collector.Found, RestrictionTwins, Misplaced, Dropped};
  auto Checks = createAllChecks();
  llvm::SmallPtrSet<const FieldDecl *, 16> WalkedDefaults;
  for (const FunctionDecl *FD : Collector.Found) {
    for (auto &C : Checks)
      runRule(*FD, Ctx, [&] { C->checkFunction(*FD, Ctx); });
    BodyWalker Walker(*FD, Checks, Ctx, WalkedDefaults);
    Walker.TraverseStmt(FD->getBody());
    for (Expr *Operand : Ctx.droppedOperands(*FD))
      Walker.traverseDroppedOperand(Operand);
    walkOutsideTheBody(*FD, Walker, Ctx, WalkedDefaults);
  }
  for (const FunctionDecl *FD : Collector.DeclaredOnly)
    for (auto &C : Checks)
      C->checkFunction(*FD, Ctx);
  for (const KernelSite &K : Kernels)
    for (auto &C : Checks)
      C->checkKernel(K, Ctx);
  for (auto &C : Checks)
    C->checkTranslationUnit(Ctx);
  AST.setTraversalScope(Scope);
  return std::move(Collector.Found);
}

} // namespace ampclang
