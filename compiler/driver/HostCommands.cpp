// The host compiler sees the rewritten source with amp's headers and, where a
// source has kernels, the headers' host views (restriction twins).
#include "driver/HostCommands.h"
#include "driver/CommandPrinter.h"
#include "driver/FrontendPch.h"
#include "driver/HostPch.h"
#include "driver/InProcessCompile.h"
#include "frontend/PhaseTimes.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

namespace ampclang {

int reportError(const llvm::Twine &Message) {
  llvm::errs() << "amp-clang: error: " << Message << "\n";
  return 1;
}

TempFiles::~TempFiles() {
  for (const std::string &F : Files)
    llvm::sys::fs::remove(F);
}

std::string TempFiles::make(llvm::StringRef Prefix, llvm::StringRef Suffix) {
  llvm::SmallString<256> Path;
  if (NameOnly) { // -###: a name like the one a run would use, no file
    llvm::sys::path::system_temp_directory(true, Path);
    llvm::sys::path::append(Path, Prefix + "-%%%%%%." + Suffix);
    llvm::SmallString<256> Unique;
    llvm::sys::fs::createUniquePath(Path, Unique, false);
    return std::string(Unique);
  }
  if (llvm::sys::fs::createTemporaryFile(Prefix, Suffix, Path))
    return {};
  Files.push_back(std::string(Path));
  return Files.back();
}

bool writeOutput(const std::string &Path, const std::string &Text) {
  if (Path.empty() || Path == "-") {
    llvm::outs() << Text;
    return true;
  }
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC);
  if (EC) {
    reportError("cannot write '" + Path + "': " + EC.message());
    return false;
  }
  OS << Text;
  return true;
}

int execute(const DriverOptions &Opts, const std::vector<std::string> &Args) {
  auto Program = llvm::sys::findProgramByName(Args.front());
  if (!Program) {
    reportError("cannot find the host compiler '" + Args.front() + "' (set AMP_CLANG_HOST_CXX or --host-cxx=)");
    return -1;
  }
  if (Opts.Verbose)
    printCommand(llvm::errs(), Args);
  std::vector<llvm::StringRef> Refs(Args.begin(), Args.end());
  std::string Message;
  int Status = llvm::sys::ExecuteAndWait(*Program, Refs, std::nullopt, {}, 0, 0, &Message);
  if (Status < 0)
    reportError("could not run '" + Args.front() + "': " + Message);
  return Status;
}

namespace {

/// A Clang -ivfsoverlay file that shows the host compiler each header's host
/// view (restriction twins) in place of the header, and a header included by
/// a name in another case (-fms-compatibility) under that name; empty if none
/// is needed. The names of one file share one view, so #pragma once holds.
std::string writeHeaderOverlay(const FrontendResult &Result, TempFiles &Temps) {
  if (Result.HeaderHostViews.empty() && Result.CaseAliases.empty())
    return {};
  std::map<std::string, std::string> OnDisk(Result.CaseAliases.begin(), Result.CaseAliases.end());
  auto diskName = [&](const std::string &Header) {
    auto It = OnDisk.find(Header);
    return It == OnDisk.end() ? Header : It->second;
  };
  std::map<std::string, std::string> Views; // file on disk -> its view
  std::map<std::string, std::string> Entries; // name -> contents
  for (const auto &[Header, Text] : Result.HeaderHostViews) {
    std::string &View = Views[diskName(Header)];
    if (View.empty()) {
      View = Temps.make("amp-host-" + llvm::sys::path::stem(Header).str(), "h");
      if (View.empty() || !writeOutput(View, Text))
        return {};
    }
    Entries[Header] = View;
  }
  for (const auto &[Alias, Disk] : Result.CaseAliases) {
    auto View = Views.find(Disk);
    Entries.emplace(Alias, View == Views.end() ? Disk : View->second);
    if (View != Views.end())
      Entries.emplace(Disk, View->second);
  }
  std::string Yaml = "{ 'version': 0, 'use-external-names': false, 'roots': [\n";
  for (const auto &[Name, Contents] : Entries)
    Yaml += "  { 'type': 'file', 'name': '" + Name + "', 'external-contents': '" + Contents + "' },\n";
  Yaml += "] }\n";
  std::string Overlay = Temps.make("amp-overlay", "yaml");
  if (Overlay.empty() || !writeOutput(Overlay, Yaml))
    return {};
  return Overlay;
}

/// The source's folder: its quoted includes resolve as in the original.
std::string sourceDir(const std::string &Source) {
  llvm::SmallString<256> Dir(Source);
  llvm::sys::fs::make_absolute(Dir);
  llvm::sys::path::remove_filename(Dir);
  return std::string(Dir);
}

/// The host compiler's flags, -v among them when amp-clang's -v asks (CMake
/// reads the linker's command line from a link with -v).
std::vector<std::string> hostArgsWithVerbose(const DriverOptions &Opts) {
  std::vector<std::string> Args = Opts.HostArgs;
  if (Opts.Verbose)
    Args.push_back("-v");
  return Args;
}

} // namespace

