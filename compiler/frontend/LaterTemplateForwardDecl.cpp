// A class template named in a template before its declaration, under
// -fms-compatibility: a forward declaration of it is inserted before the
// template naming it (VisualCppFixes.h).
#include "frontend/RawTokens.h"
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

struct Scope {
  bool Namespace; ///< a namespace or a linkage specification
  std::string Name;
};

/// The names of the namespaces in \p Stack (empty if some scope is not one).
std::optional<std::string> namespacePath(const std::vector<Scope> &Stack) {
  std::string Path;
  for (const Scope &S : Stack) {
    if (!S.Namespace)
      return std::nullopt;
    Path += S.Name + "::";
  }
  return Path;
}

/// The name a '{' at \p Open opens, when it opens a namespace or `extern "C"`.
std::optional<std::string> namespaceName(llvm::StringRef Buf, const std::vector<Token> &Toks, size_t Open) {
  std::string Name;
  for (size_t I = Open; I-- > 0;) {
    const Token &T = Toks[I];
    if (isRawIdent(T, "namespace"))
      return Name;
    if (T.is(tok::string_literal) && I > 0 && isRawIdent(Toks[I - 1], "extern"))
      return std::string("extern");
    if (!T.isOneOf(tok::raw_identifier, tok::coloncolon))
      return std::nullopt;
    Name.insert(0, Buf.substr(rawOffset(T), T.getLength()).str());
  }
  return std::nullopt;
}

} // namespace

std::vector<DiagnosedEdit> laterTemplateForwardDeclarations(const Diagnostic &Info) {
  if (Info.getID() != diag::err_no_template || !Info.hasSourceManager() || Info.getLocation().isMacroID())
    return {};
  llvm::SmallString<64> Message;
  Info.FormatDiagnostic(Message);
  llvm::StringRef Name = llvm::StringRef(Message).rsplit('\'').first.rsplit('\'').second;
  if (Name.empty())
    return {};
  const SourceManager &SM = Info.getSourceManager();
  auto [File, UseOffset] = SM.getDecomposedLoc(Info.getLocation());
  llvm::StringRef Buf = SM.getBufferData(File);
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  std::vector<Token> Toks = lexRaw(Buf, LO);
  std::vector<Scope> Stack;
  size_t DeclStart = 0;     // the first token of the declaration at namespace scope
  size_t UseDecl = 0;       // the declaration naming Name, once found
  std::optional<std::string> UseScope;
  for (size_t I = 0; I < Toks.size() && Toks[I].isNot(tok::eof); ++I) {
    const Token &T = Toks[I];
    if (T.is(tok::hash) && T.isAtStartOfLine()) { // a directive: to the end of its line
      while (I + 1 < Toks.size() && Toks[I + 1].isNot(tok::eof) && !Toks[I + 1].isAtStartOfLine())
        ++I;
      DeclStart = namespacePath(Stack) ? I + 1 : DeclStart;
      continue;
    }
    std::optional<std::string> Path = namespacePath(Stack);
    if (!UseScope && rawOffset(T) == UseOffset) {
      if (!isRawIdent(T, Name) || !isRawIdent(Toks[DeclStart], "template"))
        return {};
      UseDecl = DeclStart;
      // The scope of the declaration naming it: the namespaces around it.
      std::vector<Scope> Outer;
      for (const Scope &S : Stack) {
        if (!S.Namespace)
          break;
        Outer.push_back(S);
      }
      UseScope = namespacePath(Outer);
    } else if (UseScope && Path && *Path == *UseScope && isRawIdent(T, "template") && Toks[I + 1].is(tok::less)) {
      // A later primary template of that name in the same namespace.
      size_t Close = closingAngle(Toks, I + 1);
      if (Close > I + 2 && (isRawIdent(Toks[Close + 1], "struct") || isRawIdent(Toks[Close + 1], "class")) &&
          isRawIdent(Toks[Close + 2], Name) && !Toks[Close + 3].isOneOf(tok::less, tok::coloncolon)) {
        std::string Forward = headWithoutDefaults(Buf, Toks, I + 1, Close) + " " +
                              Buf.substr(rawOffset(Toks[Close + 1]), Toks[Close + 1].getLength()).str() + " " +
                              Name.str() + "; ";
        return {{SM.getComposedLoc(File, rawOffset(Toks[UseDecl])), std::move(Forward)}};
      }
    }
    if (T.is(tok::l_brace)) {
      std::optional<std::string> Ns = Path ? namespaceName(Buf, Toks, I) : std::nullopt;
      Stack.push_back({Ns.has_value(), Ns.value_or("")});
      if (Ns)
        DeclStart = I + 1;
    } else if (T.is(tok::r_brace)) {
      if (Stack.empty())
        return {};
      Stack.pop_back();
      if (namespacePath(Stack))
        DeclStart = I + 1;
    } else if (T.is(tok::semi) && Path) {
      DeclStart = I + 1;
    }
  }
  return {};
}

} // namespace ampclang
