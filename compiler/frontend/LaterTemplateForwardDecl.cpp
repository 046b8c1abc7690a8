// A class template named in a template before its declaration, under
// -fms-compatibility: a forward declaration of it is inserted before the
// template naming it (VisualCppFixes.h).
#include "frontend/NamespaceScopeWalk.h"
#include "frontend/VisualCppFixes.h"

#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace ampclang {

namespace {

/// The index of the '>' closing the template-head whose '<' is at \p Open, or 0.
size_t closingAngle(const std::vector<Token> &Toks, size_t Open) {
  int Angles = 0, Nested = 0; // '<' counts only outside (), [] and {}
  for (size_t I = Open; I < Toks.size() && Toks[I].isNot(tok::eof); ++I) {
    const Token &T = Toks[I];
    if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Nested;
    else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
      --Nested;
    else if (Nested == 0 && T.is(tok::less))
      ++Angles;
    else if (Nested == 0 && T.is(tok::greater) && --Angles == 0)
      return I;
    else if (Nested == 0 && T.is(tok::greatergreater) && (Angles -= 2) <= 0)
      return Angles == 0 ? I : 0; // `>>` closing the head itself and one inside: not split
    else if (T.is(tok::semi) || Nested < 0)
      return 0;
  }
  return 0;
}

/// The head between \p Open and \p Close with default arguments left out,
/// on one line: "template <unsigned N, unsigned M>".
std::string headWithoutDefaults(llvm::StringRef Buf, const std::vector<Token> &Toks, size_t Open, size_t Close) {
  std::string Out = "template <";
  int Depth = 0;
  bool InDefault = false, First = true;
  for (size_t I = Open + 1; I < Close; ++I) {
    const Token &T = Toks[I];
    if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace, tok::less))
      ++Depth;
    else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace, tok::greater))
      --Depth;
    if (Depth == 0 && T.is(tok::comma))
      InDefault = false;
    else if (Depth == 0 && T.is(tok::equal))
      InDefault = true;
    if (InDefault)
      continue;
    if (!First && T.isNot(tok::comma))
      Out += ' ';
    Out += Buf.substr(rawOffset(T), T.getLength());
    First = false;
  }
  return Out + ">";
}

} // namespace

std::vector<DiagnosedEdit> laterTemplateForwardDeclarations(const Diagnostic &Info) {
  std::optional<DiagnosedName> D = diagnosedName(Info, diag::err_no_template);
  if (!D)
    return {};
  const std::string &Name = D->Name;
  const std::vector<Token> &Toks = D->Toks;
  llvm::StringRef Buf = D->Buf;
  NamespaceScopeWalk Walk(Buf, Toks);
  size_t UseDecl = 0; // the declaration naming Name, once found
  std::optional<std::string> UseScope;
  for (size_t I = 0; I < Toks.size() && Toks[I].isNot(tok::eof); ++I) {
    if (Walk.skipDirective(I))
      continue;
    const Token &T = Toks[I];
    std::optional<std::string> Path = Walk.path();
    if (!UseScope && rawOffset(T) == D->UseOffset) {
      if (!isRawIdent(T, Name) || !isRawIdent(Toks[Walk.declStart()], "template"))
        return {};
      UseDecl = Walk.declStart();
      UseScope = Walk.outerPath(); // the scope of the declaration naming it
    } else if (UseScope && Path && *Path == *UseScope && isRawIdent(T, "template") && Toks[I + 1].is(tok::less)) {
      // A later primary template of that name in the same namespace.
      size_t Close = closingAngle(Toks, I + 1);
      if (Close > I + 2 && (isRawIdent(Toks[Close + 1], "struct") || isRawIdent(Toks[Close + 1], "class")) &&
          isRawIdent(Toks[Close + 2], Name) && !Toks[Close + 3].isOneOf(tok::less, tok::coloncolon)) {
        std::string Forward = headWithoutDefaults(Buf, Toks, I + 1, Close) + " " +
                              Buf.substr(rawOffset(Toks[Close + 1]), Toks[Close + 1].getLength()).str() + " " +
                              Name + "; ";
        return {{Info.getSourceManager().getComposedLoc(D->File, rawOffset(Toks[UseDecl])), std::move(Forward)}};
      }
    }
    if (!Walk.after(I))
      return {};
  }
  return {};
}

} // namespace ampclang
