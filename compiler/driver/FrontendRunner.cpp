// The file is parsed from an in-memory overlay when `mutable restrict(...)` needs reordering.
#include "driver/FrontendRunner.h"
#include "frontend/MutableRestrictReorder.h"
#include "frontend/RestrictionViews.h"

#include "clang/Basic/FileManager.h"
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
                                   "-include", "amp_clang/restrict.h", "-Wno-unknown-warning-option"};
  Args.insert(Args.end(), Opts.CommonArgs.begin(), Opts.CommonArgs.end());
  Args.insert(Args.end(), Opts.FrontendArgs.begin(), Opts.FrontendArgs.end());
  Args.push_back(Source);

  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(llvm::vfs::getRealFileSystem());
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Overlay->pushOverlay(Memory);
  llvm::SmallString<256> Cwd;
  if (!llvm::sys::fs::current_path(Cwd))
    Overlay->setCurrentWorkingDirectory(Cwd);
  FrontendInputs Inputs;
  if (auto Buffer = llvm::MemoryBuffer::getFile(Source)) {
    LangOptions LO;
    LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
    std::optional<std::string> Text = reorderMutableRestrict((*Buffer)->getBuffer(), LO);
    RestrictionViews Views = splitByRestriction(Text ? *Text : (*Buffer)->getBuffer(), LO);
    if (Views.hasTwins()) {
      Text = std::move(Views.Device);
      Inputs.HostBase = std::move(Views.Host);
      Inputs.Twins = std::move(Views.Twins);
    }
    if (Text) {
      llvm::SmallString<256> Abs(Source);
      llvm::sys::fs::make_absolute(Abs);
      Memory->addFile(Abs, 0, llvm::MemoryBuffer::getMemBufferCopy(*Text, Abs));
    }
  }
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Overlay);
  tooling::ToolInvocation Invocation(Args, std::make_unique<AmpFrontendAction>(Opts.Diags, Inputs, Mode, Result),
                                     Files.get(), std::make_shared<PCHContainerOperations>());
  return Invocation.run();
}

} // namespace ampclang
