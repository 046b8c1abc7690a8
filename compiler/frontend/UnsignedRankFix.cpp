// `unsigned int Rank` deduced from array_view's `int N`, under
// -fms-compatibility: the function template's parameter is declared `int`
// (VisualCppFixes.h).
#include "frontend/RawTokens.h"
#include "frontend/VisualCppFixes.h"

#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace ampclang {

std::vector<DiagnosedEdit> unsignedRankEdits(const Diagnostic &Info) {
  if (Info.getID() != diag::note_ovl_candidate_substitution_failure || !Info.hasSourceManager() ||
      Info.getLocation().isMacroID())
    return {};
  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  if (!llvm::StringRef(Message).ends_with("deduced non-type template argument does not have the same type as the "
                                          "corresponding template parameter ('int' vs 'unsigned int')"))
    return {};
  const SourceManager &SM = Info.getSourceManager();
  auto [File, NameOffset] = SM.getDecomposedLoc(Info.getLocation());
  llvm::StringRef Buf = SM.getBufferData(File);
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  std::vector<Token> Toks = lexRaw(Buf, LO);
  // The candidate's name, and the last template-head before it with no
  // declaration ending between them.
  size_t Name = 0, Open = 0;
  for (size_t I = 0; I < Toks.size() && Toks[I].isNot(tok::eof); ++I) {
    if (rawOffset(Toks[I]) == NameOffset) {
      Name = I;
      break;
    }
    if (isRawIdent(Toks[I], "template") && Toks[I + 1].is(tok::less))
      Open = I + 1;
    else if (Toks[I].isOneOf(tok::semi, tok::l_brace, tok::r_brace))
      Open = 0;
  }
  if (Name == 0 || Open == 0 || Toks[Name + 1].isNot(tok::l_paren))
    return {};
  // The names in the function parameter list.
  llvm::StringSet<> Named;
  int Depth = 0;
  for (size_t I = Name + 1; I < Toks.size() && Toks[I].isNot(tok::eof); ++I) {
    if (Toks[I].is(tok::l_paren))
      ++Depth;
    else if (Toks[I].is(tok::r_paren) && --Depth == 0)
      break;
    else if (Toks[I].is(tok::raw_identifier))
      Named.insert(Toks[I].getRawIdentifier());
  }
  // Each parameter `unsigned [int] X` of the head, X named there.
  std::vector<DiagnosedEdit> Edits;
  int Angles = 0;
  for (size_t I = Open; I < Name; ++I) {
    const Token &T = Toks[I];
    if (T.isOneOf(tok::less, tok::l_paren))
      ++Angles;
    else if (T.isOneOf(tok::greater, tok::r_paren) && --Angles == 0)
      break;
    if (Angles != 1 || !Toks[I - 1].isOneOf(tok::less, tok::comma) || !isRawIdent(T, "unsigned"))
      continue;
    bool Int = isRawIdent(Toks[I + 1], "int");
    const Token &Param = Toks[I + (Int ? 2 : 1)];
    const Token &After = Toks[I + (Int ? 3 : 2)];
    if (Param.is(tok::raw_identifier) && Named.contains(Param.getRawIdentifier()) &&
        After.isOneOf(tok::comma, tok::greater, tok::equal) && T.getLength() == 8)
      Edits.push_back({SM.getComposedLoc(File, rawOffset(T)), Int ? "        " : "int     ", 8});
  }
  return Edits;
}

} // namespace ampclang
