// Raw lexing finds the tokens; comments and string literals are never touched.
#include "frontend/AliasRestrictReorder.h"
#include "frontend/RawTokens.h"

using namespace clang;

namespace ampclang {
namespace {

/// The first token of the run of restriction specifiers ending just before
/// \p End (`restrict(cpu) restrict(amp)`, or macros spelling them); \p End
/// when there is none.
size_t specifiersBefore(const std::vector<Token> &Toks, size_t End, const LangOptions &LO,
                        const ObjectMacros *Macros) {
  size_t Begin = End;
  while (Begin > 0) {
    if (macroRole(Toks[Begin - 1], Macros, LO) == MacroRole::Restriction) {
      --Begin;
      continue;
    }
    if (Toks[Begin - 1].isNot(tok::r_paren))
      break;
    size_t Open = matchingOpenParen(Toks, Begin - 1);
    if (!Open || !isRawIdent(Toks[Open - 1], "restrict"))
      break;
    Begin = Open - 1;
  }
  return Begin;
}

} // namespace

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
    size_t First = specifiersBefore(Toks, Semi, LO, Macros);
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
