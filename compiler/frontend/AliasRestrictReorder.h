// Lets stock Clang parse `using F = int(int) restrict(amp);`: an attribute
// after an alias's type-id is a syntax error to Clang, one after its name is
// the alias's own, so the specifiers are moved in front of the `=`.
#pragma once

#include "frontend/ObjectMacros.h"

#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace ampclang {

/// \p Source with every `using N = T restrict(...)...;` turned into
/// `using N restrict(...)... = T;`, length and lines kept; std::nullopt if
/// nothing changed. \p Macros: object-like macros spelling restrictions.
std::optional<std::string> reorderAliasRestrict(llvm::StringRef Source, const clang::LangOptions &LO,
                                                const ObjectMacros *Macros = nullptr);

} // namespace ampclang
