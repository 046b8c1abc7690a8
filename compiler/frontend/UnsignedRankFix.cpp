// `unsigned int Rank` deduced from array_view's `int N`, under
// -fms-compatibility: the function template's parameter is declared `int`
// (VisualCppFixes.h); so are a partial specialisation's that Clang found
// ambiguous.
#include "frontend/RawTokens.h"
#include "frontend/VisualCppFixes.h"

#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace ampclang {

namespace {

/// The identifiers inside the brackets opening at Toks[From] (a `(` or a `<`;
/// `>>` closes two angles).
llvm::StringSet<> namesInBrackets(const std::vector<Token> &Toks, size_t From) {
  llvm::StringSet<> Named;
  int Depth = 0;
  for (size_t I = From; I < Toks.size() && Toks[I].isNot(tok::eof); ++I) {
    const Token &T = Toks[I];
    if (T.isOneOf(tok::l_paren, tok::less))
      ++Depth;
    else if (T.isOneOf(tok::r_paren, tok::greater))
      --Depth;
    else if (T.is(tok::greatergreater))
      Depth -= 2;
    else if (T.is(tok::raw_identifier))
      Named.insert(T.getRawIdentifier());
    if (Depth <= 0)
      break;
  }
  return Named;
}

/// The edits declaring `int` each parameter `unsigned [int] X` of the
/// template-head opening at Toks[Open] whose X is in \p Named (`unsigned`
/// blanked, or replaced by `int` and spaces: the length stays).
std::vector<DiagnosedEdit> unsignedParamsAsInt(const SourceManager &SM, FileID File, const std::vector<Token> &Toks,
                                               size_t Open, size_t Name, const llvm::StringSet<> &Named) {
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

/// The declaration whose name Clang reported at \p Loc: its tokens, the
/// name's index and the index of the `<` of the last template-head before it
/// with no declaration ending between them (0 where there is none).
struct TemplateDecl {
  FileID File;
  std::vector<Token> Toks;
  size_t Name = 0, Open = 0;
};

TemplateDecl templateDeclAt(const SourceManager &SM, SourceLocation Loc) {
  TemplateDecl D;
  auto [File, NameOffset] = SM.getDecomposedLoc(Loc);
  D.File = File;
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  D.Toks = lexRaw(SM.getBufferData(File), LO);
  for (size_t I = 0; I < D.Toks.size() && D.Toks[I].isNot(tok::eof); ++I) {
    if (rawOffset(D.Toks[I]) == NameOffset) {
      D.Name = I;
      break;
    }
    if (isRawIdent(D.Toks[I], "template") && D.Toks[I + 1].is(tok::less))
      D.Open = I + 1;
    else if (D.Toks[I].isOneOf(tok::semi, tok::l_brace, tok::r_brace))
      D.Open = 0;
  }
  return D;
}

} // namespace

std::vector<DiagnosedEdit> unsignedRankEdits(const Diagnostic &Info) {
  if (!Info.hasSourceManager() || Info.getLocation().isMacroID())
    return {};
  const SourceManager &SM = Info.getSourceManager();
  // A partial specialisation `is_array_view<array_view<T, N>>` with
  // `unsigned int N`: it matches, but partial ordering against another
  // (`array_view<const T, N>`) deduces no `unsigned` from array_view's `int`,
  // so Clang finds the two ambiguous. Its parameters named in its template
  // arguments are declared `int`.
  if (Info.getID() == diag::note_partial_spec_match) {
    TemplateDecl D = templateDeclAt(SM, Info.getLocation());
    if (D.Name == 0 || D.Open == 0 || D.Toks[D.Name + 1].isNot(tok::less))
      return {};
    return unsignedParamsAsInt(SM, D.File, D.Toks, D.Open, D.Name, namesInBrackets(D.Toks, D.Name + 1));
  }
  if (Info.getID() != diag::note_ovl_candidate_substitution_failure)
    return {};
  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  if (!llvm::StringRef(Message).ends_with("deduced non-type template argument does not have the same type as the "
                                          "corresponding template parameter ('int' vs 'unsigned int')"))
    return {};
  // The candidate's name, its template-head, and the names in its function
  // parameter list.
  TemplateDecl D = templateDeclAt(SM, Info.getLocation());
  if (D.Name == 0 || D.Open == 0 || D.Toks[D.Name + 1].isNot(tok::l_paren))
    return {};
  return unsignedParamsAsInt(SM, D.File, D.Toks, D.Open, D.Name, namesInBrackets(D.Toks, D.Name + 1));
}

} // namespace ampclang
