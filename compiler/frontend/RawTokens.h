// Raw (unpreprocessed) tokens of a source text, for the rewrites made before parsing.
#pragma once

#include "clang/Lex/Lexer.h"

#include <vector>

namespace ampclang {

/// Every token of \p Source up to and including eof; comments are skipped and
/// keywords come as raw identifiers. Token locations encode offset + 1.
inline std::vector<clang::Token> lexRaw(llvm::StringRef Source, const clang::LangOptions &LO) {
  std::vector<clang::Token> Toks;
  clang::Lexer Lex(clang::SourceLocation::getFromRawEncoding(1), LO, Source.begin(), Source.begin(), Source.end());
  clang::Token T;
  do {
    Lex.LexFromRawLexer(T);
    Toks.push_back(T);
  } while (T.isNot(clang::tok::eof));
  return Toks;
}

/// The offset in the source of a token from lexRaw.
inline size_t rawOffset(const clang::Token &T) { return T.getLocation().getRawEncoding() - 1; }

/// Whether \p T is the identifier (or keyword) \p Name.
inline bool isRawIdent(const clang::Token &T, llvm::StringRef Name) {
  return T.is(clang::tok::raw_identifier) && T.getRawIdentifier() == Name;
}

/// The '(' matching the ')' at \p Close among \p Toks, or 0 if none.
inline size_t matchingOpenParen(const std::vector<clang::Token> &Toks, size_t Close) {
  int Depth = 0;
  for (size_t J = Close + 1; J-- > 0;) {
    if (Toks[J].is(clang::tok::r_paren))
      ++Depth;
    else if (Toks[J].is(clang::tok::l_paren) && --Depth == 0)
      return J;
  }
  return 0;
}

} // namespace ampclang
