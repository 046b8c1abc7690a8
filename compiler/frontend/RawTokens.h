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

} // namespace ampclang
