// Constructors overloaded on restriction on the host accelerator. A
// constructor has no name to change (TwinRenames.h renames functions), so the
// host view gets the amp constructor with a first parameter of a type nothing
// else takes, ::amp_clang::amp_twin_tag, and each construction amp code
// writes passes one: the host compile then chooses among the amp
// constructors alone, as the device does.
#pragma once

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

#include <optional>
#include <string>

namespace ampclang {

/// Text added at one file offset, and where it needs one, the text that
/// closes it (a copy-initialisation's `decltype(v)(tag, ` ... `)`).
struct TagInsert {
  clang::FileID File;
  unsigned Offset;
  std::string Text;
  std::optional<std::pair<unsigned, std::string>> Close = std::nullopt;
};

/// The tag parameter of \p C: right after its parameter list's `(`, or
/// nothing where a macro spells that `(`.
std::optional<TagInsert> tagParameter(const clang::CXXConstructorDecl &C, const clang::SourceManager &SM);

/// The tag argument of construction \p E: after its `(` or `{`, after the `(`
/// of the functional cast \p CastLParen around it (`T(x)`), `(tag)` after
/// the name of the variable \p DeclaredBy it default-constructs (`T v;`), or
/// around the initialiser of a variable it copy-initialises (`T v = x;`
/// becomes `T v = decltype(v)(tag, x);`, where the class has no explicit
/// constructor that direct-initialisation would add). Nothing where the text
/// has no such place (an implicit conversion, an array's elements, a member
/// initialised where nothing is written, `auto v = x;`).
std::optional<TagInsert> tagArgument(const clang::CXXConstructExpr &E, clang::SourceLocation CastLParen,
                                     const clang::VarDecl *DeclaredBy, const clang::SourceManager &SM,
                                     const clang::LangOptions &LO);

} // namespace ampclang
