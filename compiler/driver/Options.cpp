// Flags Clang's front end does not need go to the host compiler untouched.
#include "driver/Options.h"
#include "driver/MsCompatibility.h"
#include "driver/HostPch.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"

#include <cstdlib>
#include <optional>

namespace ampclang {

/// C++ AMP code was written for C++11 and C++14 (Visual C++ 2012 to 2017),
/// and amp.h needs C++17: an older -std= compiles as C++17 in the same
/// dialect (gnu++14 as gnu++17), which accepts that code (docs/command-line.md).
static std::string atLeastCxx17(llvm::StringRef Flag) {
  llvm::StringRef Std = Flag.drop_front(5);
  bool Gnu = Std.consume_front("gnu++");
  if (!Gnu && !Std.consume_front("c++"))
    return Flag.str();
  if (Std == "98" || Std == "03" || Std == "0x" || Std == "11" || Std == "1y" || Std == "14")
    return Gnu ? "-std=gnu++17" : "-std=c++17";
  return Flag.str();
}

const char *usageText() {
  return "OVERVIEW: amp-clang, a C++ AMP compiler for OpenCL devices\n\n"
         "USAGE: amp-clang [options] file...\n\n"
         "Inputs: C++ sources (.cpp .cc .cxx .C .c++ .cp, or any name after -x c++) are\n"
         "compiled; objects, archives and shared libraries (.o .a .so) go to the linker.\n"
         "@<file> reads more arguments from <file>.\n\n"
         "OPTIONS:\n"
         "  -o <file>          write the output to <file>\n"
         "  -c                 compile to object files, do not link\n"
         "  -E                 preprocess only (the host compiler's preprocessor, amp's headers found)\n"
         "  -fsyntax-only      parse and check the restrict(amp) rules only\n"
         "  -emit-opencl       print the OpenCL C of the kernels (to -o or stdout)\n"
         "  -emit-host         print the host source after the rewrite\n"
         "  -x c++ | -x none   the inputs that follow are C++ sources | by their extension\n"
         "  -I -isystem -iquote -D -U -include -std=   as in clang\n"
         "  -O0..-O3 -g -fPIC -f... -m...   to the host compiler\n"
         "  -shared            link a shared library (compile its objects with -fPIC)\n"
         "  -L<dir> -l<lib> -Wl,<args> -Xlinker <arg>   to the linker\n"
         "  -MD | -MMD         also write a make dependency file (-MMD: without system headers)\n"
         "  -M | -MM           only print the dependency rule (to -MF, -o or stdout)\n"
         "  -MF <file>         the dependency file (default: the object's name with .d)\n"
         "  -MT <target>       the rule's target (default: the object); -MQ <target>: quoted for make\n"
         "  -MP                a phony rule for each header\n"
         "  -W<id> -Wno-<id> -Werror=<id>   switch an amp diagnostic (see docs/diagnostics.md)\n"
         "  -W... -Werror -w   as in clang, amp diagnostics included\n"
         "  -fno-ms-extensions without the MSVC dialect (__declspec(property), ...; on by default, docs/msvc.md)\n"
         "  -fms-compatibility Visual C++'s templates: names declared after their use, no typename/template\n"
         "                     on dependent names, members of dependent bases (implies -fms-extensions)\n"
         "  -Xclang <arg>      pass <arg> to the Clang front end (e.g. -verify)\n"
         "  --launcher <cxx> <args>   as CMake's compiler launcher: <cxx> compiles the host code\n"
         "                     if it is a Clang (else amp-clang's own Clang does)\n"
         "  --launcher --ccache=<ccache> <cxx> <args>   the same, cached: runs <ccache> amp-clang <args>\n"
         "  --host-cxx=<path>  the host C++ compiler (default: $AMP_CLANG_HOST_CXX or the Clang amp-clang is built on)\n"
         "  -v                 print the commands run (and pass -v to the host compiler and linker)\n"
         "  -###               print the commands that would run, run nothing\n"
         "  -fno-amp-pch       no precompiled header of amp.h (cached in $AMP_CLANG_CACHE_DIR/pch)\n"
         "  -famp-target-overloading  experimental: the front end resolves restriction through Clang's CUDA\n"
         "                     targets (amp = device, cpu = host) instead of its restriction views\n"
         "  -fno-amp-host-kernels  no host version of the kernels (AMP_CLANG_DEVICE=host then refuses them)\n"
         "  -famp-optimize-host-kernels  the host version of the kernels at the build's -O (default: as at -O0)\n"
         "  -ftime-phases      print the time each phase of the compile took\n"
         "  -famp-save-opencl=<file>  a compile (-c, link) also writes the kernels' OpenCL C to <file>\n"
         "  --version          print the version\n"
         "  --help             print this text\n"
         "Other flags go to the host compiler and linker. Exit status: 0 success, 1 an error\n"
         "in the input or the command line, 70 an internal error of amp-clang (please report it).\n";
}

/// make's quoting of a target (-MQ), as clang's: '$' doubled, '#' and spaces
/// (with the backslashes before them) escaped.
std::string quoteMakeTarget(llvm::StringRef Target) {
  std::string Out;
  for (size_t I = 0; I < Target.size(); ++I) {
    char C = Target[I];
    if (C == ' ' || C == '\t') {
      for (size_t J = I; J > 0 && Target[J - 1] == '\\'; --J)
        Out += '\\';
      Out += '\\';
    } else if (C == '$') {
      Out += '$';
    } else if (C == '#') {
      Out += '\\';
    }
    Out += C;
  }
  return Out;
}

static bool isSource(llvm::StringRef F) {
  return F.ends_with(".cpp") || F.ends_with(".cc") || F.ends_with(".cxx") || F.ends_with(".C") ||
         F.ends_with(".c++") || F.ends_with(".cp");
}

// Long by design: one branch per flag (or family of flags), so that a flag's
// whole meaning is in one place.
llvm::Expected<DriverOptions> parseOptions(const std::vector<std::string> &Args) {
  DriverOptions O;
  std::optional<bool> MsExtensions; // the last -f[no-]ms-extensions
  if (const char *Env = std::getenv("AMP_CLANG_HOST_CXX"))
    O.HostCompiler = Env;
  auto needValue = [&](size_t &I, llvm::StringRef Flag) -> llvm::Expected<std::string> {
    if (I + 1 >= Args.size())
      return llvm::createStringError(llvm::inconvertibleErrorCode(), "argument to '%s' is missing",
                                     Flag.str().c_str());
    return Args[++I];
  };
  size_t First = 0;
  bool ForcedCxx = false;  // -x c++
  bool UserHostFlags = false; // anything for the host compiler alone, for a query without inputs
  // As a compiler launcher (CMake's CXX_COMPILER_LAUNCHER, add_amp_to_target):
  // `amp-clang --launcher <compiler> <its arguments>`. A Clang compiles the
  // host code, so the project's choice holds; another compiler (GCC, Debian's
  // default c++) cannot read the MSVC dialect or the headers' rewritten text
  // (-ivfsoverlay), so amp-clang's own Clang does, into objects of the same ABI.
  // `--ccache=<path>` before the compiler (add_amp_to_target keeps a ccache
  // launcher that way): ccache cannot stand in front of `amp-clang --launcher
  // <cxx>`, since it takes <cxx> for a second input file, so amp-clang puts it
  // in front of itself with the compiler as an option.
  if (!Args.empty() && Args.front() == "--launcher") {
    size_t Compiler = 1;
    llvm::StringRef Ccache = Args.size() > 1 ? llvm::StringRef(Args[1]) : "";
    if (Ccache.consume_front("--ccache=")) {
      O.CcacheLauncher = Ccache.str();
      Compiler = 2;
    }
    if (Args.size() <= Compiler)
      return llvm::createStringError(llvm::inconvertibleErrorCode(), "--launcher needs the compiler it stands in for");
    if (isClangCompiler(Args[Compiler]))
      O.HostCompiler = Args[Compiler];
    First = Compiler + 1;
    if (!O.CcacheLauncher.empty())
      O.CcacheArgs.assign(Args.begin() + First, Args.end());
  }
  for (size_t I = First; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    if (A == "-o") {
      auto V = needValue(I, A);
      if (!V)
        return V.takeError();
      O.Output = *V;
    } else if (A.starts_with("-o") && A.size() > 2) {
      O.Output = A.drop_front(2).str();
    } else if (A == "-c") {
      O.Mode = DriverMode::Compile;
    } else if (A == "-E") {
      O.Mode = DriverMode::Preprocess;
    } else if (A == "-###") {
      O.DryRun = true;
    } else if (A == "-M" || A == "-MM") {
      O.Mode = DriverMode::Dependencies;
      O.Depfile.Enabled = true;
      O.Depfile.SystemHeaders = A == "-M";
    } else if (A == "-MD" || A == "-MMD") {
      O.Depfile.Enabled = true;
      O.Depfile.SystemHeaders = A == "-MD";
    } else if (A == "-MP") {
      O.Depfile.PhonyTargets = true;
    } else if (A == "-MF" || A == "-MT" || A == "-MQ" || A.starts_with("-MF") || A.starts_with("-MT") ||
               A.starts_with("-MQ")) {
      std::string Value = A.drop_front(3).str();
      if (A.size() == 3) {
        auto V = needValue(I, A);
        if (!V)
          return V.takeError();
        Value = *V;
      }
      if (A.starts_with("-MF"))
        O.Depfile.File = Value;
      else
        O.Depfile.Targets.push_back(A.starts_with("-MQ") ? quoteMakeTarget(Value) : Value);
    } else if (A == "-x" || (A.starts_with("-x") && A.size() > 2)) {
      std::string Lang = A.size() > 2 ? A.drop_front(2).str() : "";
      if (A.size() == 2) {
        auto V = needValue(I, A);
        if (!V)
          return V.takeError();
        Lang = *V;
      }
      if (Lang != "c++" && Lang != "none")
        return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                       "language '%s' not supported: amp-clang compiles C++ (-x c++)", Lang.c_str());
      ForcedCxx = Lang == "c++";
    } else if (A == "-Xlinker") {
      auto V = needValue(I, A);
      if (!V)
        return V.takeError();
      O.LinkArgs.insert(O.LinkArgs.end(), {"-Xlinker", *V});
    } else if (A == "-fsyntax-only") {
      O.Mode = DriverMode::SyntaxOnly;
    } else if (A == "-emit-opencl") {
      O.Mode = DriverMode::EmitOpenCL;
    } else if (A == "-emit-host") {
      O.Mode = DriverMode::EmitHost;
    } else if (A == "-v") {
      O.Verbose = true;
    } else if (A == "-fno-amp-host-kernels" || A == "-famp-host-kernels") {
      O.HostKernels = A == "-famp-host-kernels";
    } else if (A == "-famp-optimize-host-kernels" || A == "-fno-amp-optimize-host-kernels") {
      O.OptimizeHostKernels = A == "-famp-optimize-host-kernels";
    } else if (A.starts_with("-fsanitize=") || A.starts_with("-fno-sanitize=")) {
      // The amp checks are amp-clang's (docs/sanitizer.md); any other
      // sanitizer goes on to the host compile and the link.
      bool On = A.consume_front("-fsanitize=");
      if (!On)
        A.consume_front("-fno-sanitize=");
      llvm::SmallVector<llvm::StringRef, 4> Names, Rest;
      A.split(Names, ',', -1, false);
      for (llvm::StringRef Name : Names) {
        unsigned Bits = Name == "amp" ? 15u : Name == "amp-bounds" ? 1u : Name == "amp-race" ? 2u
                        : Name == "amp-init" ? 4u : Name == "amp-sync" ? 8u : 0u;
        if (!Bits && Name.starts_with("amp"))
          return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                         "unsupported argument '%s' to option '-fsanitize=' (amp, amp-bounds, "
                                         "amp-race, amp-init, amp-sync)", Name.str().c_str());
        if (!Bits)
          Rest.push_back(Name);
        else
          O.Sanitize = On ? O.Sanitize | Bits : O.Sanitize & ~Bits;
      }
      if (!Rest.empty()) {
        std::string Flag = (On ? "-fsanitize=" : "-fno-sanitize=") + llvm::join(Rest, ",");
        O.HostArgs.push_back(Flag);
        O.LinkArgs.push_back(Flag);
      }
    } else if (A == "-fno-amp-target-overloading" || A == "-famp-target-overloading") {
      O.TargetOverloading = A == "-famp-target-overloading";
    } else if (A == "-fno-amp-pch" || A == "-famp-pch") {
      O.NoPch = A == "-fno-amp-pch";
    } else if (A == "-ftime-phases") {
      O.TimePhases = true;
    } else if (A.consume_front("-famp-save-opencl=")) {
      if (A.empty())
        return llvm::createStringError(llvm::inconvertibleErrorCode(), "-famp-save-opencl= needs a file name");
      O.SaveOpenCL = A.str();
    } else if (A == "--version") {
      O.Version = true;
    } else if (A == "--help" || A == "-help") {
      O.Help = true;
    } else if (A.consume_front("--host-cxx=")) {
      O.HostCompiler = A.str();
    } else if (A == "-Xclang") {
      auto V = needValue(I, A);
      if (!V)
        return V.takeError();
      O.FrontendArgs.push_back("-Xclang");
      O.FrontendArgs.push_back(*V);
    } else if (A == "-I" || A == "-D" || A == "-U" || A == "-include" || A == "-isystem" || A == "-iquote") {
      auto V = needValue(I, A);
      if (!V)
        return V.takeError();
      O.CommonArgs.push_back(A.str());
      O.CommonArgs.push_back(*V);
    } else if (A.starts_with("-std=")) {
      O.CommonArgs.push_back(atLeastCxx17(A));
    } else if (A.starts_with("-I") || A.starts_with("-D") || A.starts_with("-U") || A.starts_with("-isystem") ||
               A.starts_with("-iquote")) {
      O.CommonArgs.push_back(A.str());
    } else if (A.starts_with("-W") && !A.starts_with("-Wl,")) {
      if (O.Diags.parseFlag(A))
        continue; // an amp diagnostic: ours alone
      O.FrontendArgs.push_back(A.str());
      O.HostArgs.push_back(A.str());
    } else if (A == "-w") {
      O.Diags.parseFlag(A);
      O.FrontendArgs.push_back(A.str());
      O.HostArgs.push_back(A.str());
    } else if (A == "-L" || A == "-l") {
      auto V = needValue(I, A);
      if (!V)
        return V.takeError();
      O.LinkArgs.push_back(A.str() + *V);
    } else if (A.starts_with("-L") || A.starts_with("-l") || A.starts_with("-Wl,") || A == "-shared" ||
               A == "-static" || A == "-rdynamic" || A == "-pie" || A == "-no-pie") {
      O.LinkArgs.push_back(A.str());
    } else if (A.starts_with("-ferror-limit=") || A == "-fno-caret-diagnostics" ||
               A.starts_with("-ftemplate-backtrace-limit=") || A.starts_with("-fmacro-backtrace-limit=")) {
      O.FrontendArgs.push_back(A.str()); // Clang's spelling; GCC, a host compiler, has its own
    } else if (A.starts_with("-ffp-contract=")) {
      O.CommonArgs.push_back(A.str()); // the device code follows it too (OpenCL's FP_CONTRACT)
    } else if (A == "-fms-extensions" || A == "-fno-ms-extensions") {
      MsExtensions = A == "-fms-extensions";
    } else if (A == "-fms-compatibility" || A == "-fno-ms-compatibility") {
      O.MsCompatibility = A == "-fms-compatibility";
    } else if (A.starts_with("-fcolor-diagnostics") || A.starts_with("-fno-color-diagnostics") ||
               A.starts_with("-fdiagnostics") || A.starts_with("-fmessage-length=")) {
      // Diagnostic presentation: both compilers report to the user.
      O.FrontendArgs.push_back(A.str());
      O.HostArgs.push_back(A.str());
    } else if (A.starts_with("-")) {
      O.HostArgs.push_back(A.str());
      UserHostFlags = true;
      if (A == "-pthread" || A.starts_with("-fsanitize") || A.starts_with("-fprofile") || A == "--coverage")
        O.LinkArgs.push_back(A.str());
    } else if (ForcedCxx || isSource(A)) {
      O.Sources.push_back(A.str());
    } else {
      O.LinkInputs.push_back(A.str());
    }
  }
  // The host accelerator's copy of the kernels checks what the OpenCL C does
  // (include/amp_clang/sanitizer.h).
  if (O.Sanitize)
    O.HostArgs.push_back("-D_AMP_CLANG_SANITIZE=" + std::to_string(O.Sanitize));
  // The MSVC dialect (docs/msvc.md): the front end and the host compile must
  // agree. -fms-extensions is on unless -fno-ms-extensions says otherwise: C++
  // AMP code is Visual C++ code, and the conformance suite shows the mode
  // accepts no invalid amp code. -fms-compatibility adds Clang's own template
  // leniency (MsCompatibility.h) and amp-clang's insertion of missing
  // `template` keywords (DependentNameKeywords), which Clang still rejects.
  if (MsExtensions.value_or(true) || O.MsCompatibility) {
    O.FrontendArgs.push_back("-fms-extensions");
    O.HostArgs.push_back("-fms-extensions");
  }
  if (O.MsCompatibility) {
    for (const std::string &A : msCompatibilityArgs())
      O.FrontendArgs.push_back(A);
    // amp.h's Visual C++ library layer (include/amp_clang/msvc/compatibility.h),
    // for any host compiler.
    O.FrontendArgs.push_back(MsCompatibilityMacro);
    O.HostArgs.push_back(MsCompatibilityMacro);
    for (const std::string &A : msArchitectureMacros()) {
      O.FrontendArgs.push_back(A);
      O.HostArgs.push_back(A);
    }
  }
  bool NoInputs = O.Sources.empty() && O.LinkInputs.empty();
  if (NoInputs && UserHostFlags && !O.Version && !O.Help)
    O.Mode = DriverMode::HostQuery; // e.g. CMake's -print-prog-name=ld: the host compiler's answer
  // `-v` alone prints the version, as clang.
  if (NoInputs && O.Verbose && O.Mode != DriverMode::HostQuery)
    O.Version = true;
  if (O.Depfile.Enabled && !O.Depfile.File.empty() && O.Sources.size() > 1)
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "cannot specify -MF with several sources");
  if (!O.Version && !O.Help && NoInputs && O.Mode != DriverMode::HostQuery)
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "no input files");
  if (O.Mode != DriverMode::Link && O.Mode != DriverMode::HostQuery && O.Sources.empty() && !O.Version && !O.Help)
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "no C++ source to compile");
  // The Clang amp-clang is built on: the front end and the host compile then
  // agree on macros, types and layouts (and on the -ivfsoverlay of restriction views).
  if (O.HostCompiler.empty())
    O.HostCompiler = AMP_CLANG_HOST_CLANG;
  // Another host compiler (GCC) has no such flags: it compiles the host view
  // with the keywords inserted, without the rest of Clang's leniency.
  if (O.MsCompatibility && llvm::StringRef(O.HostCompiler).contains("clang")) {
    for (const std::string &A : msCompatibilityArgs())
      O.HostArgs.push_back(A);
    // The front end has reported them at the user's lines already.
    O.HostArgs.push_back("-Wno-microsoft-template");
    O.HostArgs.push_back("-Wno-microsoft-template-shadow");
  }
#ifdef AMP_CLANG_PROGRAM_SANITIZE
  // A sanitizer build's runtime (cmake/AmpClangSanitizers.cmake) needs the
  // sanitizer's runtime in the program: every program is built for it.
  llvm::SmallVector<llvm::StringRef, 4> Split;
  llvm::StringRef(AMP_CLANG_PROGRAM_SANITIZE).split(Split, ' ', -1, false);
  std::vector<std::string> Sanitize(Split.begin(), Split.end());
  O.HostArgs.insert(O.HostArgs.begin(), Sanitize.begin(), Sanitize.end()); // the user's flags follow
  O.LinkArgs.insert(O.LinkArgs.end(), Sanitize.begin(), Sanitize.end());
#endif
  return O;
}

} // namespace ampclang
