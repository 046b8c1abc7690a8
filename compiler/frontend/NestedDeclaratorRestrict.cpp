// Raw lexing finds the tokens; comments and string literals are never touched.
#include "frontend/NestedDeclaratorRestrict.h"
#include "frontend/RawTokens.h"

using namespace clang;

namespace ampclang {

std::optional<std::string> reorderNestedDeclaratorRestrict(llvm::StringRef Source, const LangOptions &LO,
                                                           const ObjectMacros *Macros) {
  if (!Source.contains("restrict") && (!Macros || Macros->empty()))
    return std::nullopt;
  std::vector<Token> Toks = lexRaw(Source, LO);
  std::string Out = Source.str();
  bool Changed = false;
  for (size_t Close = 1; Close + 1 < Toks.size(); ++Close) {
    // `restrict(...) )` then `(` or `[`: the end of a nested declarator.
    if (Toks[Close].isNot(tok::r_paren) || !Toks[Close + 1].isOneOf(tok::l_paren, tok::l_square))
      continue;
    size_t First = restrictionSpecifiersBefore(Toks, Close, LO, Macros);
    if (First == Close || First < 2)
      continue;
    // The parameter list's `)`, past cv- and ref-qualifiers and exception specifications.
    size_t Params = First - 1;
    while (Params > 1) {
      if (isRawIdent(Toks[Params], "const") || isRawIdent(Toks[Params], "volatile") ||
          isRawIdent(Toks[Params], "noexcept") || Toks[Params].isOneOf(tok::amp, tok::ampamp)) {
        --Params;
        continue;
      }
      size_t Group = Toks[Params].is(tok::r_paren) ? matchingOpenParen(Toks, Params) : 0;
      if (Group < 2 || !(isRawIdent(Toks[Group - 1], "noexcept") || isRawIdent(Toks[Group - 1], "throw")))
        break;
      Params = Group - 2;
    }
    if (Toks[Params].isNot(tok::r_paren))
      continue;
    size_t Open = matchingOpenParen(Toks, Close);
    // The declarator starts with a pointer or reference: `(*`, `(&`, `(&&`.
    if (!Open || Open + 1 >= First || !Toks[Open + 1].isOneOf(tok::star, tok::amp, tok::ampamp))
      continue;
    Changed = true;
    // Spelled specifiers stay in place as annotate_type on the function type
    // (amp_clang/restrict.h: _AmpRtyp), every token where the user wrote it.
    std::vector<size_t> Spelled;
    for (size_t J = First; J < Close; ++J)
      if (isRawIdent(Toks[J], "restrict"))
        Spelled.push_back(rawOffset(Toks[J]));
      else if (macroRole(Toks[J], Macros, LO) == MacroRole::Restriction)
        Spelled.clear(), J = Close; // a macro spells one: moved whole instead
    if (!Spelled.empty()) {
      for (size_t At : Spelled)
        Out.replace(At, 8, "_AmpRtyp");
      continue;
    }
    size_t Begin = rawOffset(Toks[Open]), SpecBegin = rawOffset(Toks[First]), SpecEnd = rawOffset(Toks[Close]);
    std::string Replacement = Source.slice(SpecBegin, SpecEnd).rtrim().str() + " " +
                              Source.slice(Begin, SpecBegin).rtrim().str();
    // Same length and line count as the original text.
    size_t Lines = Source.slice(Begin, SpecEnd).count('\n') - llvm::StringRef(Replacement).count('\n');
    while (Replacement.size() + Lines < SpecEnd - Begin)
      Replacement += ' ';
    Replacement.append(Lines, '\n');
    Out.replace(Begin, SpecEnd - Begin, Replacement);
  }
  if (!Changed)
    return std::nullopt;
  return Out;
}

} // namespace ampclang
