// Raw lexing finds the tokens; comments and string literals are never touched.
#include "frontend/MutableRestrictReorder.h"
#include "frontend/RawTokens.h"

#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace ampclang {

std::optional<std::string> reorderMutableRestrict(llvm::StringRef Source, const LangOptions &LO,
                                                  const ObjectMacros *Macros) {
  if (!Source.contains("mutable") && (!Macros || Macros->empty()))
    return std::nullopt;
  std::vector<Token> Toks = lexRaw(Source, LO);
  auto offsetOf = rawOffset;
  auto isIdent = isRawIdent;
  auto role = [&](size_t I) { return macroRole(Toks[I], Macros, LO); };
  std::string Out = Source.str();
  bool Changed = false;
  for (size_t I = 0; I + 1 < Toks.size(); ++I) {
    if (!isIdent(Toks[I], "mutable") && role(I) != MacroRole::Mutable)
      continue;
    // Consume restrict ( ... ), or a macro spelling it, as often as repeated.
    size_t J = I + 1, End = 0;
    while (J + 1 < Toks.size()) {
      if (role(J) == MacroRole::Restriction) {
        End = offsetOf(Toks[J]) + Toks[J].getLength();
        ++J;
        continue;
      }
      if (!isIdent(Toks[J], "restrict") || Toks[J + 1].isNot(tok::l_paren))
        break;
      size_t K = J + 2;
      while (K < Toks.size() && Toks[K].isNot(tok::r_paren) && Toks[K].isNot(tok::eof))
        ++K;
      if (K >= Toks.size() || Toks[K].isNot(tok::r_paren))
        break;
      End = offsetOf(Toks[K]) + 1;
      J = K + 1;
    }
    if (!End)
      continue;
    size_t Begin = offsetOf(Toks[I]);
    size_t MutableEnd = Begin + Toks[I].getLength();
    size_t SpecBegin = offsetOf(Toks[I + 1]);
    llvm::StringRef Spec = Source.slice(SpecBegin, End);
    llvm::StringRef Gap = Source.slice(MutableEnd, SpecBegin);
    std::string Replacement = Spec.str() + " " + Source.slice(Begin, MutableEnd).str();
    size_t Lines = Gap.count('\n');
    // Same length and line count as the original text.
    while (Replacement.size() + Lines < End - Begin)
      Replacement += ' ';
    Replacement.append(Lines, '\n');
    Out.replace(Begin, End - Begin, Replacement);
    Changed = true;
    I = J - 1;
  }
  if (!Changed)
    return std::nullopt;
  return Out;
}

} // namespace ampclang
