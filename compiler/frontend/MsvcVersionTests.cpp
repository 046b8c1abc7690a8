// `#if _MSC_VER < 1800` under -fms-compatibility: code written for Visual
// C++ tests its version, and amp-clang defines no _MSC_VER (defining it would
// send libraries such as fmt and GoogleTest down their Visual C++ paths), so
// such a test read 0 and chose the oldest compiler's path (Microsoft's
// Algorithms Library: Visual C++ 2012's internal launch API). In the user's
// files, a comparison of _MSC_VER with a number is made with Visual C++
// 2015's 1900 instead (VisualCppFixes.h).
#include "frontend/RawTokens.h"
#include "frontend/VisualCppFixes.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace ampclang {

std::vector<DiagnosedEdit> msvcVersionEdits(Preprocessor &PP, SourceRange Condition) {
  const SourceManager &SM = PP.getSourceManager();
  if (PP.isMacroDefined("_MSC_VER") || Condition.isInvalid() || !Condition.getBegin().isFileID() ||
      SM.isInSystemHeader(Condition.getBegin()))
    return {};
  auto [File, Begin] = SM.getDecomposedLoc(Condition.getBegin());
  auto [EndFile, End] = SM.getDecomposedLoc(Condition.getEnd());
  llvm::StringRef Buf = SM.getBufferData(File);
  if (EndFile != File || End < Begin || End > Buf.size())
    return {};
  // The condition through the end of its last token.
  size_t Stop = Buf.find_first_of("\r\n", End);
  // A copy: the raw lexer stops at a NUL, which a slice of the file lacks.
  std::string Text = Buf.slice(Begin, Stop == llvm::StringRef::npos ? Buf.size() : Stop).str();
  std::vector<Token> Toks = lexRaw(Text, PP.getLangOpts());
  auto comparison = [](const Token &T) {
    return T.isOneOf(tok::less, tok::lessequal, tok::greater, tok::greaterequal, tok::equalequal, tok::exclaimequal);
  };
  std::vector<DiagnosedEdit> Edits;
  for (size_t I = 0; I + 1 < Toks.size(); ++I) {
    if (!isRawIdent(Toks[I], "_MSC_VER"))
      continue;
    bool Compared = comparison(Toks[I + 1]) || (I > 0 && comparison(Toks[I - 1]));
    bool Defined = (I > 0 && isRawIdent(Toks[I - 1], "defined")) ||
                   (I > 1 && Toks[I - 1].is(tok::l_paren) && isRawIdent(Toks[I - 2], "defined"));
    if (Compared && !Defined)
      Edits.push_back({SM.getComposedLoc(File, Begin + rawOffset(Toks[I])), "1900    ", 8});
  }
  return Edits;
}

} // namespace ampclang
