// Rewrites a translation unit's host code: each parallel_for_each call becomes a
// runtime launch that passes the captured values explicitly.
#pragma once

#include "lowering/ProgramLowering.h"

#include "clang/Basic/SourceManager.h"

#include <string>
#include <vector>

namespace ampclang {

/// The main file of \p SM rewritten for the host compiler. \p Program is the
/// OpenCL C text embedded in it; \p Origin names the source in reports.
/// \p HostBase, when not empty, is the text to rewrite instead of the parsed
/// one (the host view of RestrictionViews: same length, same offsets).
std::string rewriteHostSource(clang::SourceManager &SM, const clang::LangOptions &LO,
                              const std::vector<LoweredKernel> &Kernels, const std::string &Program,
                              llvm::StringRef Origin, llvm::StringRef HostBase);

} // namespace ampclang
