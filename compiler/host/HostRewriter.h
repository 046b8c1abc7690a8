// Rewrites a translation unit's host code: each parallel_for_each call becomes a
// runtime launch that passes the captured values explicitly.
#pragma once

#include "host/HostEdit.h"
#include "host/MacroExpansionText.h"
#include "host/TwinRenames.h"
#include "lowering/ProgramLowering.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"

#include <string>
#include <utility>
#include <vector>

namespace ampclang {

/// The files of \p SM rewritten for the host compiler: the main file (first,
/// with \p Program, the OpenCL C text, and the kernel descriptors embedded at
/// its top), then each header holding a parallel_for_each call or restriction
/// twins (absolute path, text). \p Origin names the source in reports.
/// \p HostViews holds the host views of files with twins (RestrictionViews:
/// same length, same offsets), rewritten instead of the parsed text. A call a
/// macro spells replaces the macro invocation by its expansion (\p Macros).
/// \p Twins: the amp twins the host accelerator's kernels call, renamed.
/// \p InPlace: replacements that keep lines (tile_static declarations as
/// unconstructed storage, bodies only the device needs), also inside the text
/// of a rewritten call. \p LocalLambdas: lambdas local to a function that
/// kernels' run-time keys name, wrapped where written (launch.h: local_lambda).
std::vector<std::pair<std::string, std::string>>
rewriteHostSources(clang::SourceManager &SM, const clang::LangOptions &LO, const std::vector<LoweredKernel> &Kernels,
                   const std::string &Program, llvm::StringRef Origin, const llvm::StringMap<std::string> &HostViews,
                   const MacroExpansionText *Macros, const TwinPlan *Twins = nullptr,
                   llvm::ArrayRef<HostEdit> InPlaceEdits = {},
                   llvm::ArrayRef<const clang::CXXRecordDecl *> LocalLambdas = {});

/// Whether the host text of \p Site's call can be rewritten: the file spells
/// it, or a macro does whose expansion \p Macros recorded.
bool canRewriteHost(const KernelSite &Site, clang::SourceManager &SM, const clang::LangOptions &LO,
                    const MacroExpansionText *Macros);

} // namespace ampclang
