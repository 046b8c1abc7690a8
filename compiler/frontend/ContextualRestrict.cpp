// A raw-token scan: a specifier is `restrict ( names )` after a parameter
// list, a cv- or ref-qualifier, `mutable` or another specifier.
#include "frontend/ContextualRestrict.h"
#include "frontend/RawTokens.h"

using namespace clang;

namespace ampclang {
namespace {

/// `restrict(cpu)`, `restrict(amp, cpu)`: a restriction wherever it stands,
/// so that one written in the wrong place is diagnosed as such.
bool isRestrictionList(const std::vector<Token> &Toks, size_t I) {
  size_t K = I + 2;
  for (bool Name = true; K < Toks.size(); ++K, Name = !Name) {
    if (Name && !isRawIdent(Toks[K], "cpu") && !isRawIdent(Toks[K], "amp"))
      return false;
    if (!Name && Toks[K].is(tok::r_paren))
      return true;
    if (!Name && Toks[K].isNot(tok::comma))
      return false;
  }
  return false;
}

/// Whether the `)` at \p Close (or a qualifier after one) ends a function's
/// parameter list: its `(` follows a name, `]` (a lambda) or `)` (`(*p)(int)`),
/// where a cast's follows an operator or a keyword such as `return`.
bool isQualifier(const Token &T) {
  return T.isOneOf(tok::amp, tok::ampamp) || isRawIdent(T, "const") || isRawIdent(T, "volatile") ||
         isRawIdent(T, "mutable") || isRawIdent(T, "noexcept");
}

bool afterParameterList(const std::vector<Token> &Toks, size_t Close) {
  // Back over qualifiers only: in `x && restrict(2)` the && follows a name.
  while (Close > 0 && Toks[Close].isNot(tok::r_paren)) {
    if (!isQualifier(Toks[Close]))
      return false;
    --Close;
  }
  unsigned Depth = 0;
  for (size_t K = Close + 1; K-- > 0;) {
    if (Toks[K].is(tok::r_paren))
      ++Depth;
    else if (Toks[K].is(tok::l_paren) && --Depth == 0)
      return K > 0 && (Toks[K - 1].isOneOf(tok::r_square, tok::r_paren) ||
                       (Toks[K - 1].is(tok::raw_identifier) && !isRawIdent(Toks[K - 1], "return") &&
                        !isRawIdent(Toks[K - 1], "sizeof") && !isRawIdent(Toks[K - 1], "decltype")));
  }
  return false;
}

/// A binary operator's token: what stands between two operands.
bool isBinaryOperator(const Token &T) {
  return T.isOneOf(tok::plus, tok::minus, tok::star, tok::slash, tok::percent, tok::ampamp, tok::pipepipe) ||
         T.isOneOf(tok::equalequal, tok::exclaimequal, tok::less, tok::greater, tok::lessequal, tok::greaterequal) ||
         T.isOneOf(tok::pipe, tok::caret, tok::lessless, tok::greatergreater, tok::question, tok::colon);
}

/// `restrict(amp)` inside an expression is a call of a function named
/// restrict with a variable named amp: it follows no declarator and what
/// follows it ends or continues an expression (`;`, `)`, `,`, an operator).
bool isCallWithCpuAmpNames(const std::vector<Token> &Toks, size_t I) {
  if (I == 0)
    return false;
  const Token &Prev = Toks[I - 1];
  // After && or &, a call unless they are a ref-qualifier (`f() && restrict(amp)`).
  bool ExpressionStarts =
      Prev.isOneOf(tok::amp, tok::ampamp)
          ? I >= 2 && Toks[I - 2].isNot(tok::r_paren) && !isQualifier(Toks[I - 2])
          : Prev.isOneOf(tok::l_paren, tok::l_brace, tok::r_brace, tok::semi, tok::comma, tok::equal, tok::exclaim) ||
                Prev.isOneOf(tok::plusequal, tok::minusequal) || isBinaryOperator(Prev) || isRawIdent(Prev, "return");
  if (!ExpressionStarts)
    return false;
  size_t Close = I + 2;
  while (Close < Toks.size() && Toks[Close].isNot(tok::r_paren))
    ++Close;
  if (Close + 1 >= Toks.size())
    return false;
  const Token &Next = Toks[Close + 1];
  return Next.isOneOf(tok::semi, tok::r_paren, tok::comma, tok::r_square, tok::r_brace) || isBinaryOperator(Next);
}

bool isSpecifier(const std::vector<Token> &Toks, size_t I) {
  if (I + 2 >= Toks.size() || Toks[I + 1].isNot(tok::l_paren))
    return false;
  if (isRestrictionList(Toks, I))
    return !isCallWithCpuAmpNames(Toks, I);
  if (I == 0)
    return false;
  const Token &Prev = Toks[I - 1];
  if (!Prev.is(tok::r_paren) && !isQualifier(Prev))
    return false;
  // The restriction list: names separated by commas; after a function's
  // parameter list, any short list without braces or ';' (`restrict(amp:cpu)`,
  // `restrict(!)`), so that amp-restriction-specifier reports it.
  for (size_t K = I + 2; K < Toks.size() && K < I + 12; ++K) {
    if (Toks[K].is(tok::r_paren))
      return afterParameterList(Toks, I - 1);
    if (Toks[K].isOneOf(tok::semi, tok::l_brace, tok::r_brace, tok::l_paren, tok::eof))
      return false;
  }
  return false;
}

} // namespace

std::optional<std::string> renameRestrictNames(llvm::StringRef Source, const LangOptions &LO) {
  if (!Source.contains("restrict"))
    return std::nullopt;
  std::vector<Token> Toks = lexRaw(Source, LO);
  std::string Out = Source.str();
  bool Changed = false;
  for (size_t I = 0; I < Toks.size(); ++I) {
    if (!isRawIdent(Toks[I], "restrict") || isSpecifier(Toks, I))
      continue;
    // A preprocessor line (`#define __GPU restrict(amp, cpu)`, `#ifndef restrict`)
    // is left alone: macros are expanded where they are used.
    size_t L = I;
    while (L > 0 && !Toks[L].isAtStartOfLine())
      --L;
    if (Toks[L].is(tok::hash))
      continue;
    Out.replace(rawOffset(Toks[I]), RestrictAsName.size(), RestrictAsName.str());
    Changed = true;
  }
  if (!Changed)
    return std::nullopt;
  return Out;
}

} // namespace ampclang
