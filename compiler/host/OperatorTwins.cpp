// Operator expressions written as calls of the amp twin (OperatorTwins.h).
#include "host/OperatorTwins.h"
#include "host/TwinRenames.h"

#include "clang/Basic/OperatorKinds.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace ampclang {

std::optional<std::string> operatorTwinName(const FunctionDecl &Op) {
  OverloadedOperatorKind Kind = Op.getOverloadedOperator();
  if (Kind == OO_None || Kind == OO_Arrow || Kind == OO_ArrowStar || Kind == OO_New || Kind == OO_Delete ||
      Kind == OO_Array_New || Kind == OO_Array_Delete || Kind == OO_Coawait || Kind == OO_Conditional)
    return std::nullopt;
  // One letter a character, so each symbol has its own identifier.
  std::string Name = "operator_";
  for (char C : llvm::StringRef(getOperatorSpelling(Kind))) {
    switch (C) {
    case '+': Name += 'p'; break;
    case '-': Name += 'm'; break;
    case '*': Name += 's'; break;
    case '/': Name += 'd'; break;
    case '%': Name += 'r'; break;
    case '^': Name += 'x'; break;
    case '&': Name += 'a'; break;
    case '|': Name += 'o'; break;
    case '~': Name += 't'; break;
    case '!': Name += 'n'; break;
    case '=': Name += 'e'; break;
    case '<': Name += 'l'; break;
    case '>': Name += 'g'; break;
    case ',': Name += 'c'; break;
    case '(': Name += "call"; break;
    case '[': Name += "index"; break;
    default: break; // the closing `)` and `]`
    }
  }
  return ampTwinName(Name);
}

namespace {
/// File offsets of the text a program spells.
struct Spelling {
  const SourceManager &SM;
  const LangOptions &LO;
  FileID File;
  bool Ok = true;

  /// \p L's offset in the expression's file; Ok false where a macro spells it.
  unsigned at(SourceLocation L) {
    if (L.isInvalid() || !L.isFileID() || (File.isValid() && SM.getFileID(L) != File)) {
      Ok = false;
      return 0;
    }
    File = SM.getFileID(L);
    return SM.getFileOffset(L);
  }
  /// Where \p E's text begins and ends.
  std::pair<unsigned, unsigned> range(const Expr &E) {
    CharSourceRange R = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(E.getSourceRange()), SM, LO);
    if (R.isInvalid()) {
      Ok = false;
      return {0, 0};
    }
    return {at(R.getBegin()), at(R.getEnd())};
  }
  /// The token that follows \p E (`[` of `a[i]`, `(` of `f(x)`): where and how long.
  std::pair<unsigned, unsigned> tokenAfter(const Expr &E, tok::TokenKind Kind) {
    std::optional<Token> T = Lexer::findNextToken(E.getEndLoc(), SM, LO);
    if (!T || T->isNot(Kind)) {
      Ok = false;
      return {0, 0};
    }
    return {at(T->getLocation()), T->getLength()};
  }
  unsigned tokenLength(SourceLocation L) { return Lexer::MeasureTokenLength(L, SM, LO); }
};
} // namespace

std::optional<std::vector<OperatorEdit>> operatorCallEdits(const CXXOperatorCallExpr &E, const std::string &Twin,
                                                           const SourceManager &SM, const LangOptions &LO) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(E.getDirectCallee());
  bool Member = Method && !Method->isStatic();
  OverloadedOperatorKind Kind = E.getOperator();
  Spelling S{SM, LO, FileID()};
  std::vector<OperatorEdit> Edits;
  auto add = [&](OperatorEdit::Kind What, unsigned Offset, unsigned Length, std::string Text) {
    Edits.push_back({What, FileID(), Offset, Length, std::move(Text)});
  };
  auto [B0, E0] = S.range(*E.getArg(0));
  if (Kind == OO_Subscript || Kind == OO_Call) {
    if (!Member)
      return std::nullopt;
    // `a[i]` -> `(a).twin(i)`, `f(x)` -> `(f).twin(x)`.
    auto [Open, OpenLength] = S.tokenAfter(*E.getArg(0), Kind == OO_Subscript ? tok::l_square : tok::l_paren);
    add(OperatorEdit::Open, B0, 0, "(");
    add(OperatorEdit::Replace, Open, OpenLength, ")." + Twin + "(");
    if (Kind == OO_Subscript) {
      unsigned Close = S.at(E.getOperatorLoc()); // the `]`
      add(OperatorEdit::Replace, Close, 1, ")");
    }
  } else {
    unsigned Op = S.at(E.getOperatorLoc());
    unsigned OpLength = S.tokenLength(E.getOperatorLoc());
    bool Postfix = (Kind == OO_PlusPlus || Kind == OO_MinusMinus) && E.getNumArgs() == 2;
    if (E.getNumArgs() == 1) {
      // `-a` -> `(a).twin()` or `twin(a)`.
      add(OperatorEdit::Replace, Op, OpLength, Member ? "(" : Twin + "(");
      add(OperatorEdit::Close, E0, 0, Member ? ")." + Twin + "()" : ")");
    } else if (Postfix) {
      // `a++` -> `(a).twin(0)` or `twin(a, 0)`.
      add(OperatorEdit::Open, B0, 0, Member ? "(" : Twin + "(");
      add(OperatorEdit::Replace, Op, OpLength, Member ? ")." + Twin + "(0)" : ", 0)");
    } else if (E.getNumArgs() == 2) {
      // `a + b` -> `(a).twin(b)` or `twin(a, b)`.
      unsigned E1 = S.range(*E.getArg(1)).second;
      add(OperatorEdit::Open, B0, 0, Member ? "(" : Twin + "(");
      add(OperatorEdit::Replace, Op, OpLength, Member ? ")." + Twin + "(" : ",");
      add(OperatorEdit::Close, E1, 0, ")");
    } else {
      return std::nullopt;
    }
  }
  if (!S.Ok)
    return std::nullopt;
  for (OperatorEdit &Edit : Edits)
    Edit.File = S.File;
  return Edits;
}

} // namespace ampclang
