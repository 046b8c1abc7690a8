// The file system one fuzz input is compiled against.
#pragma once

#include "llvm/Support/VirtualFileSystem.h"

#include <string>

namespace ampclang {

/// The real file system, read-only, with \p Text as the file \p Path and the
/// device and process trees hidden: an input's `#include "/dev/stdin"` or
/// `</dev/zero>` would otherwise hang or exhaust memory instead of failing.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> makeFuzzFileSystem(const std::string &Path, const std::string &Text);

} // namespace ampclang
