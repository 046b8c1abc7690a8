// Each source goes through the front end; its host rewrite is compiled by the
// host compiler into an object; objects are linked with the runtime.
#include "driver/Driver.h"
#include "driver/FrontendPch.h"
#include "driver/FrontendRunner.h"
#include "driver/HostPch.h"
#include "driver/InProcessCompile.h"
#include "driver/Options.h"
#include "driver/Toolchain.h"
#include "frontend/PhaseTimes.h"

#include "clang/Basic/Version.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace ampclang;

namespace {

int error(const llvm::Twine &Message) {
  llvm::errs() << "amp-clang: error: " << Message << "\n";
  return 1;
}

void printCommand(const std::vector<std::string> &Args, llvm::StringRef Note) {
  for (const std::string &A : Args)
    llvm::errs() << A << " ";
  llvm::errs() << Note << "\n";
}

/// Runs \p Args, echoing it with -v. Returns the exit status.
int execute(const DriverOptions &Opts, const std::vector<std::string> &Args) {
  auto Program = llvm::sys::findProgramByName(Args.front());
  if (!Program) {
    error("cannot find the host compiler '" + Args.front() + "' (set AMP_CLANG_HOST_CXX or --host-cxx=)");
    return 1;
  }
  if (Opts.Verbose)
    printCommand(Args, "");
  std::vector<llvm::StringRef> Refs(Args.begin(), Args.end());
  std::string Message;
  int Status = llvm::sys::ExecuteAndWait(*Program, Refs, std::nullopt, {}, 0, 0, &Message);
  if (Status < 0)
    error("could not run '" + Args.front() + "': " + Message);
  return Status;
}

bool writeOutput(const std::string &Path, const std::string &Text) {
  if (Path.empty() || Path == "-") {
    llvm::outs() << Text;
    return true;
  }
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC);
  if (EC) {
    error("cannot write '" + Path + "': " + EC.message());
    return false;
  }
  OS << Text;
  return true;
}

class TempFiles {
public:
  ~TempFiles() {
    for (const std::string &F : Files)
      llvm::sys::fs::remove(F);
  }
  std::string make(llvm::StringRef Prefix, llvm::StringRef Suffix) {
    llvm::SmallString<256> Path;
    if (llvm::sys::fs::createTemporaryFile(Prefix, Suffix, Path))
      return {};
    Files.push_back(std::string(Path));
    return Files.back();
  }

private:
  std::vector<std::string> Files;
};

/// A Clang -ivfsoverlay file that shows the host compiler each header's host
/// view (restriction twins) in place of the header; empty if none is needed.
std::string writeHeaderOverlay(const FrontendResult &Result, TempFiles &Temps) {
  if (Result.HeaderHostViews.empty())
    return {};
  std::string Yaml = "{ 'version': 0, 'use-external-names': false, 'roots': [\n";
  for (const auto &[Header, Text] : Result.HeaderHostViews) {
    std::string View = Temps.make("amp-host-" + llvm::sys::path::stem(Header).str(), "h");
    if (View.empty() || !writeOutput(View, Text))
      return {};
    Yaml += "  { 'type': 'file', 'name': '" + Header + "', 'external-contents': '" + View + "' },\n";
  }
  Yaml += "] }\n";
  std::string Overlay = Temps.make("amp-overlay", "yaml");
  if (Overlay.empty() || !writeOutput(Overlay, Yaml))
    return {};
  return Overlay;
}

/// Compiles one rewritten source into \p Object with the host compiler.
int compileHost(const DriverOptions &Opts, const Toolchain &TC, const std::string &Source,
                const FrontendResult &Result, const std::string &Object, TempFiles &Temps) {
  std::string Rewritten = Temps.make("amp-" + llvm::sys::path::stem(Source).str(), "cpp");
  if (Rewritten.empty() || !writeOutput(Rewritten, Result.HostSource))
    return error("cannot write a temporary file");
  std::string Overlay = writeHeaderOverlay(Result, Temps);
  if (!Result.HeaderHostViews.empty() && Overlay.empty())
    return error("cannot write a temporary file");
  llvm::SmallString<256> Dir(Source);
  llvm::sys::fs::make_absolute(Dir);
  llvm::sys::path::remove_filename(Dir);
  std::vector<std::string> Flags = hostFlags(Opts, TC.IncludeDir);
  // The rewritten text starts with launch.h where it has kernels; where the
  // front end found only system headers before amp.h, they follow (and amp.h,
  // without kernels). From a PCH, that is the same program.
  std::optional<std::string> Pch;
  std::vector<std::string> Headers;
  if (Result.KernelCount > 0) {
    Headers = {"amp_clang/restrict.h", "amp_clang/launch.h"};
    if (Result.AmpFirst)
      Headers.insert(Headers.end(), Result.LeadingIncludes.begin(), Result.LeadingIncludes.end());
  } else if (Result.AmpFirst) {
    Headers = ampPchHeaders(Result.LeadingIncludes);
  }
  if (!Headers.empty() && pchAllowed(Opts) && isClangCompiler(Opts.HostCompiler)) {
    PhaseTimer Timer("precompiled header (host): find or build");
    if (auto Compiler = llvm::sys::findProgramByName(Opts.HostCompiler))
      Pch = hostPch(*Compiler, Flags, Headers, TC.IncludeDir, Opts.Verbose ? &llvm::errs() : nullptr);
  }
  std::vector<std::string> Args = {Opts.HostCompiler, "-std=c++17", "-Wno-dynamic-exception-spec"};
  Args.insert(Args.end(), Opts.HostArgs.begin(), Opts.HostArgs.end());
  Args.insert(Args.end(), {"-iquote", std::string(Dir), "-I", TC.IncludeDir});
  if (Pch)
    Args.insert(Args.end(), {"-include-pch", *Pch});
  else
    Args.insert(Args.end(), {"-include", "amp_clang/restrict.h"});
  if (!Overlay.empty())
    Args.insert(Args.end(), {"-ivfsoverlay", Overlay});
  Args.insert(Args.end(), Opts.CommonArgs.begin(), Opts.CommonArgs.end());
  Args.insert(Args.end(), {"-x", "c++", Rewritten, "-c", "-o", Object});
  PhaseTimer Timer("host compile");
  // The default host compiler is the Clang of amp-clang's own libraries: its
  // compile runs here (another compiler, named by --host-cxx=, in its own process).
  if (Opts.HostCompiler == AMP_CLANG_HOST_CLANG && mayCompileInProcess(Args)) {
    if (Opts.Verbose)
      printCommand(Args, " (in this process)");
    if (std::optional<int> Status = compileInProcess(Args))
      return *Status;
  }
  return execute(Opts, Args);
}