std::vector<std::string> hostCompileArgs(const DriverOptions &Opts, const Toolchain &TC, const std::string &Source,
                                         const std::string &Rewritten, const std::string &Object) {
  std::vector<std::string> Args = {Opts.HostCompiler, "-std=c++17", "-Wno-dynamic-exception-spec", "-Wno-register"};
  // Visual C++ code that flows off the end of a non-void function (a missing
  // `return`, warning C4715) gets what is in the return register there; Clang
  // at -O1 and above makes that path unreachable, and the program crashes or
  // runs on into the next function. In the MSVC dialect (the default) the host
  // code keeps Visual C++'s behaviour; the front end still warns (-Wreturn-type).
  // Before the user's flags, so that -fstrict-return wins (docs/msvc.md).
  if (isClangCompiler(Opts.HostCompiler) &&
      std::find(Opts.HostArgs.begin(), Opts.HostArgs.end(), "-fms-extensions") != Opts.HostArgs.end())
    Args.push_back("-fno-strict-return");
  std::vector<std::string> Host = hostArgsWithVerbose(Opts);
  Args.insert(Args.end(), Host.begin(), Host.end());
  Args.insert(Args.end(), {"-iquote", sourceDir(Source), "-I", TC.IncludeDir, "-include", "amp_clang/restrict.h"});
  Args.insert(Args.end(), Opts.CommonArgs.begin(), Opts.CommonArgs.end());
  // The front end parsed the same code and gave its warnings already; the host
  // compile would repeat each one (-Werror included: the front end failed first).
  Args.push_back("-w");
  Args.insert(Args.end(), {"-x", "c++", Rewritten, "-c", "-o", Object});
  return Args;
}

int compileHost(const DriverOptions &Opts, const Toolchain &TC, const std::string &Source,
                const FrontendResult &Result, const std::string &Object, TempFiles &Temps) {
  std::string Rewritten = Temps.make("amp-" + llvm::sys::path::stem(Source).str(), "cpp");
  if (Rewritten.empty() || !writeOutput(Rewritten, Result.HostSource))
    return reportError("cannot write a temporary file");
  // Only Clang reads a header's rewritten text in place of the header.
  if (!Result.HeaderHostViews.empty() && !isClangCompiler(Opts.HostCompiler))
    return reportError("'" + Result.HeaderHostViews.front().first + "' holds kernels or restriction twins, and only a " +
                       "Clang host compiler can read its rewritten text (-ivfsoverlay); '" + Opts.HostCompiler +
                       "' is not Clang: name a clang++ with --host-cxx= or AMP_CLANG_HOST_CXX, or leave both unset");
  std::string Overlay = writeHeaderOverlay(Result, Temps);
  if ((!Result.HeaderHostViews.empty() || !Result.CaseAliases.empty()) && Overlay.empty())
    return reportError("cannot write a temporary file");
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
  // A user's -include file comes after the PCH's headers: the same program
  // where the front end saw that file lead to amp.h with nothing before it.
  bool ForcedFirst = !forcedIncludes(Opts.CommonArgs).empty() && !Result.AmpFirst;
  if (!Headers.empty() && hostPchAllowed(Opts) && !ForcedFirst) {
    PhaseTimer Timer("precompiled header (host): find or build");
    if (auto Compiler = llvm::sys::findProgramByName(Opts.HostCompiler))
      Pch = hostPch(*Compiler, Flags, Headers, TC.IncludeDir, Opts.Verbose ? &llvm::errs() : nullptr, Opts.CommonArgs);
  }
  std::vector<std::string> Args = hostCompileArgs(Opts, TC, Source, Rewritten, Object);
  if (Pch) {
    auto Include = std::find(Args.begin(), Args.end(), "amp_clang/restrict.h");
    Include[-1] = "-include-pch";
    *Include = *Pch;
  }
  if (!Overlay.empty()) {
    auto Language = std::find(Args.begin(), Args.end(), "-x");
    Args.insert(Language, {"-ivfsoverlay", Overlay});
  }
  PhaseTimer Timer("host compile");
  // The default host compiler is the Clang of amp-clang's own libraries: its
  // compile runs here (another compiler, named by --host-cxx=, in its own process).
  if (Opts.HostCompiler == AMP_CLANG_HOST_CLANG && mayCompileInProcess(Args)) {
    if (Opts.Verbose)
      printCommand(llvm::errs(), Args, " (in this process)");
    if (std::optional<int> Status = compileInProcess(Args, !Opts.OptimizeHostKernels))
      return *Status;
  }
  return execute(Opts, Args);
}

