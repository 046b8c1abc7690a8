// What clang's own main does for one compile (driver, then cc1_main in the same
// process), with the libraries amp-clang already has loaded.
#include "driver/InProcessCompile.h"
#include "host/HostKernelOptnonePass.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticFrontend.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Driver/Compilation.h"
#include "clang/Driver/Driver.h"
#include "clang/Driver/Job.h"
#include "clang/Driver/Tool.h"
#include "clang/Driver/ToolChain.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/TextDiagnosticBuffer.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/FrontendTool/Utils.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/BuryPointer.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

using namespace clang;

namespace ampclang {
namespace {

void reportFatal(void *UserData, const char *Message, bool) {
  auto &Diags = *static_cast<DiagnosticsEngine *>(UserData);
  Diags.Report(diag::err_fe_error_backend) << Message;
  llvm::sys::RunInterruptHandlers();
  std::exit(1);
}

/// Flags whose effect outlives one compile in a process (-mllvm options are
/// global), or that ask for more than one object from one job.
bool needsOwnProcess(llvm::StringRef A) {
  return A == "-mllvm" || A.starts_with("-fplugin") || A == "-Xclang" || A.starts_with("-save-temps") ||
         A == "-###" || A == "-E" || A == "-S" || A == "-fno-integrated-as" || A.starts_with("-B") ||
         A.starts_with("--config") || A.starts_with("-ftime-trace");
}

} // namespace

bool mayCompileInProcess(const std::vector<std::string> &Args) {
  for (llvm::StringRef A : Args)
    if (needsOwnProcess(A))
      return false;
  return true;
}

std::optional<int> compileInProcess(const std::vector<std::string> &Args, bool UnoptimizedHostKernels) {
  if (!mayCompileInProcess(Args))
    return std::nullopt;
  std::vector<const char *> Argv;
  for (const std::string &A : Args)
    Argv.push_back(A.c_str());
  // clang++ is the g++ mode of clang: its main puts the mode in the arguments.
  driver::ParsedClangName Name = driver::ToolChain::getTargetAndModeFromProgramName(Args.front());
  if (Name.DriverMode)
    Argv.insert(Argv.begin() + 1, Name.DriverMode);
  // The driver, as clang's main sets it up: the real path of the executable
  // (its resource folder, its GCC installation), the name it was called by.
  llvm::SmallString<256> Executable;
  if (llvm::sys::fs::real_path(Args.front(), Executable))
    return std::nullopt;
  IntrusiveRefCntPtr<DiagnosticOptions> DriverDiagOpts = new DiagnosticOptions();
  TextDiagnosticPrinter DriverPrinter(llvm::errs(), &*DriverDiagOpts);
  DiagnosticsEngine DriverDiags(new DiagnosticIDs(), &*DriverDiagOpts, &DriverPrinter, false);
  driver::Driver D(Executable, llvm::sys::getDefaultTargetTriple(), DriverDiags);
  std::unique_ptr<driver::Compilation> C(D.BuildCompilation(Argv));
  if (!C || C->containsError() || C->getJobs().size() != 1)
    return std::nullopt;
  const driver::Command &Job = *C->getJobs().begin();
  if (llvm::StringRef(Job.getCreator().getName()) != "clang" || Job.getArguments().empty() ||
      llvm::StringRef(Job.getArguments().front()) != "-cc1")
    return std::nullopt;

  static bool TargetsReady = [] {
    llvm::InitializeAllTargets();
    llvm::InitializeAllTargetMCs();
    llvm::InitializeAllAsmPrinters();
    llvm::InitializeAllAsmParsers();
    return true;
  }();
  (void)TargetsReady;
  // cc1_main: arguments first, their diagnostics kept until the engine exists.
  auto Clang = std::make_unique<CompilerInstance>();
  IntrusiveRefCntPtr<DiagnosticOptions> DiagOpts = new DiagnosticOptions();
  TextDiagnosticBuffer *Buffer = new TextDiagnosticBuffer;
  DiagnosticsEngine ArgDiags(new DiagnosticIDs(), &*DiagOpts, Buffer);
  llvm::ArrayRef<const char *> CC1Args = Job.getArguments();
  bool Success = CompilerInvocation::CreateFromArgs(Clang->getInvocation(), CC1Args.drop_front(), ArgDiags,
                                                    Executable.c_str());
  // The host accelerator's copies of the kernels are code-generated as at -O0
  // (host/HostKernelOptnonePass.h); the rest keeps the build's -O.
  if (UnoptimizedHostKernels)
    Clang->getCodeGenOpts().PassBuilderCallbacks.push_back(hostKernelOptnoneCallback());
  Clang->createDiagnostics();
  if (!Clang->hasDiagnostics())
    return 1;
  llvm::install_fatal_error_handler(reportFatal, &Clang->getDiagnostics());
  Buffer->FlushDiagnostics(Clang->getDiagnostics());
  if (Success)
    Success = ExecuteCompilerInvocation(Clang.get());
  else
    Clang->getDiagnosticClient().finish();
  llvm::TimerGroup::printAll(llvm::errs());
  llvm::TimerGroup::clearAll();
  llvm::remove_fatal_error_handler();
  if (Clang->getFrontendOpts().DisableFree)
    llvm::BuryPointer(std::move(Clang));
  return Success ? 0 : 1;
}

} // namespace ampclang
