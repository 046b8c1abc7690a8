// Tests of HostKernelOptnonePass: which functions of a host compile's module
// are left unoptimized as the host accelerator's alone.
#include "host/HostKernelOptnonePass.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace llvm;
using namespace ampclang;

namespace {

// The shape of a host compile: a user function launches a kernel; the launch
// calls run_host_kernel (the host accelerator's path) which calls the kernel
// body, which calls a helper of its own, a helper host code calls too, an
// external function and an always-inline one. A vtable names another function.
const char *Module = R"IR(
$_Z10kernelOnlyv = comdat any
$_Z6sharedv = comdat any
@vtable = constant [1 x ptr] [ptr @_Z8virtualv]
define void @_Z4userv() {
  call void @_ZN9amp_clang6detail15run_host_kernelI1KEEvv()
  call void @_Z6sharedv()
  ret void
}
define internal void @_ZN9amp_clang6detail15run_host_kernelI1KEEvv() {
  call void @"_ZZ4uservENK3$_0clEv"()
  ret void
}
define internal void @"_ZZ4uservENK3$_0clEv"() {
  call void @_Z10kernelOnlyv()
  call void @_Z6sharedv()
  call void @_Z8externalv()
  call void @_Z6alwaysv()
  call void @_Z8virtualv()
  ret void
}
define linkonce_odr hidden void @_Z10kernelOnlyv() inlinehint comdat { ret void }
define linkonce_odr void @_Z6sharedv() comdat { ret void }
define void @_Z8externalv() { ret void }
define linkonce_odr void @_Z6alwaysv() alwaysinline { ret void }
define linkonce_odr void @_Z8virtualv() { ret void }
)IR";

struct Parsed {
  LLVMContext Ctx;
  std::unique_ptr<llvm::Module> M;
  explicit Parsed(const char *Text) {
    SMDiagnostic Err;
    M = parseAssemblyString(Text, Err, Ctx);
    if (!M)
      Err.print("host_kernel_optnone_test", errs());
  }
  bool unoptimized(StringRef Name) const {
    const Function *F = M->getFunction(Name);
    return F && F->hasFnAttribute(Attribute::OptimizeNone) && F->hasFnAttribute(Attribute::NoInline);
  }
};

TEST(HostKernelOptnone, LeavesOnlyTheHostAcceleratorsFunctionsUnoptimized) {
  Parsed P(Module);
  ASSERT_TRUE(P.M);
  EXPECT_EQ(unoptimizeHostKernels(*P.M), 3u);
  EXPECT_FALSE(verifyModule(*P.M, &errs()));
  EXPECT_TRUE(P.unoptimized("_ZN9amp_clang6detail15run_host_kernelI1KEEvv"));
  EXPECT_TRUE(P.unoptimized("_ZZ4uservENK3$_0clEv"));
  EXPECT_TRUE(P.unoptimized("_Z10kernelOnlyv"));
  // Reached by host code too, callable from other objects, inlined anyway,
  // or named by a global: optimized as before.
  EXPECT_FALSE(P.unoptimized("_Z4userv"));
  EXPECT_FALSE(P.unoptimized("_Z6sharedv"));
  EXPECT_FALSE(P.unoptimized("_Z8externalv"));
  EXPECT_FALSE(P.unoptimized("_Z6alwaysv"));
  EXPECT_FALSE(P.unoptimized("_Z8virtualv"));
}

TEST(HostKernelOptnone, AnInlineFunctionLeftUnoptimizedBecomesThisObjectsOwn) {
  // Another object's call must not bind to the unoptimized copy: internal,
  // out of its comdat, and without the hint to inline it.
  Parsed P(Module);
  ASSERT_TRUE(P.M);
  unoptimizeHostKernels(*P.M);
  const Function *F = P.M->getFunction("_Z10kernelOnlyv");
  ASSERT_TRUE(F);
  EXPECT_TRUE(F->hasInternalLinkage());
  EXPECT_FALSE(F->hasComdat());
  EXPECT_FALSE(F->hasFnAttribute(Attribute::InlineHint));
  EXPECT_TRUE(P.M->getFunction("_Z6sharedv")->hasLinkOnceODRLinkage());
}

TEST(HostKernelOptnone, ModuleWithoutHostLaunchIsUnchanged) {
  Parsed P("define void @_Z1fv() { call void @_Z1gv()\n ret void }\n"
           "define linkonce_odr void @_Z1gv() { ret void }\n");
  ASSERT_TRUE(P.M);
  EXPECT_EQ(unoptimizeHostKernels(*P.M), 0u);
  EXPECT_FALSE(P.unoptimized("_Z1gv"));
}

} // namespace
