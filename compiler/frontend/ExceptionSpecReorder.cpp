// Raw lexing finds the tokens; comments and string literals are never touched.
#include "frontend/ExceptionSpecReorder.h"
#include "frontend/RawTokens.h"

using namespace clang;

namespace ampclang {
namespace {

class Reorder {
public:
  Reorder(llvm::StringRef Source, const LangOptions &LO, const ObjectMacros *Macros)
      : Source(Source), Toks(lexRaw(Source, LO)), LO(LO), Macros(Macros) {}

  std::optional<std::string> run() {
    std::string Out = Source.str();
    bool Changed = false;
    for (size_t I = 1; I + 1 < Toks.size(); ++I) {
      if (!isSpecifier(I))
        continue;
      // The run of specifiers, then what Clang wants before them.
      size_t J = I;
      bool Macro = false;
      while (isSpecifier(J)) {
        Macro |= role(J) == MacroRole::Restriction;
        J = role(J) == MacroRole::Restriction ? J + 1 : close(J + 1) + 1;
      }
      if (J >= Toks.size())
        break;
      size_t K = J;
      while (size_t Next = qualifierEnd(K, Macro))
        K = Next;
      size_t Begin = rawOffset(Toks[I]), SpecEnd = end(J - 1);
      if (K > J && !isLambda(I)) {
        size_t TailBegin = rawOffset(Toks[J]), TailEnd = end(K - 1);
        std::string Moved = (Source.slice(TailBegin, TailEnd) + Source.slice(SpecEnd, TailBegin) +
                             Source.slice(Begin, SpecEnd)).str();
        Out.replace(Begin, TailEnd - Begin, Moved);
        Begin = TailEnd - (SpecEnd - Begin);
        SpecEnd = TailEnd;
        Changed = true;
      }
      if (Toks[K].is(tok::arrow) && !isLambda(I))
        Changed |= moveBeforeName(Out, I, Begin, SpecEnd);
      if (Toks[K].isOneOf(tok::greater, tok::greatergreater) ||
          (Toks[K].isOneOf(tok::r_paren, tok::comma) && !isLambda(I) && endsAbstractFunctionType(I))) {
        for (size_t P = Begin; P < SpecEnd; ++P)
          if (Out[P] != '\n')
            Out[P] = ' ';
        Changed = true;
      }
      I = K;
    }
    for (size_t I = 1; I + 1 < Toks.size(); ++I)
      Changed |= moveLambdaSpecifier(Out, I);
    if (!Changed)
      return std::nullopt;
    return Out;
  }

private:
  /// `auto f() restrict(amp) -> T`: Clang ends the declarator at the
  /// attribute, so the specifier (at [Begin, SpecEnd) of \p Out) moves in
  /// front of the declarator's name, where a GNU attribute appertains to the
  /// function too: `auto restrict(amp) f() -> T`. Same line only, length kept.
  bool moveBeforeName(std::string &Out, size_t I, size_t Begin, size_t SpecEnd) const {
    size_t P = I;
    while (P > 0 && Toks[P - 1].isNot(tok::r_paren))
      --P;
    if (P == 0)
      return false;
    int Depth = 0;
    size_t Open = 0;
    for (size_t Q = P - 1; Q > 0; --Q) {
      if (Toks[Q].is(tok::r_paren))
        ++Depth;
      else if (Toks[Q].is(tok::l_paren) && --Depth == 0) {
        Open = Q;
        break;
      }
    }
    size_t Name = Open - 1;
    if (Open >= 2 && Toks[Name].is(tok::r_paren)) {
      // `auto (*p)() restrict(cpu) -> int`: a pointer (or reference) to a
      // function; before the parenthesised declarator the attribute is the
      // variable's, where the function-pointer rules read it.
      size_t Group = matchingOpen(Name), First = Group + 1;
      while (Group && role(First) == MacroRole::Empty) // `(DECL_MODIFIER *p)`
        ++First;
      if (!Group || !(Toks[First].isOneOf(tok::star, tok::amp, tok::ampamp) ||
                      (Toks[First].is(tok::raw_identifier) && Toks[First + 1].is(tok::coloncolon))))
        return false;
      Name = Group;
    } else {
      if (Open < 2 || Toks[Name].isNot(tok::raw_identifier) || isRawIdent(Toks[Name], "operator") ||
          isRawIdent(Toks[Name], "throw") || isRawIdent(Toks[Name], "noexcept"))
        return false; // not a declarator's name: an exception specification
      // and the qualifiers before it: A::B::f
      while (Name >= 2 && Toks[Name - 1].is(tok::coloncolon) && Toks[Name - 2].is(tok::raw_identifier))
        Name -= 2;
    }
    size_t NameBegin = rawOffset(Toks[Name]);
    if (llvm::StringRef(Out).slice(NameBegin, SpecEnd).contains('\n'))
      return false;
    std::string Spec = Out.substr(Begin, SpecEnd - Begin);
    std::string Moved = Spec + " " + llvm::StringRef(Out).slice(NameBegin, Begin).rtrim().str();
    Moved.resize(SpecEnd - NameBegin, ' ');
    Out.replace(NameBegin, SpecEnd - NameBegin, Moved);
    return true;
  }
  /// `[]() throw() restrict(amp) {}`: a lambda's restriction after its
  /// exception specification is an error (amp-restriction-order, read off the
  /// original text), which Clang would report only as a lambda without a
  /// body. The specifier at \p I moves to just after the parameter list,
  /// where Clang takes an attribute, so the rule is what the user reads.
  /// Length and lines kept; no move where the text has no room for it.
  bool moveLambdaSpecifier(std::string &Out, size_t I) const {
    bool Spec = role(I) == MacroRole::Restriction || (isRawIdent(Toks[I], "restrict") && Toks[I + 1].is(tok::l_paren));
    if (!Spec)
      return false;
    size_t Exc = I - 1; // the exception specification's first token
    if (Toks[Exc].is(tok::r_paren)) {
      size_t Open = matchingOpen(Exc);
      if (!Open || !(isRawIdent(Toks[Open - 1], "throw") || isRawIdent(Toks[Open - 1], "noexcept")))
        return false;
      Exc = Open - 1;
    } else if (!isRawIdent(Toks[Exc], "noexcept") && role(Exc) != MacroRole::Exceptions) {
      return false;
    }
    size_t Params = lambdaParamsBefore(Exc);
    if (!Params)
      return false;
    size_t SpecEnd = role(I) == MacroRole::Restriction ? end(I) : end(close(I + 1));
    size_t ParamEnd = end(Params), Begin = rawOffset(Toks[I]);
    std::string Between = llvm::StringRef(Out).slice(ParamEnd, Begin).rtrim(" \t").str();
    std::string Moved = " " + Out.substr(Begin, SpecEnd - Begin) + Between;
    if (Moved.size() > SpecEnd - ParamEnd)
      return false;
    Moved.resize(SpecEnd - ParamEnd, ' ');
    Out.replace(ParamEnd, SpecEnd - ParamEnd, Moved);
    return true;
  }
  /// The ')' of a lambda's parameter list before \p Tok, over `mutable` and
  /// qualifiers; 0 if \p Tok does not follow one.
  size_t lambdaParamsBefore(size_t Tok) const {
    size_t P = Tok;
    while (P > 0 && (isRawIdent(Toks[P - 1], "mutable") || isRawIdent(Toks[P - 1], "constexpr") ||
                     role(P - 1) == MacroRole::Mutable || role(P - 1) == MacroRole::Empty))
      --P;
    if (P == 0 || Toks[P - 1].isNot(tok::r_paren))
      return 0;
    size_t Open = matchingOpen(P - 1);
    return Open && (Toks[Open - 1].is(tok::r_square) || role(Open - 1) == MacroRole::Capture) ? P - 1 : 0;
  }
  size_t matchingOpen(size_t Close) const { return matchingOpenParen(Toks, Close); }
  size_t end(size_t Tok) const { return rawOffset(Toks[Tok]) + Toks[Tok].getLength(); }
  /// The ')' matching the '(' at \p Open, or the eof token.
  size_t close(size_t Open) const {
    int Depth = 0;
    for (size_t I = Open; I < Toks.size(); ++I) {
      if (Toks[I].is(tok::l_paren))
        ++Depth;
      else if (Toks[I].is(tok::r_paren) && --Depth == 0)
        return I;
      else if (Toks[I].is(tok::eof))
        return I;
    }
    return Toks.size() - 1;
  }
  /// `restrict (` in the position of a restriction specifier: after a
  /// parameter list, a cv-qualifier, `mutable`, a ref-qualifier or another specifier.
  bool isSpecifier(size_t I) const {
    if (I == 0 || I + 1 >= Toks.size())
      return false;
    if (role(I) != MacroRole::Restriction && (!isRawIdent(Toks[I], "restrict") || Toks[I + 1].isNot(tok::l_paren)))
      return false;
    const Token &Prev = Toks[I - 1];
    MacroRole PrevRole = role(I - 1);
    return Prev.isOneOf(tok::r_paren, tok::amp, tok::ampamp) || isRawIdent(Prev, "const") ||
           isRawIdent(Prev, "volatile") || isRawIdent(Prev, "mutable") || PrevRole == MacroRole::Empty ||
           PrevRole == MacroRole::Qualifiers || PrevRole == MacroRole::Exceptions || PrevRole == MacroRole::Mutable ||
           PrevRole == MacroRole::Restriction;
  }
  MacroRole role(size_t I) const { return macroRole(Toks[I], Macros, LO); }
  /// The token after a ref-qualifier, cv-qualifier or exception specification
  /// at \p K; 0 if there is none. After a restriction spelled by a macro only
  /// exception specifications move: C++ AMP puts cv- and ref-qualifiers
  /// before the restriction, and that order is kept an error.
  size_t qualifierEnd(size_t K, bool AfterMacro) const {
    const Token &T = Toks[K];
    MacroRole R = role(K);
    if (R == MacroRole::Exceptions || R == MacroRole::Empty || (!AfterMacro && R == MacroRole::Qualifiers))
      return K + 1;
    if (!AfterMacro && (T.isOneOf(tok::amp, tok::ampamp) || isRawIdent(T, "const") || isRawIdent(T, "volatile")))
      return K + 1;
    if ((isRawIdent(T, "throw") || isRawIdent(T, "noexcept")) && Toks[K + 1].is(tok::l_paren)) {
      size_t C = close(K + 1);
      return Toks[C].is(tok::r_paren) ? C + 1 : 0;
    }
    return isRawIdent(T, "noexcept") ? K + 1 : 0;
  }
  /// Whether the specifier at \p I ends a function type that names nothing,
  /// as in a macro argument that becomes a template argument
  /// (`TEST(decltype(f), int() restrict(amp))`, `int (*)(int) restrict(cpu)`):
  /// the parameter list follows a type keyword, a lone type name after `(`,
  /// `,` or `<`, or an abstract pointer declarator `(*)`, `(&)`, `(S::*)`.
  bool endsAbstractFunctionType(size_t I) const {
    if (Toks[I - 1].isNot(tok::r_paren))
      return false;
    size_t Open = matchingOpen(I - 1);
    if (Open < 2)
      return false;
    const Token &Before = Toks[Open - 1];
    if (Before.is(tok::r_paren)) { // (*), (&), (S::*)
      size_t Inner = matchingOpen(Open - 1);
      if (!Inner)
        return false;
      for (size_t Q = Inner + 1; Q + 1 < Open; ++Q)
        if (!Toks[Q].isOneOf(tok::star, tok::amp, tok::ampamp, tok::coloncolon, tok::raw_identifier) ||
            isRawIdent(Toks[Q], "restrict"))
          return false;
      return Open - 1 > Inner + 1 && Toks[Open - 2].isOneOf(tok::star, tok::amp, tok::ampamp);
    }
    static const char *TypeWords[] = {"void", "bool", "char", "short", "int", "long", "float", "double",
                                      "signed", "unsigned", "wchar_t", "auto"};
    if (isRawIdent(Toks[Open - 2], "operator"))
      return false; // a conversion function: `operator int() restrict(amp)`
    // `float *(int)`: a pointer declarator never precedes a declarator's name.
    if (Before.isOneOf(tok::star, tok::amp, tok::ampamp))
      return true;
    if (Before.is(tok::raw_identifier) &&
        llvm::any_of(TypeWords, [&](const char *W) { return Before.getRawIdentifier() == W; }))
      return true;
    // A lone, possibly qualified, type name: `S()`, `ns::S()`, `T<char>()`.
    size_t Q = Open - 1;
    if (Before.isOneOf(tok::greater, tok::greatergreater)) {
      int Depth = Before.is(tok::greatergreater) ? 2 : 1;
      while (Q > 0 && Depth > 0) {
        --Q;
        Depth += Toks[Q].is(tok::greater) ? 1 : Toks[Q].is(tok::greatergreater) ? 2 : Toks[Q].is(tok::less) ? -1 : 0;
        if (Toks[Q].isOneOf(tok::semi, tok::l_brace, tok::r_brace))
          return false;
      }
      if (Q == 0 || Toks[--Q].isNot(tok::raw_identifier))
        return false;
    }
    while (Q > 0 && (Toks[Q].is(tok::raw_identifier) || Toks[Q].is(tok::coloncolon)) &&
           !(Toks[Q].is(tok::raw_identifier) && Toks[Q - 1].is(tok::raw_identifier)))
      --Q;
    if (Toks[Q].is(tok::raw_identifier) || Toks[Q].is(tok::coloncolon))
      return false; // two identifiers in a row: a type and a declarator's name
    return Q + 1 < Open && Toks[Q].isOneOf(tok::l_paren, tok::comma, tok::less);
  }
  /// Whether the specifier at \p I follows a lambda's parameter list.
  bool isLambda(size_t I) const {
    size_t P = I;
    auto isQualifier = [&](size_t Q) {
      MacroRole R = role(Q);
      return Toks[Q].isOneOf(tok::amp, tok::ampamp) || isRawIdent(Toks[Q], "const") ||
             isRawIdent(Toks[Q], "volatile") || isRawIdent(Toks[Q], "mutable") || R == MacroRole::Empty ||
             R == MacroRole::Qualifiers || R == MacroRole::Exceptions || R == MacroRole::Mutable;
    };
    while (P > 0 && isQualifier(P - 1))
      --P;
    if (P == 0 || Toks[P - 1].isNot(tok::r_paren))
      return false;
    int Depth = 0;
    for (size_t Q = P - 1; Q > 0; --Q) {
      if (Toks[Q].is(tok::r_paren))
        ++Depth;
      else if (Toks[Q].is(tok::l_paren) && --Depth == 0)
        return Toks[Q - 1].is(tok::r_square) || role(Q - 1) == MacroRole::Capture;
    }
    return false;
  }

  llvm::StringRef Source;
  std::vector<Token> Toks;
  const LangOptions &LO;
  const ObjectMacros *Macros;
};

} // namespace

std::optional<std::string> reorderExceptionSpec(llvm::StringRef Source, const LangOptions &LO,
                                                const ObjectMacros *Macros) {
  if (!Source.contains("restrict") && (!Macros || Macros->empty()))
    return std::nullopt;
  return Reorder(Source, LO, Macros).run();
}

} // namespace ampclang
