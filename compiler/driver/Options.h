// amp-clang's command line: clang-like flags sorted by who needs them.
#pragma once

#include "checks/AmpDiagnostics.h"

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace ampclang {

enum class DriverMode {
  Link,        ///< compile and link an executable (default)
  Compile,     ///< -c: objects only
  SyntaxOnly,  ///< -fsyntax-only: parse and check
  EmitOpenCL,  ///< -emit-opencl: print the kernels' OpenCL C
  EmitHost,    ///< -emit-host: print the rewritten host source
  Preprocess,  ///< -E: the host compiler's preprocessor over the original source
  Dependencies,///< -M/-MM: print the dependency rule only (to -MF, -o or stdout)
  HostQuery    ///< no input, only host flags (-print-prog-name=ld, -dumpversion): the host compiler answers
};

/// -MD/-MMD and their companions: a make-syntax dependency file per source,
/// computed by amp-clang (the front end sees every header), never by -M flags
/// handed to a compiler.
struct DepfileOptions {
  bool Enabled = false;               ///< -MD or -MMD
  bool SystemHeaders = true;          ///< false with -MMD
  bool PhonyTargets = false;          ///< -MP
  std::string File;                   ///< -MF; empty: beside the object, as clang
  std::vector<std::string> Targets;   ///< -MT as given, -MQ quoted for make; empty: the object
};

struct DriverOptions {
  DriverMode Mode = DriverMode::Link;
  std::vector<std::string> Sources;     ///< C++ files amp-clang compiles
  std::vector<std::string> LinkInputs;  ///< objects and libraries passed through
  std::string Output;                   ///< -o
  std::vector<std::string> CommonArgs;  ///< -I -D -U -std -include: front end and host
  std::vector<std::string> FrontendArgs;///< -Xclang and diagnostics flags Clang understands
  std::vector<std::string> HostArgs;    ///< -O -g -f -m ...: host compiler only
  std::vector<std::string> LinkArgs;    ///< -L -l -Wl, ...
  DiagOptions Diags;
  DepfileOptions Depfile;
  /// -###: print the commands (quoted, to stderr), run nothing.
  bool DryRun = false;
  /// -fms-compatibility: dependent names without `typename`/`template` get them
  /// (DependentNameKeywords); not passed on to Clang.
  bool MsCompatibility = false;
  bool Verbose = false;
  /// -fno-amp-pch: no precompiled header of amp.h (docs/architecture.md).
  bool NoPch = false;
  /// -famp-target-overloading: restriction steers overload resolution through
  /// Clang's CUDA targets (amp = device, cpu = host) instead of textual views. Experimental.
  bool TargetOverloading = false;
  bool HostKernels = true; ///< -f(no-)amp-host-kernels: launches carry their kernel as host code
  /// -famp-optimize-host-kernels: those host copies at the build's -O, not as at -O0
  /// (host/HostKernelOptnonePass.h).
  bool OptimizeHostKernels = false;
  /// -fsanitize=amp[-bounds,-race,-init,-sync]: the checks compiled into the
  /// kernels (lowering/Sanitizer.h: SanitizeBounds...), docs/sanitizer.md.
  unsigned Sanitize = 0;
  /// -ftime-phases: print the wall time of each phase.
  bool TimePhases = false;
  /// -famp-save-opencl=<file>: a compile also writes its kernels' OpenCL C
  /// there (what -emit-opencl prints), so a test need not run the front end twice.
  std::string SaveOpenCL;
  bool Version = false;
  bool Help = false;
  std::string HostCompiler;             ///< --host-cxx= or $AMP_CLANG_HOST_CXX, else the Clang amp-clang is built on
  /// `--launcher --ccache=<path> <cxx> ...`: run this compile again as
  /// `<path> amp-clang --host-cxx=<cxx> ...`, so that ccache caches it.
  std::string CcacheLauncher;
  std::vector<std::string> CcacheArgs; ///< the arguments after <cxx>, as given
};

/// Parses argv (without argv[0]).
llvm::Expected<DriverOptions> parseOptions(const std::vector<std::string> &Args);

/// \p Target quoted for make, as -MQ and clang quote: '$' doubled, '#' and
/// spaces escaped. Also how a depfile spells file names.
std::string quoteMakeTarget(llvm::StringRef Target);

/// The text of --help.
const char *usageText();

} // namespace ampclang
