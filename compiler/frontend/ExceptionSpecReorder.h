// Lets stock Clang parse C++ AMP's `f() restrict(cpu) throw(int)`: a GNU
// attribute ends a function declarator, so qualifiers and exception
// specifications written after the restriction are moved in front of it.
#pragma once

#include "frontend/ObjectMacros.h"

#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace ampclang {

/// \p Source with every `) restrict(...) & throw(...)` of a function declarator
/// turned into `) & throw(...) restrict(...)`, lines kept. A restriction that
/// ends a type-id inside a template argument list (`S<int (*)(int) restrict(cpu)>`)
/// is blanked: Clang cannot attach an attribute there. Lambdas are left alone
/// (Clang accepts the specifier right after their parameters).
/// std::nullopt if nothing changed.
/// \p Macros: the object-like macros in scope, so that a macro spelling a
/// restriction, a qualifier or `mutable` is moved like what it stands for.
std::optional<std::string> reorderExceptionSpec(llvm::StringRef Source, const clang::LangOptions &LO,
                                        const ObjectMacros *Macros = nullptr);

} // namespace ampclang
