// The host accelerator's copies of the kernels, left unoptimized in an
// optimized host compile (HostKernelOptnonePass.h).
#include "host/HostKernelOptnonePass.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalAlias.h"
#include "llvm/IR/GlobalIFunc.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"

using namespace llvm;

namespace ampclang {
namespace {

/// amp_clang::detail::run_host_kernel<...> (include/amp_clang/launch.h): where
/// a launch on the host accelerator leaves the launch code.
bool isHostEntry(const Function &F) {
  return !F.isDeclaration() && F.getName().starts_with("_ZN9amp_clang6detail15run_host_kernel");
}

/// The functions \p V names, through constant expressions and aliases.
void collectFunctions(const Value *V, SmallPtrSetImpl<const Constant *> &Seen, SmallVectorImpl<Function *> &Out) {
  const auto *C = dyn_cast<Constant>(V);
  if (!C || isa<ConstantData>(C) || !Seen.insert(C).second)
    return;
  if (const auto *F = dyn_cast<Function>(C)) {
    Out.push_back(const_cast<Function *>(F));
    return;
  }
  if (const auto *A = dyn_cast<GlobalAlias>(C)) {
    collectFunctions(A->getAliasee(), Seen, Out);
    return;
  }
  if (isa<GlobalValue>(C)) // another global: its initializer is a root of its own
    return;
  for (const Value *Op : C->operands())
    collectFunctions(Op, Seen, Out);
}

/// The functions \p F's body names (calls and addresses taken).
SmallVector<Function *, 8> referencedBy(Function &F) {
  SmallPtrSet<const Constant *, 16> Seen;
  SmallVector<Function *, 8> Out;
  for (Instruction &I : instructions(F))
    for (const Value *Op : I.operands())
      collectFunctions(Op, Seen, Out);
  return Out;
}

/// Everything reachable from \p Work through function bodies, not entering \p Stop.
void reach(SmallVectorImpl<Function *> &Work, SmallPtrSetImpl<Function *> &Reached,
           const SmallPtrSetImpl<Function *> &Stop) {
  while (!Work.empty()) {
    Function *F = Work.pop_back_val();
    if (Stop.count(F) || !Reached.insert(F).second || F->isDeclaration())
      continue;
    for (Function *G : referencedBy(*F))
      Work.push_back(G);
  }
}

} // namespace

unsigned unoptimizeHostKernels(Module &M) {
  SmallPtrSet<Function *, 16> Entries;
  for (Function &F : M)
    if (isHostEntry(F))
      Entries.insert(&F);
  if (Entries.empty())
    return 0;
  // What the rest of the program reaches: functions other objects may call,
  // and those globals (vtables, constructors' lists, llvm.used) name.
  SmallVector<Function *, 64> Work;
  for (Function &F : M)
    if (!F.isDeclaration() && !Entries.count(&F) && !F.hasLocalLinkage() && !F.isDiscardableIfUnused())
      Work.push_back(&F);
  SmallPtrSet<const Constant *, 32> Seen;
  for (GlobalVariable &G : M.globals())
    if (G.hasInitializer())
      for (const Value *Op : G.getInitializer()->operands())
        collectFunctions(Op, Seen, Work);
  for (GlobalAlias &A : M.aliases())
    collectFunctions(A.getAliasee(), Seen, Work);
  for (GlobalIFunc &I : M.ifuncs())
    collectFunctions(I.getResolver(), Seen, Work);
  SmallPtrSet<Function *, 32> Shared;
  reach(Work, Shared, Entries);
  // What only the host accelerator's launch path reaches.
  SmallPtrSet<Function *, 32> HostPath;
  SmallPtrSet<Function *, 1> None;
  Work.assign(Entries.begin(), Entries.end());
  reach(Work, HostPath, None);
  unsigned Count = 0;
  for (Function *F : HostPath) {
    if (F->isDeclaration() || Shared.count(F) || F->hasAvailableExternallyLinkage() ||
        F->hasFnAttribute(Attribute::AlwaysInline) || F->hasFnAttribute(Attribute::Naked))
      continue;
    if (!F->hasLocalLinkage()) {
      if (!F->isDiscardableIfUnused())
        continue; // another object may call it: it keeps the build's optimization
      F->setLinkage(GlobalValue::InternalLinkage);
      F->setVisibility(GlobalValue::DefaultVisibility);
      F->setComdat(nullptr);
      F->setDSOLocal(true);
    }
    F->removeFnAttr(Attribute::InlineHint);
    F->removeFnAttr(Attribute::OptimizeForSize);
    F->removeFnAttr(Attribute::MinSize);
    F->addFnAttr(Attribute::NoInline);
    F->addFnAttr(Attribute::OptimizeNone);
    ++Count;
  }
  return Count;
}

PreservedAnalyses HostKernelOptnonePass::run(Module &M, ModuleAnalysisManager &) {
  return unoptimizeHostKernels(M) ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

std::function<void(PassBuilder &)> hostKernelOptnoneCallback() {
  return [](PassBuilder &PB) {
    PB.registerPipelineStartEPCallback([](ModulePassManager &MPM, OptimizationLevel Level) {
      if (Level != OptimizationLevel::O0)
        MPM.addPass(HostKernelOptnonePass());
    });
  };
}

} // namespace ampclang
