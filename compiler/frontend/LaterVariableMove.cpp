// A constant named in a template before its declaration, under
// -fms-compatibility: its declaration moves up to the first declaration that
// names it (VisualCppFixes.h).
#include "frontend/NamespaceScopeWalk.h"
#include "frontend/VisualCppFixes.h"

#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"

#include <map>

using namespace clang;

namespace ampclang {

namespace {

/// The ';' ending a declaration at \p Start of the constant \p Name whose
/// initializer names nothing (`static const unsigned int bit32 = 0x80000000;`),
/// or 0: then moving it up could change what its initializer means.
size_t constantDeclarationEnd(const std::vector<Token> &Toks, size_t Start, llvm::StringRef Name) {
  size_t I = Start;
  bool Const = false;
  for (; I < Toks.size() && !isRawIdent(Toks[I], Name); ++I) {
    if (!Toks[I].isOneOf(tok::raw_identifier, tok::coloncolon))
      return 0;
    Const |= isRawIdent(Toks[I], "const") || isRawIdent(Toks[I], "constexpr");
  }
  if (!Const || I == Start || I + 1 >= Toks.size() || Toks[I + 1].isNot(tok::equal))
    return 0;
  static const llvm::StringRef Words[] = {"sizeof", "unsigned", "signed", "int", "long", "short", "true", "false"};
  for (I += 2; I < Toks.size() && Toks[I].isNot(tok::semi); ++I)
    if (Toks[I].isOneOf(tok::eof, tok::l_brace, tok::r_brace) ||
        (Toks[I].is(tok::raw_identifier) && !llvm::is_contained(Words, Toks[I].getRawIdentifier())))
      return 0;
  return I < Toks.size() && Toks[I].is(tok::semi) ? I : 0;
}

} // namespace

std::vector<DiagnosedEdit> laterVariableMoves(const Diagnostic &Info) {
  std::optional<DiagnosedName> D = diagnosedName(Info, diag::err_undeclared_var_use);
  if (!D)
    return {};
  const std::vector<Token> &Toks = D->Toks;
  NamespaceScopeWalk Walk(D->Buf, Toks);
  std::map<std::string, size_t> FirstNaming; // per namespace, the first declaration naming it
  std::optional<std::string> UseScope;
  for (size_t I = 0; I < Toks.size() && Toks[I].isNot(tok::eof); ++I) {
    if (Walk.skipDirective(I))
      continue;
    const Token &T = Toks[I];
    std::optional<std::string> Path = Walk.path();
    if (UseScope && Path && *Path == *UseScope && I == Walk.declStart())
      if (size_t End = constantDeclarationEnd(Toks, I, D->Name)) {
        // Every report of the name gives the same two edits: the first
        // declaration naming it is the same for all of them.
        const SourceManager &SM = Info.getSourceManager();
        size_t From = rawOffset(T), To = rawOffset(Toks[End]) + 1;
        std::string Moved = D->Buf.substr(From, To - From).str(), Blank = Moved;
        for (char &C : Moved)
          C = C == '\n' || C == '\r' ? ' ' : C;
        for (char &C : Blank)
          C = C == '\n' || C == '\r' ? C : ' ';
        return {{SM.getComposedLoc(D->File, rawOffset(Toks[FirstNaming[*UseScope]])), Moved + " "},
                {SM.getComposedLoc(D->File, From), Blank, unsigned(To - From)}};
      }
    if (isRawIdent(T, D->Name))
      FirstNaming.try_emplace(Walk.outerPath(), Walk.declStart());
    if (!UseScope && rawOffset(T) == D->UseOffset) {
      if (!isRawIdent(T, D->Name) || !isRawIdent(Toks[Walk.declStart()], "template"))
        return {};
      UseScope = Walk.outerPath();
    }
    if (!Walk.after(I))
      return {};
  }
  return {};
}

} // namespace ampclang
