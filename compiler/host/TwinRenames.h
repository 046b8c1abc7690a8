// Restriction twins on the host accelerator. The host compile sees the host
// view, where `int f() restrict(amp)` beside `int f() restrict(cpu)` is blank:
// a kernel run there would call the cpu twin. So, for kernels the host
// accelerator runs, the host view gets the amp twin back under another name
// (`f__amp_twin`), amp code calls it by that name, and each restrict(cpu, amp)
// function that calls a twin gets an amp copy of its own under such a name.
#pragma once

#include "ast/KernelSite.h"
#include "ast/TwinNames.h"
#include "host/HostEdit.h"

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <map>
#include <string>
#include <vector>

namespace ampclang {

/// Edits of files' text: file -> offset -> (length replaced, new text).
using TextEdits = std::map<clang::FileID, std::map<unsigned, std::pair<unsigned, std::string>>>;

struct TwinPlan {
  /// Per kernel (by site): why the host accelerator cannot run it, or nothing.
  std::map<const KernelSite *, std::string> Refusals;
  /// Identifiers renamed where they stand (calls from amp-only code, kernel
  /// bodies included): file -> offset -> (length, new spelling).
  TextEdits InPlace;
  /// Text these calls add before an expression (`(a).twin(b)`'s `(`, a
  /// constructor's tag), same form: it goes before any other edit's text at
  /// its offset, as the expression it opens holds the others' (the
  /// sanitizer's check of `av[0]` in `av[0] = s`).
  TextEdits Openers;
  /// Text added to the host view: each amp twin's renamed declaration over its
  /// blank place, each amp copy of a restrict(cpu, amp) function after it.
  using Insert = HostEdit;
  std::vector<Insert> Inserts;
};

/// The plan for \p Sites; \p Twins names the twin pairs ("name", "Class::name"),
/// \p HostViews holds the host views (by normalized path) where they are blank.
TwinPlan planTwinRenames(clang::ASTContext &Ctx, const std::vector<KernelSite> &Sites,
                         const TwinNames &Twins, const llvm::StringMap<std::string> &HostViews);

/// The spelling of the amp twin or amp copy of a function named \p Name.
std::string ampTwinName(llvm::StringRef Name);

} // namespace ampclang