/// Everything but option parsing: front end, host compile and link per source.
int runCompiles(DriverOptions &Opts, const char *Argv0) {
  if (Opts.Mode == DriverMode::Compile && !Opts.Output.empty() && Opts.Sources.size() > 1)
    return error("cannot specify -o with -c and several sources");
  Toolchain TC = findToolchain(Argv0);
  TempFiles Temps;
  std::vector<std::string> Objects;
  int Status = 0;
  for (const std::string &Source : Opts.Sources) {
    FrontendResult Result;
    FrontendMode Mode = Opts.Mode == DriverMode::SyntaxOnly ? FrontendMode::Check : FrontendMode::Lower;
    // A source with kernels will want the host PCH: on a cold cache it is built
    // on the other core while the front end runs.
    std::optional<BackgroundHostPch> HostPchBuild;
    if (std::optional<std::vector<std::string>> Leading = pchLeadingIncludes(Opts, Source))
      HostPchBuild.emplace(Opts, TC.IncludeDir, *Leading);
    bool FrontendOk = runFrontend(Opts, TC, Source, Mode, Result);
    if (HostPchBuild)
      HostPchBuild->wait();
    if (!FrontendOk) {
      Status = 1;
      continue;
    }
    if (Opts.Verbose && Opts.Mode != DriverMode::SyntaxOnly)
      llvm::errs() << "amp-clang: " << Source << ": " << Result.KernelCount << " kernel(s) lowered to OpenCL C\n";
    switch (Opts.Mode) {
    case DriverMode::SyntaxOnly:
      break;
    case DriverMode::EmitOpenCL:
      if (!writeOutput(Opts.Output, Result.OpenCL))
        Status = 1;
      break;
    case DriverMode::EmitHost:
      if (!writeOutput(Opts.Output, Result.HostSource))
        Status = 1;
      break;
    case DriverMode::Compile:
    case DriverMode::Link: {
      std::string Object;
      if (Opts.Mode == DriverMode::Compile)
        Object = !Opts.Output.empty() ? Opts.Output : llvm::sys::path::stem(Source).str() + ".o";
      else
        Object = Temps.make("amp-" + llvm::sys::path::stem(Source).str(), "o");
      if (compileHost(Opts, TC, Source, Result, Object, Temps) != 0)
        Status = 1;
      Objects.push_back(Object);
      break;
    }
    }
  }
  if (Status != 0 || Opts.Mode != DriverMode::Link)
    return Status;
  std::vector<std::string> Link = {Opts.HostCompiler};
  Link.insert(Link.end(), Opts.HostArgs.begin(), Opts.HostArgs.end());
  Link.insert(Link.end(), Objects.begin(), Objects.end());
  Link.insert(Link.end(), Opts.LinkInputs.begin(), Opts.LinkInputs.end());
  Link.insert(Link.end(), {"-o", Opts.Output.empty() ? std::string("a.out") : Opts.Output, "-L" + TC.LibDir,
                           "-Wl,-rpath," + TC.LibDir, "-lamp_runtime"});
  Link.insert(Link.end(), Opts.LinkArgs.begin(), Opts.LinkArgs.end());
  PhaseTimer Timer("link");
  return execute(Opts, Link) == 0 ? 0 : 1;
}

} // namespace

int ampclang::runDriver(int Argc, const char **Argv) {
  std::vector<std::string> Args(Argv + 1, Argv + Argc);
  auto Parsed = parseOptions(Args);
  if (!Parsed)
    return error(llvm::toString(Parsed.takeError()));
  DriverOptions &Opts = *Parsed;
  if (Opts.Help) {
    llvm::outs() << usageText();
    return 0;
  }
  if (Opts.Version) {
    llvm::outs() << "amp-clang version " AMP_CLANG_VERSION " (Clang " CLANG_VERSION_STRING ")\n";
    if (Opts.Sources.empty())
      return 0;
  }
  if (Opts.TimePhases)
    PhaseTimes::get().enable();
  int Status = runCompiles(Opts, Argv[0]);
  PhaseTimes::get().print(llvm::errs());
  return Status;
}
