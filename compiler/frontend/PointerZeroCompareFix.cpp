// `p <= 0`, `0 < p`: a pointer ordered against a null pointer constant, under
// -fms-compatibility (VisualCppFixes.h).
#include "frontend/VisualCppFixes.h"

#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace ampclang {

namespace {

/// The file text of a diagnostic's operand range (its macro expansions
/// included: `NULL`), or empty where it does not lie in one file.
llvm::StringRef operandText(const SourceManager &SM, CharSourceRange Range, SourceLocation &Begin) {
  CharSourceRange File = SM.getExpansionRange(Range);
  if (File.isInvalid() || SM.getFileID(File.getBegin()) != SM.getFileID(File.getEnd()))
    return {};
  LangOptions LO;
  LO.CPlusPlus = true;
  Begin = File.getBegin();
  return Lexer::getSourceText(File, SM, LO).trim();
}

bool isNullConstantText(llvm::StringRef Text) {
  return Text == "NULL" || Text == "0" || Text.equals_insensitive("0L") || Text.equals_insensitive("0U") ||
         Text.equals_insensitive("0UL") || Text.equals_insensitive("0LL");
}

/// An operand that can be spelled again inside decltype: one expression of
/// the file (no statement punctuation).
bool isRespellable(llvm::StringRef Text) { return !Text.empty() && Text.find_first_of(";{}") == llvm::StringRef::npos; }

} // namespace

std::vector<DiagnosedEdit> pointerZeroCompareEdits(const Diagnostic &Info) {
  if (Info.getID() != diag::err_typecheck_ordered_comparison_of_pointer_and_zero || Info.getNumRanges() < 2 ||
      !Info.hasSourceManager())
    return {};
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation LeftAt, RightAt;
  llvm::StringRef Left = operandText(SM, Info.getRange(0), LeftAt);
  llvm::StringRef Right = operandText(SM, Info.getRange(1), RightAt);
  // Visual C++ compares with the null pointer: the zero becomes a null pointer
  // of the other operand's type, `x <= decltype(+(x))()`, which C++ orders
  // (decltype does not evaluate x; the unary + makes it a prvalue, so the
  // type is the pointer's, never a reference).
  auto edit = [&](llvm::StringRef Zero, SourceLocation ZeroAt, llvm::StringRef Pointer) -> std::vector<DiagnosedEdit> {
    if (!isNullConstantText(Zero) || !isRespellable(Pointer))
      return {};
    return {{ZeroAt, "decltype(+(" + Pointer.str() + "))()", unsigned(Zero.size())}};
  };
  std::vector<DiagnosedEdit> Edits = edit(Right, RightAt, Left);
  return Edits.empty() ? edit(Left, LeftAt, Right) : Edits;
}

} // namespace ampclang
