// Operators overloaded on restriction on the host accelerator. The host view
// gets the amp operator back as a function of another name
// (`operator_p__amp_twin` for `operator+`), as TwinRenames.h does for named
// functions, and amp code's operator expressions that call it are written as
// calls of that name: `a + b` becomes `(a).operator_p__amp_twin(b)` for a
// member, `operator_p__amp_twin(a, b)` for a non-member.
#pragma once

#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

#include <optional>
#include <string>
#include <vector>

namespace ampclang {

/// One change of an operator expression's text.
struct OperatorEdit {
  enum Kind {
    Open,    ///< text before the expression: goes after what outer expressions open there
    Close,   ///< text after an operand: goes before what outer expressions close there
    Replace, ///< an operator token
  };
  Kind What;
  clang::FileID File;
  unsigned Offset, Length;
  std::string Text;
};

/// The name of \p Op's amp twin in the host view, an identifier spelled from
/// its symbol, or nothing for an operator amp-clang does not rename there
/// (`->`, `new`, `delete`, `co_await`).
std::optional<std::string> operatorTwinName(const clang::FunctionDecl &Op);

/// The edits that make \p E, an operator expression calling an operator
/// renamed to \p Twin, a call of \p Twin; nothing where a macro spells a part
/// of it.
std::optional<std::vector<OperatorEdit>> operatorCallEdits(const clang::CXXOperatorCallExpr &E,
                                                           const std::string &Twin, const clang::SourceManager &SM,
                                                           const clang::LangOptions &LO);

} // namespace ampclang
