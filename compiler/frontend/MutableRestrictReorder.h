// Lets stock Clang parse `mutable restrict(amp)`: it accepts attributes before
// `mutable` only, so the specifiers are moved in front of it.
#pragma once

#include "frontend/ObjectMacros.h"

#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace ampclang {

/// \p Source with every `mutable restrict(...)...` turned into
/// `restrict(...)... mutable`, lines kept; std::nullopt if nothing changed.
/// \p Macros: the object-like macros in scope, so that a macro spelling a
/// restriction, a qualifier or `mutable` is moved like what it stands for.
std::optional<std::string> reorderMutableRestrict(llvm::StringRef Source, const clang::LangOptions &LO,
                                        const ObjectMacros *Macros = nullptr);

} // namespace ampclang
