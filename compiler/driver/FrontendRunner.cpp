// The file and its headers are parsed through the spelling stage (SpellingFileSystem).
#include "driver/FrontendRunner.h"
#include "frontend/DependentNameKeywords.h"
#include "frontend/SpellingFileSystem.h"
#include "ast/Restriction.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/PCHContainerOperations.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang;

namespace ampclang {

bool runFrontend(const DriverOptions &Opts, const Toolchain &TC, const std::string &Source, FrontendMode Mode,
                 FrontendResult &Result) {
  std::vector<std::string> Args = {"amp-clang", "-fsyntax-only", "-x", "c++", "-std=c++17",
                                   "-DAMP_CLANG_FRONTEND=1", "-D__AMP_CLANG__=1",
                                   "-resource-dir", TC.ResourceDir, "-I", TC.IncludeDir,
                                   "-include", "amp_clang/restrict.h", "-Wno-unknown-warning-option",
                                   // C++ AMP code comes from MSVC, which accepts throw(T).
                                   "-Wno-dynamic-exception-spec"};
  Args.insert(Args.end(), Opts.CommonArgs.begin(), Opts.CommonArgs.end());
  Args.insert(Args.end(), Opts.FrontendArgs.begin(), Opts.FrontendArgs.end());
  Args.push_back(Source);

  setAmpLibraryDir(TC.IncludeDir);
  FrontendInputs Inputs;
  auto Real = llvm::vfs::getRealFileSystem();
  std::vector<std::string> Untouched = {normalizedPath(TC.IncludeDir) + "/", normalizedPath(TC.ResourceDir) + "/",
                                        "/usr/include/", "/usr/lib/"};
  collectCommandLineMacros(Args, Inputs.Spelled.Macros);
  auto Spelling = makeSpellingFileSystem(Real, Untouched, Inputs.Spelled);
  {
    // A class declares twins in a header and a source file defines one of
    // them: preprocess once so that every file is split knowing all twins.
    auto PreFiles = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Spelling);
    IgnoringDiagConsumer Quiet;
    tooling::ToolInvocation Pre(Args, std::make_unique<PreprocessOnlyAction>(), PreFiles.get(),
                                std::make_shared<PCHContainerOperations>());
    Pre.setDiagnosticConsumer(&Quiet);
    Pre.run();
    Inputs.Spelled.KnownTwins = std::move(Inputs.Spelled.TwinKeys);
    Inputs.Spelled.TwinKeys.clear();
    Inputs.Spelled.Twins.clear();
    Inputs.Spelled.HostViews.clear();
  }
  if (Opts.MsCompatibility)
    findMissingKeywords(Args, Spelling, Inputs.Spelled);
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Spelling);
  tooling::ToolInvocation Invocation(Args, std::make_unique<AmpFrontendAction>(Opts.Diags, Inputs, Mode, Result, TC.IncludeDir),
                                     Files.get(), std::make_shared<PCHContainerOperations>());
  return Invocation.run();
}

} // namespace ampclang
