// ccache cannot stand in front of amp-clang as a launcher: CMake runs
// `ccache amp-clang --launcher /usr/bin/clang++ -c a.cpp ...`, and ccache takes
// the compiler's path for a second input file ("Multiple input files") and
// compiles uncached. So add_amp_to_target hands amp-clang the ccache it found
// (`--ccache=`), and amp-clang runs the compile again behind it, with the host
// compiler as an option ccache hashes like any other flag.
#include "driver/CcacheLauncher.h"
#include "driver/HostCommands.h"

#include "llvm/Support/FileSystem.h"

namespace ampclang {

int runBehindCcache(const DriverOptions &Opts, const char *Argv0) {
  static int Anchor;
  std::vector<std::string> Command{Opts.CcacheLauncher, llvm::sys::fs::getMainExecutable(Argv0, &Anchor)};
  // The compiler --launcher chose: the project's Clang, or none (amp-clang's own).
  if (!Opts.HostCompiler.empty())
    Command.push_back("--host-cxx=" + Opts.HostCompiler);
  Command.insert(Command.end(), Opts.CcacheArgs.begin(), Opts.CcacheArgs.end());
  int Status = execute(Opts, Command);
  return Status < 0 ? 1 : Status;
}

} // namespace ampclang
