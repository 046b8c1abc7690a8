// Classification by raw lexing of the replacement text; nested macros are not expanded.
#include "frontend/ObjectMacros.h"
#include "frontend/RawTokens.h"

using namespace clang;

namespace ampclang {
namespace {

/// The ')' matching the '(' at \p Open, or 0.
size_t closeParen(const std::vector<Token> &Toks, size_t Open) {
  int Depth = 0;
  for (size_t I = Open; I < Toks.size() && Toks[I].isNot(tok::eof); ++I) {
    if (Toks[I].is(tok::l_paren))
      ++Depth;
    else if (Toks[I].is(tok::r_paren) && --Depth == 0)
      return I;
  }
  return 0;
}

MacroRole classify(llvm::StringRef Text, const LangOptions &LO) {
  std::vector<Token> Toks = lexRaw(Text, LO);
  size_t N = Toks.size() - 1; // without eof
  if (N == 0)
    return MacroRole::Empty;
  if (N == 1 && isRawIdent(Toks[0], "mutable"))
    return MacroRole::Mutable;
  if (Toks[0].is(tok::l_square) && Toks[N - 1].is(tok::r_square))
    return MacroRole::Capture;
  bool Restriction = false, Exception = false, Qualifier = false;
  for (size_t I = 0; I < N;) {
    const Token &T = Toks[I];
    bool Paren = I + 1 < N && Toks[I + 1].is(tok::l_paren);
    if (isRawIdent(T, "restrict") && Paren) {
      Restriction = true;
    } else if ((isRawIdent(T, "throw") || isRawIdent(T, "noexcept")) && Paren) {
      Exception = true;
    } else if (isRawIdent(T, "noexcept")) {
      Exception = true;
      ++I;
      continue;
    } else if (T.isOneOf(tok::amp, tok::ampamp) || isRawIdent(T, "const") || isRawIdent(T, "volatile")) {
      Qualifier = true;
      ++I;
      continue;
    } else {
      return MacroRole::Unknown;
    }
    size_t Close = closeParen(Toks, I + 1);
    if (!Close)
      return MacroRole::Unknown;
    I = Close + 1;
  }
  if (Restriction && (Qualifier || Exception))
    return MacroRole::Unknown;
  if (Restriction)
    return MacroRole::Restriction;
  return Qualifier ? MacroRole::Qualifiers : MacroRole::Exceptions;
}

} // namespace

MacroRole macroRole(const Token &T, const ObjectMacros *Macros, const LangOptions &LO) {
  if (!Macros || T.isNot(tok::raw_identifier))
    return MacroRole::Unknown;
  auto It = Macros->find(T.getRawIdentifier());
  return It == Macros->end() ? MacroRole::Unknown : classify(It->second, LO);
}

void collectCommandLineMacros(const std::vector<std::string> &Args, ObjectMacros &Macros) {
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    if (A == "-D" && I + 1 < Args.size())
      A = Args[++I];
    else if (A.starts_with("-D"))
      A = A.drop_front(2);
    else
      continue;
    auto [Name, Value] = A.split('=');
    if (Name.empty() || Name.contains('('))
      continue;
    Macros[Name] = A.contains('=') ? Value.str() : "1";
  }
}

void collectObjectMacros(llvm::StringRef Source, const LangOptions &LO, ObjectMacros &Macros) {
  if (!Source.contains("define"))
    return;
  std::vector<Token> Toks = lexRaw(Source, LO);
  for (size_t I = 0; I + 2 < Toks.size(); ++I) {
    if (Toks[I].isNot(tok::hash) || !Toks[I].isAtStartOfLine() || !isRawIdent(Toks[I + 1], "define") ||
        Toks[I + 2].isNot(tok::raw_identifier))
      continue;
    const Token &Next = Toks[I + 3];
    // `#define F(` with no space is function-like.
    if (Next.is(tok::l_paren) && !Next.hasLeadingSpace() && !Next.isAtStartOfLine())
      continue;
    size_t Begin = rawOffset(Next), End = Begin;
    if (Next.isAtStartOfLine() || Next.is(tok::eof)) {
      Macros[Toks[I + 2].getRawIdentifier()] = "";
      continue;
    }
    size_t K = I + 3;
    while (K < Toks.size() && Toks[K].isNot(tok::eof) && !Toks[K].isAtStartOfLine())
      End = rawOffset(Toks[K]) + Toks[K].getLength(), ++K;
    llvm::StringRef Text = Source.slice(Begin, End);
    // Continued lines are left alone.
    if (!Source.slice(End, Source.find('\n', End)).contains('\\'))
      Macros[Toks[I + 2].getRawIdentifier()] = Text.str();
  }
}

size_t restrictionSpecifiersBefore(const std::vector<Token> &Toks, size_t End, const LangOptions &LO,
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

} // namespace ampclang
