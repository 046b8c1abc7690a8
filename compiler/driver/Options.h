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
  EmitHost     ///< -emit-host: print the rewritten host source
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
  /// -fms-compatibility: dependent names without `typename`/`template` get them
  /// (DependentNameKeywords); not passed on to Clang.
  bool MsCompatibility = false;
  bool Verbose = false;
  /// -fno-amp-pch: no precompiled header of amp.h (docs/architecture.md).
  bool NoPch = false;
  /// -ftime-phases: print the wall time of each phase.
  bool TimePhases = false;
  bool Version = false;
  bool Help = false;
  std::string HostCompiler;             ///< --host-cxx= or $AMP_CLANG_HOST_CXX, else the Clang amp-clang is built on
};

/// Parses argv (without argv[0]).
llvm::Expected<DriverOptions> parseOptions(const std::vector<std::string> &Args);

/// The text of --help.
const char *usageText();

} // namespace ampclang
