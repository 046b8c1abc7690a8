#include "frontend/NamespaceScopeWalk.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallString.h"

using namespace clang;

namespace ampclang {

bool NamespaceScopeWalk::skipDirective(size_t &I) {
  if (Toks[I].isNot(tok::hash) || !Toks[I].isAtStartOfLine())
    return false;
  while (I + 1 < Toks.size() && Toks[I + 1].isNot(tok::eof) && !Toks[I + 1].isAtStartOfLine())
    ++I;
  if (path())
    DeclStart = I + 1;
  return true;
}

bool NamespaceScopeWalk::after(size_t I) {
  const Token &T = Toks[I];
  if (T.is(tok::l_brace)) {
    std::optional<std::string> Ns = path() ? namespaceName(I) : std::nullopt;
    Stack.push_back({Ns.has_value(), Ns.value_or("")});
    if (Ns)
      DeclStart = I + 1;
  } else if (T.is(tok::r_brace)) {
    if (Stack.empty())
      return false;
    Stack.pop_back();
    if (path())
      DeclStart = I + 1;
  } else if (T.is(tok::semi) && path()) {
    DeclStart = I + 1;
  }
  return true;
}

std::string NamespaceScopeWalk::outerPath() const {
  size_t Depth = 0;
  while (Depth < Stack.size() && Stack[Depth].Namespace)
    ++Depth;
  return *pathOf(Depth);
}

std::optional<std::string> NamespaceScopeWalk::pathOf(size_t Depth) const {
  std::string Path;
  for (size_t I = 0; I < Depth; ++I) {
    if (!Stack[I].Namespace)
      return std::nullopt;
    Path += Stack[I].Name + "::";
  }
  return Path;
}

/// The name a '{' at \p Open opens, when it opens a namespace or `extern "C"`.
std::optional<std::string> NamespaceScopeWalk::namespaceName(size_t Open) const {
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

std::optional<DiagnosedName> diagnosedName(const Diagnostic &Info, unsigned ID) {
  if (Info.getID() != ID || !Info.hasSourceManager() || Info.getLocation().isMacroID())
    return std::nullopt;
  llvm::SmallString<64> Message;
  Info.FormatDiagnostic(Message);
  DiagnosedName D;
  D.Name = llvm::StringRef(Message).rsplit('\'').first.rsplit('\'').second.str();
  if (D.Name.empty())
    return std::nullopt;
  const SourceManager &SM = Info.getSourceManager();
  std::tie(D.File, D.UseOffset) = SM.getDecomposedLoc(Info.getLocation());
  D.Buf = SM.getBufferData(D.File);
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  D.Toks = lexRaw(D.Buf, LO);
  return D;
}

} // namespace ampclang
