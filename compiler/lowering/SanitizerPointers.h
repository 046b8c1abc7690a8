// -fsanitize=amp-bounds on pointers taken from data() of an array or
// array_view (SanitizerPointers.cpp, docs/sanitizer.md).
#pragma once

#include "host/HostEdit.h"

#include "clang/AST/Expr.h"

#include <string>
#include <vector>

namespace ampclang {

class FunctionEmitter;

/// `p[i]` (\p E, Idx i) or `*(p + i)` where p is a local only ever read,
/// initialised from data() of an array or array_view the function never
/// assigns: the checked access (index against the view's element count); ""
/// for any other pointer. \p Negate: `*(p - i)`.
std::string sanitizePointerAccess(FunctionEmitter &F, const clang::Expr *E, const clang::Expr *Ptr,
                                  const clang::Expr *Idx, bool Negate);
/// `*p`, `*(p + i)`, `*(i + p)`, `*(p - i)`: as sanitizePointerAccess.
std::string sanitizePointerDeref(FunctionEmitter &F, const clang::UnaryOperator *U);
/// The host accelerator's side: each such access in an amp function of the
/// user's files becomes `(::amp_clang::sanitizer::host_ptr(p, i, v, __FILE__,
/// line, column, "what"))` in the host text (amp_clang/sanitizer.h).
std::vector<HostEdit> sanitizerPointerHostEdits(clang::ASTContext &Ctx);
/// What an edit of the host text that adds characters before \p Next (the
/// original character after it) ends with, so that \p Next keeps its line and
/// column: a line break, `#line`, and spaces up to the column. The host
/// accelerator's other checks take their columns from `__builtin_COLUMN()`.
std::string sanitizerHostResume(const clang::SourceManager &SM, clang::SourceLocation Next);

} // namespace ampclang
