// Bodies of amp-only functions no kernel reaches, left out of the host compile.
//
// The host compile reads a file with restriction twins through its host view,
// where amp-only overloads of names with cpu overloads are hidden (cpu code
// chooses among its own). An amp function's body compiled there would resolve
// its calls as cpu code does: `int helper(int x) restrict(amp) { return g(x); }`
// beside `int g(S) restrict(cpu)` and a hidden `int g(int) restrict(amp)` is an
// error on the host, and a `static_assert` on a twin's `decltype` fails. Such a
// body is dead on the host: cpu code cannot call an amp-only function, and a
// function a kernel the host accelerator runs reaches is compiled there through the
// twin renames (host/TwinRenames.h), so it keeps its body. Every other one
// becomes `{ __builtin_unreachable(); }` in the host text, lines kept.
#pragma once

#include "host/HostEdit.h"

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"

#include <string>
#include <vector>

namespace ampclang {

/// The replacements of those bodies in the files that have a host view
/// (\p HostViews, by path): amp-only, not a template or inside one, not a
/// constructor, destructor, lambda or constexpr function, no deduced return
/// type, and not among \p Reached (canonical declarations).
std::vector<HostEdit> deadAmpBodyEdits(clang::ASTContext &Ctx, const llvm::StringMap<std::string> &HostViews,
                                       const llvm::SmallPtrSetImpl<const clang::FunctionDecl *> &Reached);

} // namespace ampclang
