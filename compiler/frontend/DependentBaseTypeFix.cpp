// A member type of a dependent base named where a namespace-scope class
// template of the same name is visible, under -fms-compatibility
// (VisualCppFixes.h).
#include "frontend/RawTokens.h"
#include "frontend/VisualCppFixes.h"

#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace ampclang {

namespace {

/// The name of the innermost class whose braces hold \p Offset, where that
/// class has a base clause (`class D : public B<T> {`); empty otherwise.
std::string enclosingDerivedClass(const std::vector<Token> &Toks, size_t Offset) {
  struct Scope {
    std::string Class; ///< empty for other braces
    bool HasBases = false;
  };
  std::vector<Scope> Scopes;
  std::string Pending;
  bool PendingBases = false;
  for (size_t I = 0; I + 1 < Toks.size() && Toks[I].isNot(tok::eof) && rawOffset(Toks[I]) < Offset; ++I) {
    const Token &T = Toks[I];
    if ((isRawIdent(T, "class") || isRawIdent(T, "struct")) && Toks[I + 1].is(tok::raw_identifier)) {
      Pending = Toks[I + 1].getRawIdentifier().str();
      PendingBases = false;
    } else if (T.is(tok::colon) && !Pending.empty()) {
      PendingBases = true;
    } else if (T.is(tok::l_brace)) {
      Scopes.push_back({Pending, PendingBases});
      Pending.clear();
    } else if (T.is(tok::r_brace)) {
      if (!Scopes.empty())
        Scopes.pop_back();
      Pending.clear();
    } else if (T.isOneOf(tok::semi, tok::l_paren)) {
      Pending.clear(); // a declaration (`class X;`, `class X *p;`) or a parameter
    }
  }
  for (auto S = Scopes.rbegin(); S != Scopes.rend(); ++S)
    if (!S->Class.empty())
      return S->HasBases ? S->Class : std::string();
  return {};
}

/// The class template a diagnostic reports used without template arguments
/// (its quoted name), or empty for any other diagnostic.
std::string templateUsedBare(const Diagnostic &Info) {
  switch (Info.getID()) {
  case diag::err_template_missing_args:
  case diag::err_deduced_class_template_ctor_no_viable:
  case diag::err_auto_not_allowed:
    break;
  default:
    return {};
  }
  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  llvm::StringRef M = Message;
  if (Info.getID() == diag::err_auto_not_allowed && !M.starts_with("use of class template"))
    return {};
  size_t Open = M.find('\''), Close = M.find('\'', Open + 1);
  if (Open == llvm::StringRef::npos || Close == llvm::StringRef::npos)
    return {};
  return M.slice(Open + 1, Close).str();
}

} // namespace

std::vector<DiagnosedEdit> dependentBaseTypeEdits(const Diagnostic &Info) {
  if (!Info.hasSourceManager() || Info.getLocation().isMacroID())
    return {};
  std::string Template = templateUsedBare(Info);
  if (Template.empty())
    return {};
  const SourceManager &SM = Info.getSourceManager();
  auto [File, Offset] = SM.getDecomposedLoc(Info.getLocation());
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  std::vector<Token> Toks = lexRaw(SM.getBufferData(File), LO);
  size_t At = 0;
  while (At + 1 < Toks.size() && rawOffset(Toks[At]) < Offset)
    ++At;
  // The name where Clang reports it, or (a variable's deduction, reported at
  // its initializer) the nearest one before it in the same statement; the
  // bare name only: `ns::real_type` or `x.real_type` means what it says.
  size_t Name = At + 1;
  for (size_t I = At + 1; I-- > 0 && !Toks[I].isOneOf(tok::semi, tok::l_brace, tok::r_brace);)
    if (isRawIdent(Toks[I], Template)) {
      Name = I;
      break;
    }
  if (Name > At || (Name > 0 && Toks[Name - 1].isOneOf(tok::coloncolon, tok::period, tok::arrow)))
    return {};
  std::string Class = enclosingDerivedClass(Toks, rawOffset(Toks[Name]));
  if (Class.empty())
    return {};
  // Visual C++ looks the name up when the template is instantiated, in the
  // class and its bases first; `typename D::name` looks there too (D's own
  // members, then its bases, at instantiation).
  return {{SM.getComposedLoc(File, unsigned(rawOffset(Toks[Name]))), "typename " + Class + "::", 0}};
}

} // namespace ampclang
