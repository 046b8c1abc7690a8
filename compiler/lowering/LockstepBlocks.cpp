// Warp-synchronous blocks on devices without lock-step warps.
//
// Code written for a GPU's warps ends a tiled reduction with
//   if (tid < 32) { s[tid] += s[tid + 32]; tile_static_memory_fence(b); s[tid] += s[tid + 16]; ... }
// steps separated by fences and no barrier: right only where the 32
// work-items run in lock step. A CPU OpenCL device (PoCL) runs a tile's
// work-items one after another between barriers, so work-item 0 finishes every
// step before work-item 16 has done its first, and the sum is wrong. Such a
// block is written so that each fence is a macro: on a GPU it stays the
// author's fence; in the build the runtime makes for a CPU device
// (-DAMP_NO_LOCKSTEP) it is a barrier every work-item of the tile reaches,
// with the block's condition, evaluated once, repeated around each step.
//
// Only blocks every work-item of the tile reaches qualify (a kernel body's own
// statements, through braces and constant conditions, in a kernel without
// return or goto), whose steps are plain statements: no declaration, no
// barrier, no fence deeper than the block's own sequence. Under -fsanitize=amp
// nothing changes: the sanitizer reports such code as the race it is in C++
// AMP's terms.
#include "ast/KernelSite.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/ProgramLowering.h"
#include "lowering/Sanitizer.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace ampclang {

namespace {

/// The OpenCL flags of a call to one of C++ AMP's fences, or null.
const char *fenceOf(const Stmt *S) {
  const auto *E = dyn_cast<Expr>(S);
  const auto *Call = E ? dyn_cast<CallExpr>(E->IgnoreImplicit()) : nullptr;
  const FunctionDecl *F = Call ? Call->getDirectCallee() : nullptr;
  if (!F || isa<CXXMethodDecl>(F) || !F->getIdentifier())
    return nullptr;
  const auto *NS = dyn_cast<NamespaceDecl>(F->getEnclosingNamespaceContext());
  llvm::StringRef Name = F->getName();
  if (!NS || !NS->getName().equals_insensitive("concurrency") ||
      !llvm::is_contained({"tile_static_memory_fence", "global_memory_fence", "all_memory_fence"}, Name))
    return nullptr;
  return fenceFlags(Name);
}

/// Whether \p S or a statement in it satisfies \p Is (nested lambdas are
/// their own functions and do not count).
bool holds(const Stmt *S, llvm::function_ref<bool(const Stmt *)> Is) {
  if (!S || isa<LambdaExpr>(S))
    return false;
  if (Is(S))
    return true;
  return llvm::any_of(S->children(), [&](const Stmt *Child) { return holds(Child, Is); });
}

bool isJumpOut(const Stmt *S) { return isa<ReturnStmt>(S) || isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S); }

/// What ends a run of plain steps: a fence, a barrier, a jump out of it or a declaration.
bool isStepBreaker(const Stmt *S) {
  return fenceOf(S) || isBarrierWait(S) || isa<DeclStmt>(S) || isJumpOut(S) || isa<BreakStmt>(S) ||
         isa<ContinueStmt>(S);
}

/// The branch an `if` with a constant condition takes (null: none), or false
/// when the condition is not constant.
bool constantBranch(const IfStmt &If, ASTContext &Ctx, const Stmt *&Taken) {
  bool Value = false;
  if (If.getInit() || If.getConditionVariable() || If.getCond()->isValueDependent() ||
      !If.getCond()->isIntegerConstantExpr(Ctx) || !If.getCond()->EvaluateAsBooleanCondition(Value, Ctx))
    return false;
  Taken = Value ? If.getThen() : If.getElse();
  return true;
}

} // namespace

bool isBarrierWait(const Stmt *S) {
  const auto *M = dyn_cast<CXXMemberCallExpr>(S);
  return M && ampClassName(M->getObjectType()) == "tile_barrier";
}

bool FunctionEmitter::lockstepSteps(const Stmt *S, std::vector<LockstepStep> &Steps) {
  if (!S || isa<NullStmt>(S))
    return true;
  if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
    for (const Stmt *Child : CS->body())
      if (!lockstepSteps(Child, Steps))
        return false;
    return true;
  }
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    const Stmt *Taken = nullptr;
    if (constantBranch(*If, P.context(), Taken))
      return lockstepSteps(Taken, Steps);
  }
  if (const char *Flags = fenceOf(S)) {
    Steps.push_back({nullptr, Flags});
    return true;
  }
  if (holds(S, isStepBreaker))
    return false;
  Steps.push_back({S, nullptr});
  return true;
}

void FunctionEmitter::findLockstepBlocks(const Stmt *KernelBody) {
  if (sanitizerChecks() || holds(KernelBody, isJumpOut))
    return;
  std::function<void(const Stmt *)> Visit = [&](const Stmt *S) {
    if (const auto *CS = dyn_cast_or_null<CompoundStmt>(S)) {
      for (const Stmt *Child : CS->body())
        Visit(Child);
      return;
    }
    const auto *If = dyn_cast_or_null<IfStmt>(S);
    if (!If || If->isConsteval())
      return;
    const Stmt *Taken = nullptr;
    if (constantBranch(*If, P.context(), Taken))
      return Visit(Taken);
    std::vector<LockstepStep> Steps;
    if (If->getInit() || If->getConditionVariable() || If->getElse() || !lockstepSteps(If->getThen(), Steps))
      return;
    if (llvm::any_of(Steps, [](const LockstepStep &Step) { return Step.Fence != nullptr; }))
      LockstepIfs.insert(If);
  };
  Visit(KernelBody);
}

void FunctionEmitter::lockstepIf(const IfStmt &If, int Indent) {
  std::vector<LockstepStep> Steps;
  lockstepSteps(If.getThen(), Steps);
  P.prelude().requireHelper("AMP_LOCKSTEP_FENCE",
                            "#ifdef AMP_NO_LOCKSTEP\n"
                            "#define AMP_LOCKSTEP_FENCE(taken, flags) barrier(flags)\n"
                            "#else\n"
                            "#define AMP_LOCKSTEP_FENCE(taken, flags) if (taken) mem_fence(flags)\n"
                            "#endif");
  std::string Taken = "amp_lockstep_" + std::to_string(LockstepCount++);
  line(Indent, "{");
  pushScope(ScopeKind::Block);
  line(Indent + 1, "const int " + Taken + " = (" + expr(If.getCond()) + ") ? 1 : 0;");
  for (size_t I = 0; I < Steps.size();) {
    if (Steps[I].Fence) {
      line(Indent + 1, std::string("AMP_LOCKSTEP_FENCE(") + Taken + ", " + Steps[I++].Fence + ");");
      continue;
    }
    line(Indent + 1, "if (" + Taken + ") {");
    for (; I < Steps.size() && !Steps[I].Fence; ++I)
      stmt(Steps[I].Statement, Indent + 2);
    line(Indent + 1, "}");
  }
  popScope(Indent + 1);
  line(Indent, "}");
}

} // namespace ampclang
