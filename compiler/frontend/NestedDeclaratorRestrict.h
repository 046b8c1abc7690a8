// Lets stock Clang parse a restriction inside a nested declarator:
// `int (*get() restrict(cpu))(int)` (a function returning a function pointer)
// or `int (&row() restrict(amp))[4]`. Clang takes no GNU attribute there, but
// a C++11 one on the function type: `restrict` becomes `_AmpRtyp`, same
// length, which amp_clang/restrict.h spells as annotate_type (ast/Restriction
// reads it). A macro spelling the restriction is moved in front of the nested
// declarator instead, where a GNU attribute still belongs to the function:
// `int GPU (*get())(int)`.
#pragma once

#include "frontend/ObjectMacros.h"

#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace ampclang {

/// \p Source with each restriction that ends a nested function declarator
/// (`( *name(params) cv restrict(...) )` followed by `(` or `[`) respelled
/// or moved, length and lines kept; std::nullopt if nothing changed.
std::optional<std::string> reorderNestedDeclaratorRestrict(llvm::StringRef Source, const clang::LangOptions &LO,
                                                           const ObjectMacros *Macros = nullptr);

} // namespace ampclang
