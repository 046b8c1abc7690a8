// A raw-token scan, not a parse: it finds `name(params) quals restrict(...) {body}`
// and `name(params) {body}` declarations at namespace and class scope.
#include "frontend/RestrictionViews.h"
#include "frontend/RawTokens.h"

#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringMap.h"

#include <vector>

using namespace clang;

namespace ampclang {
namespace {

struct FunctionDeclText {
  std::string Key;      ///< "Class::name" or "name"
  unsigned Arity = 0;   ///< twins have equal parameter lists; other overloads stay in both views
  size_t Begin, End;    ///< the declaration's text, body included
  bool Cpu, Amp;
};

class Scanner {
public:
  Scanner(llvm::StringRef Source, const LangOptions &LO) : Source(Source), Toks(lexRaw(Source, LO)) {}

  std::vector<FunctionDeclText> scan() {
    std::vector<FunctionDeclText> Found;
    std::vector<std::string> Scopes; // class names (or "") per open brace
    std::string PendingClass;
    for (size_t I = 0; I + 1 < Toks.size(); ++I) {
      const Token &T = Toks[I];
      if (isIdent(T, "class") || isIdent(T, "struct") || isIdent(T, "union")) {
        if (Toks[I + 1].is(tok::raw_identifier))
          PendingClass = Toks[I + 1].getRawIdentifier().str();
      } else if (T.is(tok::semi)) {
        PendingClass.clear();
      } else if (T.is(tok::l_brace)) {
        // Only class and namespace bodies hold declarations worth a look;
        // skip function bodies, initialisers and the like whole.
        bool Namespace = (I >= 1 && isIdent(Toks[I - 1], "namespace")) ||
                         (I >= 2 && isIdent(Toks[I - 2], "namespace")) ||
                         (I >= 2 && isIdent(Toks[I - 2], "extern") && Toks[I - 1].is(tok::string_literal));
        if (PendingClass.empty() && !Namespace) {
          if (size_t Close = matching(I, tok::l_brace, tok::r_brace))
            I = Close;
          continue;
        }
        Scopes.push_back(PendingClass);
        PendingClass.clear();
      } else if (T.is(tok::r_brace)) {
        if (!Scopes.empty())
          Scopes.pop_back();
      } else if (T.is(tok::raw_identifier) && Toks[I + 1].is(tok::l_paren) && isDeclarationContext(I)) {
        FunctionDeclText D;
        if (matchFunction(I, Scopes.empty() ? "" : Scopes.back(), D)) {
          Found.push_back(D);
          I = tokenAt(D.End) - 1;
        }
      }
    }
    return Found;
  }

private:
  static bool isIdent(const Token &T, llvm::StringRef Name) { return isRawIdent(T, Name); }
  static size_t offset(const Token &T) { return rawOffset(T); }
  size_t tokenAt(size_t Offset) const {
    size_t I = 0;
    while (I < Toks.size() && offset(Toks[I]) < Offset)
      ++I;
    return I;
  }
  size_t matching(size_t I, tok::TokenKind Open, tok::TokenKind Close) const {
    int Depth = 0;
    for (; I < Toks.size() && Toks[I].isNot(tok::eof); ++I) {
      if (Toks[I].is(Open))
        ++Depth;
      else if (Toks[I].is(Close) && --Depth == 0)
        return I;
    }
    return 0;
  }
  /// The number of parameters between the parentheses \p Open and \p Close.
  unsigned arity(size_t Open, size_t Close) const {
    if (Close == Open + 1 || (Close == Open + 2 && isIdent(Toks[Open + 1], "void")))
      return 0;
    unsigned Commas = 0;
    int Depth = 0;
    for (size_t K = Open + 1; K < Close; ++K) {
      if (Toks[K].isOneOf(tok::l_paren, tok::l_square, tok::l_brace, tok::less))
        ++Depth;
      else if (Toks[K].isOneOf(tok::r_paren, tok::r_square, tok::r_brace, tok::greater))
        --Depth;
      else if (Toks[K].is(tok::greatergreater))
        Depth -= 2;
      else if (Toks[K].is(tok::comma) && Depth <= 0)
        ++Commas;
    }
    return Commas + 1;
  }
  /// A name followed by '(' declares a function when a type precedes it.
  bool isDeclarationContext(size_t I) const {
    if (I == 0)
      return false;
    const Token &Prev = Toks[I - 1];
    static const char *Statements[] = {"return", "if", "while", "for", "switch", "sizeof", "case", "throw",
                                       "new", "delete", "else", "do", "decltype", "alignof", "typeid"};
    if (Prev.is(tok::raw_identifier)) {
      for (const char *S : Statements)
        if (Prev.getRawIdentifier() == S)
          return false;
      return !isIdent(Toks[I], "restrict");
    }
    return Prev.isOneOf(tok::greater, tok::star, tok::amp, tok::ampamp, tok::coloncolon, tok::tilde);
  }
  /// The start of the declaration ending at token \p I: after the previous
  /// ';', '{', '}' or access specifier, or after a preprocessor line.
  size_t declarationBegin(size_t I) const {
    size_t J = I;
    while (J > 0) {
      const Token &Prev = Toks[J - 1];
      if (Prev.isOneOf(tok::semi, tok::l_brace, tok::r_brace) || Prev.is(tok::colon) || (Prev.isAtStartOfLine() && Prev.is(tok::hash)))
        break;
      --J;
    }
    // Skip a preprocessor line the walk stopped on.
    if (J > 0 && Toks[J - 1].is(tok::hash))
      while (J <= I && !Toks[J].isAtStartOfLine())
        ++J;
    return offset(Toks[J]);
  }
  bool matchFunction(size_t NameTok, const std::string &Scope, FunctionDeclText &D) const {
    size_t Close = matching(NameTok + 1, tok::l_paren, tok::r_paren);
    if (!Close)
      return false;
    bool Cpu = false, Amp = false, Written = false;
    size_t K = Close + 1;
    // Qualifiers and restriction specifiers up to the body or the ';'.
    while (K < Toks.size() && Toks[K].isNot(tok::eof)) {
      const Token &T = Toks[K];
      if (isIdent(T, "restrict") && Toks[K + 1].is(tok::l_paren)) {
        size_t RC = matching(K + 1, tok::l_paren, tok::r_paren);
        if (!RC)
          return false;
        for (size_t Q = K + 2; Q < RC; ++Q) {
          Cpu |= isIdent(Toks[Q], "cpu");
          Amp |= isIdent(Toks[Q], "amp");
        }
        Written = true;
        K = RC + 1;
      } else if (T.isOneOf(tok::raw_identifier, tok::amp, tok::ampamp, tok::arrow, tok::coloncolon, tok::less,
                           tok::greater, tok::star)) {
        ++K;
      } else {
        break;
      }
    }
    if (!Written)
      Cpu = true;
    size_t End;
    if (Toks[K].is(tok::l_brace)) {
      End = matching(K, tok::l_brace, tok::r_brace);
      if (!End)
        return false;
    } else if (Toks[K].is(tok::semi)) {
      End = K;
    } else {
      return false;
    }
    std::string Name = Toks[NameTok].getRawIdentifier().str();
    if (NameTok >= 2 && Toks[NameTok - 1].is(tok::coloncolon) && Toks[NameTok - 2].is(tok::raw_identifier))
      D.Key = Toks[NameTok - 2].getRawIdentifier().str() + "::" + Name;
    else
      D.Key = Scope.empty() ? Name : Scope + "::" + Name;
    D.Arity = arity(NameTok + 1, Close);
    D.Begin = declarationBegin(NameTok);
    D.End = offset(Toks[End]) + 1;
    D.Cpu = Cpu;
    D.Amp = Amp;
    return true;
  }

