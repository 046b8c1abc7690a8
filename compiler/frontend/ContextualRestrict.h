// `restrict` is a contextual keyword in C++ AMP: only `restrict(...)` right
// after a function declarator is a restriction specifier. Everywhere else it is
// an ordinary name (a function, class or variable called restrict), which the
// front end's function-like `restrict(...)` macro would swallow.
#pragma once

#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace ampclang {

/// The name every `restrict` that is not a restriction specifier is given
/// (same length, so offsets and columns stay put; reserved for the implementation).
inline constexpr llvm::StringLiteral RestrictAsName = "_Restrct";

/// \p Source with each `restrict` used as a name renamed to RestrictAsName;
/// std::nullopt if there is none.
std::optional<std::string> renameRestrictNames(llvm::StringRef Source, const clang::LangOptions &LO);

} // namespace ampclang
