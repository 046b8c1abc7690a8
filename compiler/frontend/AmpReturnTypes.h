// The trailing return type of an amp function, as amp code resolves it, in
// the host view.
//
// `auto f() restrict(amp) -> decltype(g(1))` names its return type in amp
// context: with `int g(int) restrict(cpu)` beside `float g(float) restrict(amp)`
// f returns float. The host view hides the amp overload, so a parse of it (the
// judge of cpu code, the host compile) would make f return int, and cpu code
// asking `decltype(f)` would see `int()`. Each such `decltype(...)` becomes, in
// the host view, the type the device view's parse found, padded to the same
// length (a longer type's name leaves it as written).
#pragma once

#include "host/HostEdit.h"

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/StringMap.h"

#include <string>
#include <vector>

namespace ampclang {

/// A replacement of the same length in the host view of the file \p Path.
struct HostViewPatch {
  std::string Path;
  unsigned Offset;
  std::string Text;
};

/// The patches for the amp-only functions (not templates) declared in files
/// with host views (\p HostViews, by path).
std::vector<HostViewPatch> ampReturnTypePatches(clang::ASTContext &Ctx, const llvm::StringMap<std::string> &HostViews);

/// \p Views with \p Patches applied.
void applyHostViewPatches(llvm::StringMap<std::string> &Views, const std::vector<HostViewPatch> &Patches);

} // namespace ampclang