std::vector<std::string> linkArgs(const DriverOptions &Opts, const Toolchain &TC,
                                  const std::vector<std::string> &Objects) {
  std::vector<std::string> Link = {Opts.HostCompiler};
  std::vector<std::string> Host = hostArgsWithVerbose(Opts);
  // Not the headers -fms-compatibility includes before each C++ source
  // (amp_clang/msvc/...): a C source among the link inputs is compiled here,
  // without amp-clang's include folder ("file not found" before).
  for (size_t I = 0; I < Host.size(); ++I) {
    if (Host[I] == "-include" && I + 1 < Host.size() && llvm::StringRef(Host[I + 1]).starts_with("amp_clang/")) {
      ++I;
      continue;
    }
    Link.push_back(Host[I]);
  }
  Link.insert(Link.end(), Objects.begin(), Objects.end());
  Link.insert(Link.end(), Opts.LinkInputs.begin(), Opts.LinkInputs.end());
  Link.insert(Link.end(), {"-o", Opts.Output.empty() ? std::string("a.out") : Opts.Output, "-L" + TC.LibDir,
                           "-Wl,-rpath," + TC.LibDir, "-lamp_runtime"});
  Link.insert(Link.end(), Opts.LinkArgs.begin(), Opts.LinkArgs.end());
#ifdef AMP_CLANG_LINK_TBB
  // <ppl.h> and the concurrent containers are oneTBB templates: a program using
  // them references libtbb itself; --as-needed keeps it off the others. Last,
  // after the user's -l libraries, whose PPL code it must see to be needed.
  Link.insert(Link.end(), {"-Wl,--push-state,--as-needed", "-ltbb", "-Wl,--pop-state"});
#endif
  return Link;
}

std::vector<std::string> preprocessArgs(const DriverOptions &Opts, const Toolchain &TC, const std::string &Source) {
  std::vector<std::string> Args = {Opts.HostCompiler, "-E", "-std=c++17"};
  std::vector<std::string> Host = hostArgsWithVerbose(Opts);
  Args.insert(Args.end(), Host.begin(), Host.end());
  Args.insert(Args.end(), {"-I", TC.IncludeDir, "-include", "amp_clang/restrict.h"});
  Args.insert(Args.end(), Opts.CommonArgs.begin(), Opts.CommonArgs.end());
  Args.insert(Args.end(), {"-x", "c++", Source});
  if (!Opts.Output.empty())
    Args.insert(Args.end(), {"-o", Opts.Output});
  return Args;
}

std::vector<std::string> hostQueryArgs(const DriverOptions &Opts) {
  std::vector<std::string> Args = {Opts.HostCompiler};
  std::vector<std::string> Host = hostArgsWithVerbose(Opts);
  Args.insert(Args.end(), Host.begin(), Host.end());
  Args.insert(Args.end(), Opts.LinkArgs.begin(), Opts.LinkArgs.end());
  return Args;
}

} // namespace ampclang
