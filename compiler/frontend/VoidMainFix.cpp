// `void main()` under -fms-compatibility: `int main()` returning 0, as Visual
// C++ compiles it (VisualCppFixes.h).
#include "frontend/VisualCppFixes.h"

#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace ampclang {

namespace {

/// Whether the text at \p Loc is the whole word \p Word.
bool isWordAt(const SourceManager &SM, SourceLocation Loc, llvm::StringRef Word) {
  auto [File, Offset] = SM.getDecomposedLoc(Loc);
  llvm::StringRef Rest = SM.getBufferData(File).substr(Offset);
  return Rest.starts_with(Word) && (Rest.size() == Word.size() || !isAsciiIdentifierContinue(Rest[Word.size()]));
}

} // namespace

std::vector<DiagnosedEdit> voidMainEdits(const Diagnostic &Info, bool MainWasVoid) {
  if (!Info.hasSourceManager())
    return {};
  const SourceManager &SM = Info.getSourceManager();
  if (Info.getID() == diag::err_main_returns_nonint) {
    // Clang's fix-it replaces the return type; only `void` is Visual C++'s habit.
    for (const FixItHint &Hint : Info.getFixItHints()) {
      SourceLocation Begin = Hint.RemoveRange.getBegin();
      if (Hint.CodeToInsert != "int" || Begin.isMacroID() || !isWordAt(SM, Begin, "void"))
        continue;
      return {{Begin, VoidMainReturnType, 4}};
    }
    return {};
  }
  if ((Info.getID() == diag::warn_return_missing_expr || Info.getID() == diag::ext_return_missing_expr) && MainWasVoid) {
    llvm::SmallString<64> Message;
    Info.FormatDiagnostic(Message);
    SourceLocation Return = Info.getLocation();
    if (!llvm::StringRef(Message).starts_with("non-void function 'main' ") || Return.isMacroID() ||
        !isWordAt(SM, Return, "return"))
      return {};
    return {{Return.getLocWithOffset(6), " 0"}};
  }
  return {};
}

} // namespace ampclang
