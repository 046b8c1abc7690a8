// Lets stock Clang parse `mutable restrict(amp)` and `constexpr restrict(amp)`:
// it accepts attributes before a lambda's decl-specifiers only, so the
// restriction specifiers are moved in front of them.
#pragma once

#include "frontend/ObjectMacros.h"

#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace ampclang {

/// \p Source with every `mutable restrict(...)...` (or any run of `mutable`,
/// `constexpr`, `consteval`) turned into `restrict(...)... mutable`, lines kept; std::nullopt if nothing changed.
/// \p Macros: the object-like macros in scope, so that a macro spelling a
/// restriction, a qualifier or `mutable` is moved like what it stands for.
std::optional<std::string> reorderMutableRestrict(llvm::StringRef Source, const clang::LangOptions &LO,
                                        const ObjectMacros *Macros = nullptr);

} // namespace ampclang