  llvm::StringRef Source;
  std::vector<Token> Toks;
};

void blank(std::string &Text, size_t Begin, size_t End) {
  for (size_t I = Begin; I < End && I < Text.size(); ++I)
    if (Text[I] != '\n')
      Text[I] = ' ';
}

} // namespace

RestrictionViews splitByRestriction(llvm::StringRef Source, const LangOptions &LO,
                                    const llvm::StringSet<> *KnownTwins) {
  RestrictionViews Views;
  if (!Source.contains("restrict"))
    return Views;
  std::vector<FunctionDeclText> Decls = Scanner(Source, LO).scan();
  // Grouped by name and arity: f(int*, int*) beside f(idx, n, a, b) restrict(amp)
  // are ordinary overloads, both visible everywhere.
  auto group = [](const FunctionDeclText &D) { return D.Key + "/" + std::to_string(D.Arity); };
  llvm::StringMap<unsigned> Kinds; // bit 1: cpu-only, bit 2: amp-only
  for (const FunctionDeclText &D : Decls)
    Kinds[group(D)] |= (D.Cpu && !D.Amp ? 1u : 0u) | (D.Amp && !D.Cpu ? 2u : 0u);
  llvm::StringSet<> TwinGroups;
  for (const auto &K : Kinds) {
    llvm::StringRef Name = K.first().rsplit('/').first;
    if (K.second == 3u || (K.second != 0u && KnownTwins && KnownTwins->contains(Name))) {
      TwinGroups.insert(K.first());
      Views.Twins.insert(Name);
    }
  }
  if (Views.Twins.empty())
    return Views;
  Views.Device = Source.str();
  Views.Host = Source.str();
  for (const FunctionDeclText &D : Decls) {
    if (!TwinGroups.contains(group(D)) || (D.Cpu && D.Amp))
      continue;
    blank(D.Amp ? Views.Host : Views.Device, D.Begin, D.End);
  }
  return Views;
}

} // namespace ampclang
