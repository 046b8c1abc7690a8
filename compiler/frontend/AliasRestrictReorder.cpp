// Raw lexing finds the tokens; comments and string literals are never touched.
#include "frontend/AliasRestrictReorder.h"
#include "frontend/RawTokens.h"

using namespace clang;

namespace ampclang {
std::optional<std::string> reorderAliasRestrict(llvm::StringRef Source, const LangOptions &LO,
                                                const ObjectMacros *Macros) {
  if (!Source.contains("using"))
    return std::nullopt;
  std::vector<Token> Toks = lexRaw(Source, LO);
  std::string Out = Source.str();
  bool Changed = false;
  for (size_t I = 0; I + 3 < Toks.size(); ++I) {
    if (!isRawIdent(Toks[I], "using") || Toks[I + 1].isNot(tok::raw_identifier) || Toks[I + 2].isNot(tok::equal))
      continue;
    // The alias's `;`, outside any brackets of its type-id.
    size_t Semi = I + 3;
    for (int Depth = 0; Semi < Toks.size() && Toks[Semi].isNot(tok::eof); ++Semi) {
      if (Toks[Semi].isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
        ++Depth;
      else if (Toks[Semi].isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
        --Depth;
      else if (Depth == 0 && Toks[Semi].is(tok::semi))
        break;
    }
    if (Semi >= Toks.size() || Toks[Semi].isNot(tok::semi))
      continue;
    size_t First = restrictionSpecifiersBefore(Toks, Semi, LO, Macros);
    if (First == Semi || First <= I + 3)
      continue;
    size_t NameEnd = rawOffset(Toks[I + 1]) + Toks[I + 1].getLength();
    size_t SpecBegin = rawOffset(Toks[First]);
    size_t SpecEnd = rawOffset(Toks[Semi]);
    llvm::StringRef Moved = Source.slice(NameEnd, SpecBegin);
    std::string Replacement = " " + Source.slice(SpecBegin, SpecEnd).rtrim().str() + Moved.rtrim().str();
    // Same length and line count as the original text.
    size_t Lines = Source.slice(NameEnd, SpecEnd).count('\n') - llvm::StringRef(Replacement).count('\n');
    while (Replacement.size() + Lines < SpecEnd - NameEnd)
      Replacement += ' ';
    Replacement.append(Lines, '\n');
    Out.replace(NameEnd, SpecEnd - NameEnd, Replacement);
    Changed = true;
    I = Semi;
  }
  if (!Changed)
    return std::nullopt;
  return Out;
}

} // namespace ampclang
