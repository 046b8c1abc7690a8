// Runs Clang's front end with amp-clang's action over one source file.
#pragma once

#include "driver/Options.h"
#include "driver/Toolchain.h"
#include "frontend/AmpFrontendAction.h"

#include "clang/Frontend/Utils.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <memory>

namespace ampclang {

/// True if the file parsed, passed the checks and (in Lower mode) was lowered.
/// \p Headers, if given, hears every file the parse reads (-MD). \p BaseFS, if
/// given, is read in place of the real file system (the fuzz target's in-memory
/// source).
bool runFrontend(const DriverOptions &Opts, const Toolchain &TC, const std::string &Source, FrontendMode Mode,
                 FrontendResult &Result, std::shared_ptr<clang::DependencyCollector> Headers = nullptr,
                 llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> BaseFS = nullptr);

/// The front end's command line for \p Source (before any PCH is chosen), as -### shows it.
std::vector<std::string> frontendArgs(const DriverOptions &Opts, const Toolchain &TC, const std::string &Source);

} // namespace ampclang
