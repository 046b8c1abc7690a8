// Edits of text the host view hides.
//
// A file with restriction twins is compiled on the host through its host view,
// where the amp-only twins are blank (frontend/RestrictionViews.h). An
// in-place edit made from the AST (tile_static storage, the sanitizer's host
// checks, which wrap element accesses in amp code) that lands in such a blank
// stretch would write its text around nothing: `(host_el(   , 2u, ...))`, a
// syntax error in a valid program. Those edits have nothing to change there
// and are dropped.
#pragma once

#include "host/HostEdit.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringMap.h"

#include <string>
#include <vector>

namespace ampclang {

/// \p Edits without those whose place is blank in its file's host view
/// (\p HostViews, by normalized path) and not blank in the file itself.
std::vector<HostEdit> withoutEditsOfHiddenText(const clang::SourceManager &SM,
                                               const llvm::StringMap<std::string> &HostViews,
                                               std::vector<HostEdit> Edits);

} // namespace ampclang
