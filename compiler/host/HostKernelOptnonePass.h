// The host accelerator's copies of the kernels, left unoptimized in an
// optimized host compile.
//
// Every kernel is also compiled as host code, so that AMP_CLANG_DEVICE=host (and
// accelerator::direct3d_ref) runs it without a rebuild. At -O2 the optimizer
// and code generator spent about half of a kernel-heavy host compile on those
// copies (bench/many_kernels.py: 2.2 of 4.2 s), for a path that runs kernels to
// debug them. This pass runs first in the host compile's optimization pipeline:
// every function that only the host accelerator's launch path reaches
// (amp_clang::detail::run_host_kernel and what it calls, unless host code
// calls it too) becomes `optnone noinline`, so it is code-generated as at -O0.
// Functions other code reaches keep the build's optimization, and so do
// functions other translation units may call (external definitions).
#pragma once

#include "llvm/IR/PassManager.h"

#include <functional>

namespace llvm {
class Module;
class PassBuilder;
} // namespace llvm

namespace ampclang {

/// Marks the functions only the host accelerator's launch path reaches in \p M
/// `optnone noinline`; inline (linkonce) ones among them become internal, so
/// no other object's call can bind to the unoptimized copy. Returns how many.
unsigned unoptimizeHostKernels(llvm::Module &M);

/// The pass for the optimization pipeline (unoptimizeHostKernels).
struct HostKernelOptnonePass : llvm::PassInfoMixin<HostKernelOptnonePass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

/// A callback for clang::CodeGenOptions::PassBuilderCallbacks that puts the
/// pass at the start of the pipeline.
std::function<void(llvm::PassBuilder &)> hostKernelOptnoneCallback();

} // namespace ampclang
