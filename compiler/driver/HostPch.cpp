// Built once per flags by a run of the host compiler, its output kept aside:
// a PCH whose build printed anything is not used (it would hide a warning).
#include "driver/HostPch.h"
#include "driver/FrontendPch.h"
#include "driver/PchCache.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

namespace ampclang {

bool isClangCompiler(const std::string &HostCompiler) {
  return llvm::sys::path::filename(HostCompiler).contains("clang");
}

bool hostPchAllowed(const DriverOptions &Opts) {
  return pchAllowed(Opts) && isClangCompiler(Opts.HostCompiler) && !Opts.MsCompatibility;
}

std::vector<std::string> hostFlags(const DriverOptions &Opts, const std::string &IncludeDir) {
  // C++ AMP code comes from MSVC, which accepts dynamic exception specifications.
  std::vector<std::string> Flags = {"-std=c++17", "-Wno-dynamic-exception-spec", "-Wno-register"};
  Flags.insert(Flags.end(), Opts.HostArgs.begin(), Opts.HostArgs.end());
  Flags.insert(Flags.end(), {"-I", IncludeDir});
  Flags.insert(Flags.end(), Opts.CommonArgs.begin(), Opts.CommonArgs.end());
  return Flags;
}

namespace {

std::optional<std::string> hostPchFor(const std::string &Compiler, const std::vector<std::string> &CompileFlags,
                                      const std::vector<std::string> &Headers, const std::string &LibraryDir,
                                      llvm::raw_ostream *Log) {
  std::vector<std::string> Flags = withoutIncludeFlags(CompileFlags);
  PchRequest R;
  R.Role = "host";
  R.Headers = Headers;
  R.LibraryDir = LibraryDir;
  R.KeyParts = {"amp-clang " AMP_CLANG_VERSION, executableIdentity(Compiler)};
  std::vector<std::string> Key = absoluteSearchPaths(Flags);
  R.KeyParts.insert(R.KeyParts.end(), Key.begin(), Key.end());
  PchCache Cache(PchCache::defaultDirectory(), Log);
  return Cache.get(R, [&](const std::string &Header, const std::string &Output) {
    llvm::SmallString<256> Log;
    if (llvm::sys::fs::createTemporaryFile("amp-pch", "log", Log))
      return false;
    std::vector<llvm::StringRef> Args = {Compiler};
    Args.insert(Args.end(), Flags.begin(), Flags.end());
    Args.insert(Args.end(), {"-fpch-instantiate-templates", "-x", "c++-header", Header, "-o", Output});
    std::optional<llvm::StringRef> Redirects[] = {llvm::StringRef(""), llvm::StringRef(Log), llvm::StringRef(Log)};
    int Status = llvm::sys::ExecuteAndWait(Compiler, Args, std::nullopt, Redirects);
    auto Printed = llvm::MemoryBuffer::getFile(Log);
    bool Quiet = Printed && (*Printed)->getBufferSize() == 0;
    llvm::sys::fs::remove(Log);
    return Status == 0 && Quiet;
  });
}

} // namespace

std::optional<std::string> hostPch(const std::string &Compiler, const std::vector<std::string> &Flags,
                                   const std::vector<std::string> &Headers, const std::string &LibraryDir,
                                   llvm::raw_ostream *Log, const std::vector<std::string> &UserArgs) {
  return pchSharedAcrossMacros(Flags, UserArgs, [&](const std::vector<std::string> &F) {
    return hostPchFor(Compiler, F, Headers, LibraryDir, Log);
  });
}

BackgroundHostPch::BackgroundHostPch(const DriverOptions &Opts, const std::string &IncludeDir,
                                     const std::vector<std::string> &Leading)
    : Verbose(Opts.Verbose) {
  if (!hostPchAllowed(Opts) || (Opts.Mode != DriverMode::Compile && Opts.Mode != DriverMode::Link))
    return;
  auto Compiler = llvm::sys::findProgramByName(Opts.HostCompiler);
  if (!Compiler)
    return;
  std::vector<std::string> Headers = {"amp_clang/restrict.h", "amp_clang/launch.h"};
  Headers.insert(Headers.end(), Leading.begin(), Leading.end());
  Thread = std::thread([this, Compiler = *Compiler, Flags = hostFlags(Opts, IncludeDir), Headers, IncludeDir,
                        User = Opts.CommonArgs] {
    llvm::raw_string_ostream OS(Log);
    hostPch(Compiler, Flags, Headers, IncludeDir, &OS, User);
  });
}

void BackgroundHostPch::wait() {
  if (!Thread.joinable())
    return;
  Thread.join();
  // Only a build is news: the host compile reports the use itself.
  if (Verbose && llvm::StringRef(Log).contains(": built "))
    llvm::errs() << Log;
}

} // namespace ampclang
