// Each source goes through the front end; its host rewrite is compiled by the
// host compiler into an object; objects are linked with the runtime.
#include "driver/Driver.h"
#include "driver/CcacheLauncher.h"
#include "driver/CommandPrinter.h"
#include "driver/CrashGuard.h"
#include "driver/Depfile.h"
#include "driver/FrontendPch.h"
#include "driver/FrontendRunner.h"
#include "driver/HostCommands.h"
#include "driver/HostPch.h"
#include "driver/Options.h"
#include "driver/Toolchain.h"
#include "frontend/PhaseTimes.h"
#include "lowering/Sanitizer.h"

#include "clang/Basic/Version.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"

using namespace ampclang;

namespace {

void printVersion(llvm::raw_ostream &OS) {
  OS << "amp-clang version " AMP_CLANG_VERSION " (Clang " CLANG_VERSION_STRING ")\n";
}

/// The object -c writes for \p Source, or a temporary one to link.
std::string objectFor(const DriverOptions &Opts, const std::string &Source, TempFiles &Temps) {
  if (Opts.Mode == DriverMode::Compile)
    return defaultObjectName(Opts, Source);
  return Temps.make("amp-" + llvm::sys::path::stem(Source).str(), "o");
}

/// -###: the commands a run would take, quoted, on stderr; the front end runs
/// in this process, so its line is Clang's command line for it.
int printPlannedCommands(const DriverOptions &Opts, const Toolchain &TC) {
  printVersion(llvm::errs());
  TempFiles Names(/*NameOnly=*/true);
  std::vector<std::string> Objects;
  for (const std::string &Source : Opts.Sources) {
    if (Opts.Mode == DriverMode::Preprocess) {
      printCommand(llvm::errs(), preprocessArgs(Opts, TC, Source));
      continue;
    }
    printCommand(llvm::errs(), frontendArgs(Opts, TC, Source));
    if (Opts.Mode != DriverMode::Compile && Opts.Mode != DriverMode::Link)
      continue;
    std::string Object = objectFor(Opts, Source, Names);
    std::string Rewritten = Names.make("amp-" + llvm::sys::path::stem(Source).str(), "cpp");
    printCommand(llvm::errs(), hostCompileArgs(Opts, TC, Source, Rewritten, Object));
    Objects.push_back(Object);
  }
  if (Opts.Mode == DriverMode::Link)
    printCommand(llvm::errs(), linkArgs(Opts, TC, Objects));
  if (Opts.Mode == DriverMode::HostQuery)
    printCommand(llvm::errs(), hostQueryArgs(Opts));
  return 0;
}

/// One source through the front end, then the host compile (-c, link) and the
/// dependency file (-MD). Adds the object to \p Objects.
int compileSource(const DriverOptions &Opts, const Toolchain &TC, const std::string &Source, TempFiles &Temps,
                  std::vector<std::string> &Objects) {
  FrontendResult Result;
  bool LowerKernels = Opts.Mode != DriverMode::SyntaxOnly && Opts.Mode != DriverMode::Dependencies;
  FrontendMode Mode = LowerKernels ? FrontendMode::Lower : FrontendMode::Check;
  // A source with kernels will want the host PCH: on a cold cache it is built
  // on the other core while the front end runs.
  std::optional<BackgroundHostPch> HostPchBuild;
  if (std::optional<std::vector<std::string>> Leading = pchLeadingIncludes(Opts, Source))
    HostPchBuild.emplace(Opts, TC.IncludeDir, *Leading);
  std::shared_ptr<HeaderCollector> Headers = makeHeaderCollector(Opts);
  setSanitizerChecks(Opts.Sanitize); // -fsanitize=amp: the lowering's checks (docs/sanitizer.md)
  bool FrontendOk = runFrontend(Opts, TC, Source, Mode, Result, Headers);
  if (HostPchBuild)
    HostPchBuild->wait();
  if (!FrontendOk)
    return Result.InternalError ? InternalErrorStatus : 1;
  if (Opts.Verbose && LowerKernels)
    llvm::errs() << "amp-clang: " << Source << ": " << Result.KernelCount << " kernel(s) lowered to OpenCL C\n";
  switch (Opts.Mode) {
  case DriverMode::EmitOpenCL:
    if (!writeOutput(Opts.Output, Result.OpenCL))
      return 1;
    break;
  case DriverMode::EmitHost:
    if (!writeOutput(Opts.Output, Result.HostSource))
      return 1;
    break;
  case DriverMode::Compile:
  case DriverMode::Link: {
    std::string Object = objectFor(Opts, Source, Temps);
    if (Object.empty())
      return reportError("cannot make a temporary file");
    if (!Opts.SaveOpenCL.empty() && !writeOutput(Opts.SaveOpenCL, Result.OpenCL))
      return 1;
    if (compileHost(Opts, TC, Source, Result, Object, Temps) != 0)
      return 1;
    Objects.push_back(Object);
    break;
  }
  default:
    break;
  }
  if (Headers) {
    // Named after the object -c writes (or would write), as clang names it.
    // (With -M and no -o, printed; an object's name is then <stem>.o.)
    std::string Object = defaultObjectName(Opts, Source);
    if (!writeOutput(depfilePath(Opts, Object),
                     depfileText(Opts.Depfile, Object, Source, Headers->getDependencies())))
      return 1;
  }
  return 0;
}

/// Everything but option parsing: front end, host compile and link per source.
int runCompiles(DriverOptions &Opts, const char *Argv0) {
  if (Opts.Mode == DriverMode::Compile && !Opts.Output.empty() && Opts.Sources.size() > 1)
    return reportError("cannot specify -o with -c and several sources");
  if (Opts.Mode == DriverMode::Preprocess && !Opts.Output.empty() && Opts.Sources.size() > 1)
    return reportError("cannot specify -o with -E and several sources");
  if (!Opts.SaveOpenCL.empty() && Opts.Sources.size() > 1)
    return reportError("cannot specify -famp-save-opencl= with several sources");
  Toolchain TC = findToolchain(Argv0);
  if (Opts.DryRun)
    return printPlannedCommands(Opts, TC);
  if (Opts.Mode == DriverMode::HostQuery)
    return execute(Opts, hostQueryArgs(Opts)) == 0 ? 0 : 1;
  TempFiles Temps;
  std::vector<std::string> Objects;
  int Status = 0;
  enableCrashRecovery(Argv0);
  for (const std::string &Source : Opts.Sources) {
    if (!llvm::sys::fs::exists(Source)) { // as clang says it, before anything runs
      reportError("no such file or directory: '" + Source + "'");
      Status = 1;
      continue;
    }
    int SourceStatus = runGuarded(Source, [&] {
      if (Opts.Mode == DriverMode::Preprocess)
        return execute(Opts, preprocessArgs(Opts, TC, Source)) == 0 ? 0 : 1;
      return compileSource(Opts, TC, Source, Temps, Objects);
    });
    if (SourceStatus == InternalErrorStatus)
      return SourceStatus; // nothing more is trusted after a crash
    if (SourceStatus != 0)
      Status = 1;
  }
  if (Status != 0 || Opts.Mode != DriverMode::Link)
    return Status;
  PhaseTimer Timer("link");
  return execute(Opts, linkArgs(Opts, TC, Objects)) == 0 ? 0 : 1;
}

/// @file arguments read in place, as clang reads them (GNU quoting).
bool expandResponseFiles(std::vector<std::string> &Args) {
  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver(Alloc);
  std::vector<const char *> Refs;
  for (const std::string &A : Args)
    Refs.push_back(A.c_str());
  llvm::SmallVector<const char *, 64> Expanded(Refs.begin(), Refs.end());
  llvm::cl::ExpansionContext ECtx(Alloc, llvm::cl::TokenizeGNUCommandLine);
  if (llvm::Error E = ECtx.expandResponseFiles(Expanded)) {
    reportError(llvm::toString(std::move(E)));
    return false;
  }
  Args.assign(Expanded.begin(), Expanded.end());
  return true;
}

} // namespace

int ampclang::runDriver(int Argc, const char **Argv) {
  std::vector<std::string> Args(Argv + 1, Argv + Argc);
  if (!expandResponseFiles(Args))
    return 1;
  auto Parsed = parseOptions(Args);
  if (!Parsed)
    return reportError(llvm::toString(Parsed.takeError()));
  DriverOptions &Opts = *Parsed;
  if (!Opts.CcacheLauncher.empty())
    return runBehindCcache(Opts, Argv[0]);
  if (Opts.Help) {
    llvm::outs() << usageText();
    return 0;
  }
  if (Opts.Version) {
    printVersion(llvm::outs());
    if (Opts.Sources.empty())
      return 0;
  }
  else if (Opts.Verbose)
    printVersion(llvm::errs()); // as clang -v, before the commands
  if (Opts.TimePhases)
    PhaseTimes::get().enable();
  int Status = runCompiles(Opts, Argv[0]);
  PhaseTimes::get().print(llvm::errs());
  return Status;
}
