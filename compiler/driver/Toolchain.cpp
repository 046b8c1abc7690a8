// The build tree's paths are compiled in. An installed amp-clang finds its
// headers and runtime relative to its own folder (AMP_CLANG_BIN_TO_INCLUDE,
// AMP_CLANG_BIN_TO_LIB: the install layout's paths from bin/), so an installed
// prefix works wherever it is moved.
#include "driver/Toolchain.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace ampclang {

static std::string besideExecutable(llvm::StringRef BinDir, llvm::StringRef Relative) {
  llvm::SmallString<256> Path(BinDir);
  llvm::sys::path::append(Path, Relative);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  return std::string(Path);
}

Toolchain findToolchain(const char *Argv0) {
  Toolchain T{AMP_CLANG_BUILD_INCLUDE_DIR, AMP_CLANG_BUILD_LIB_DIR, AMP_CLANG_CLANG_RESOURCE_DIR};
  static int Anchor;
  std::string Exe = llvm::sys::fs::getMainExecutable(Argv0, &Anchor);
  llvm::StringRef BinDir = llvm::sys::path::parent_path(Exe);
  std::string Include = besideExecutable(BinDir, AMP_CLANG_BIN_TO_INCLUDE);
  llvm::SmallString<256> AmpH(Include);
  llvm::sys::path::append(AmpH, "amp.h");
  // The build tree's bin/ has no include/ beside it: there, the compiled-in paths hold.
  if (llvm::sys::fs::exists(AmpH) && Include != T.IncludeDir) {
    T.IncludeDir = Include;
    T.LibDir = besideExecutable(BinDir, AMP_CLANG_BIN_TO_LIB);
  }
  return T;
}

} // namespace ampclang
