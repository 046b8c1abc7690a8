// Lets stock Clang parse `mutable restrict(amp)`: it accepts attributes before
// `mutable` only, so the specifiers are moved in front of it.
#pragma once

#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace ampclang {

/// \p Source with every `mutable restrict(...)...` turned into
/// `restrict(...)... mutable`, lines kept; std::nullopt if nothing changed.
std::optional<std::string> reorderMutableRestrict(llvm::StringRef Source, const clang::LangOptions &LO);

} // namespace ampclang
