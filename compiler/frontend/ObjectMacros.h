// Object-like macros of the user's code, for the raw-token rewrites of the
// spelling stage: a declarator written as `f(PARAMS) QUALS RESTRICTION EXCEPTIONS`
// (the conformance suite's syntax generators, with -D definitions) is only
// reordered right when the rewrites know what each macro stands for.
#pragma once

#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace ampclang {

/// NAME -> replacement text, from -D flags and one-line `#define NAME text`.
using ObjectMacros = llvm::StringMap<std::string>;

/// What an object-like macro's replacement is, as far as declarators go.
enum class MacroRole {
  Unknown,     ///< anything else, or not a macro
  Empty,       ///< nothing at all
  Exceptions,  ///< exception specifications only: throw(...), noexcept
  Qualifiers,  ///< cv-/ref-qualifiers, with or without exception specifications
  Restriction, ///< restriction specifiers only: restrict(...)
  Mutable,     ///< `mutable`
  Capture,     ///< a lambda capture clause: [...]
};

/// The role of the raw token \p T: Unknown unless it names one of \p Macros.
MacroRole macroRole(const clang::Token &T, const ObjectMacros *Macros, const clang::LangOptions &LO);

/// Adds each `-DNAME[=text]` of \p Args (also `-D NAME`) to \p Macros.
/// The first token of the run of restriction specifiers ending just before
/// \p End in raw tokens (`restrict(cpu) restrict(amp)`, or macros spelling
/// them); \p End when there is none.
size_t restrictionSpecifiersBefore(const std::vector<clang::Token> &Toks, size_t End, const clang::LangOptions &LO,
                                   const ObjectMacros *Macros);

void collectCommandLineMacros(const std::vector<std::string> &Args, ObjectMacros &Macros);

/// Adds each one-line object-like `#define NAME text` of \p Source to \p Macros.
void collectObjectMacros(llvm::StringRef Source, const clang::LangOptions &LO, ObjectMacros &Macros);

} // namespace ampclang
