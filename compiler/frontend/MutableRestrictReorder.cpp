// Raw lexing finds the tokens; comments and string literals are never touched.
#include "frontend/MutableRestrictReorder.h"
#include "frontend/RawTokens.h"

#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace ampclang {

std::optional<std::string> reorderMutableRestrict(llvm::StringRef Source, const LangOptions &LO,
                                                  const ObjectMacros *Macros) {
  if (!Source.contains("mutable") && !Source.contains("constexpr") && !Source.contains("consteval") &&
      (!Macros || Macros->empty()))
    return std::nullopt;
  std::vector<Token> Toks = lexRaw(Source, LO);
  auto offsetOf = rawOffset;
  auto isIdent = isRawIdent;
  auto role = [&](size_t I) { return macroRole(Toks[I], Macros, LO); };
  // A lambda's decl-specifiers, which the grammar puts before its restriction.
  auto isLambdaSpecifier = [&](size_t I) {
    return isIdent(Toks[I], "mutable") || isIdent(Toks[I], "constexpr") || isIdent(Toks[I], "consteval") ||
           role(I) == MacroRole::Mutable;
  };
  std::string Out = Source.str();
  bool Changed = false;
  for (size_t I = 0; I + 1 < Toks.size(); ++I) {
    if (!isLambdaSpecifier(I))
      continue;
    size_t RunEnd = I + 1;
    while (RunEnd + 1 < Toks.size() && isLambdaSpecifier(RunEnd))
      ++RunEnd;
    // Consume restrict ( ... ), or a macro spelling it, as often as repeated.
    size_t J = RunEnd, End = 0;
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
    if (!End) {
      I = RunEnd - 1;
      continue;
    }
    size_t Begin = offsetOf(Toks[I]);
    size_t MutableEnd = offsetOf(Toks[RunEnd - 1]) + Toks[RunEnd - 1].getLength();
    size_t SpecBegin = offsetOf(Toks[RunEnd]);
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
