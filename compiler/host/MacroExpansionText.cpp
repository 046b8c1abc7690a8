// Token recording through the preprocessor's token watcher: the parser sees
// each token once, in order, with the macro location the AST also stores.
#include "host/MacroExpansionText.h"

#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"

#include <algorithm>

using namespace clang;

namespace ampclang {

void MacroExpansionText::note(const Token &T) {
  if (!T.isAnnotation() && T.getLocation().isMacroID())
    Tokens.push_back(T);
}

llvm::ArrayRef<Token> MacroExpansionText::invocationTokens(SourceLocation Loc, const SourceManager &SM) const {
  if (!Loc.isMacroID())
    return {};
  SourceLocation Invocation = SM.getExpansionRange(Loc).getBegin();
  auto SameInvocation = [&](const Token &T) { return SM.getExpansionRange(T.getLocation()).getBegin() == Invocation; };
  auto At = std::find_if(Tokens.begin(), Tokens.end(), [&](const Token &T) { return T.getLocation() == Loc; });
  if (At == Tokens.end())
    return {};
  auto First = At, Last = At + 1;
  while (First != Tokens.begin() && SameInvocation(*(First - 1)))
    --First;
  while (Last != Tokens.end() && SameInvocation(*Last))
    ++Last;
  return llvm::ArrayRef<Token>(&*First, Last - First);
}

std::optional<std::string> MacroExpansionText::text(SourceRange R, const SourceManager &SM,
                                                    const LangOptions &LO) const {
  llvm::ArrayRef<Token> All = invocationTokens(R.getBegin(), SM);
  auto Begin = llvm::find_if(All, [&](const Token &T) { return T.getLocation() == R.getBegin(); });
  auto End = std::find_if(Begin, All.end(), [&](const Token &T) { return T.getLocation() == R.getEnd(); });
  if (Begin == All.end() || End == All.end())
    return std::nullopt;
  return spell(llvm::ArrayRef<Token>(&*Begin, End - Begin + 1), SM, LO);
}

std::string MacroExpansionText::spell(llvm::ArrayRef<Token> Tokens, const SourceManager &SM, const LangOptions &LO) {
  std::string S;
  for (const Token &T : Tokens) {
    if (!S.empty())
      S += ' ';
    S += Lexer::getSpelling(T, SM, LO);
  }
  return S;
}

} // namespace ampclang
