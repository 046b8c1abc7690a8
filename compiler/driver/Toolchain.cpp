// The build tree's paths are compiled in; an installed tree is found relative to the executable.
#include "driver/Toolchain.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace ampclang {

Toolchain findToolchain(const char *Argv0) {
  Toolchain T{AMP_CLANG_BUILD_INCLUDE_DIR, AMP_CLANG_BUILD_LIB_DIR, AMP_CLANG_CLANG_RESOURCE_DIR};
  static int Anchor;
  std::string Exe = llvm::sys::fs::getMainExecutable(Argv0, &Anchor);
  llvm::SmallString<256> Prefix(llvm::sys::path::parent_path(llvm::sys::path::parent_path(Exe)));
  llvm::SmallString<256> Include(Prefix), Lib(Prefix);
  llvm::sys::path::append(Include, "include", "amp.h");
  llvm::sys::path::append(Lib, AMP_CLANG_INSTALL_LIBDIR);
  llvm::SmallString<256> Installed(Prefix);
  llvm::sys::path::append(Installed, "include");
  if (llvm::sys::fs::exists(Include) && std::string(Installed) != T.IncludeDir) {
    T.IncludeDir = std::string(Installed);
    T.LibDir = std::string(Lib);
  }
  return T;
}

} // namespace ampclang
