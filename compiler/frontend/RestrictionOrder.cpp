// A raw-token scan around each restriction specifier: what follows it (mutable)
// and what precedes it back to the parameter list (a trailing return type, an
// exception specification).
#include "frontend/RestrictionOrder.h"
#include "frontend/RestrictionViews.h"
#include "frontend/RawTokens.h"

using namespace clang;

namespace ampclang {
namespace {

class Scan {
public:
  Scan(llvm::StringRef Source, const LangOptions &LO, const llvm::StringMap<unsigned> *Macros)
      : Toks(lexRaw(Source, LO)), Macros(Macros) {}

  std::vector<MisplacedRestriction> run() {
    std::vector<MisplacedRestriction> Found;
    for (size_t I = 0; I + 1 < Toks.size(); ++I) {
      size_t End = specifierEnd(I);
      if (!End)
        continue;
      // Only the first of a run of specifiers is looked at: restrict(cpu) restrict(amp).
      if (I > 0 && isAfterSpecifier(I))
        continue;
      size_t After = End;
      while (size_t Next = specifierEnd(After))
        After = Next;
      if (After < Toks.size() && isRawIdent(Toks[After], "mutable"))
        Found.push_back({rawOffset(Toks[I]), MisplacedRestriction::BeforeMutable});
      else if (After < Toks.size() && (isRawIdent(Toks[After], "constexpr") || isRawIdent(Toks[After], "consteval")))
        Found.push_back({rawOffset(Toks[I]), MisplacedRestriction::BeforeConstexpr});
      else if (After < Toks.size() && (isRawIdent(Toks[After], "const") || isRawIdent(Toks[After], "volatile") ||
                                       Toks[After].isOneOf(tok::amp, tok::ampamp)))
        Found.push_back({rawOffset(Toks[I]), MisplacedRestriction::BeforeQualifier});
      else if (followsTrailingReturn(I))
        Found.push_back({rawOffset(Toks[I]), MisplacedRestriction::AfterTrailingReturn});
      else if (followsExceptionSpec(I))
        Found.push_back({rawOffset(Toks[I]), MisplacedRestriction::AfterExceptionSpec});
      else if (I > 0 && (isRawIdent(Toks[I - 1], "override") || isRawIdent(Toks[I - 1], "final")))
        Found.push_back({rawOffset(Toks[I]), MisplacedRestriction::AfterVirtSpecifier});
      else if (followsLambdaIntroducer(I))
        Found.push_back({rawOffset(Toks[I]), MisplacedRestriction::LambdaWithoutParams});
    }
    return Found;
  }

private:
  /// The token after the specifier starting at \p I (`restrict(...)` or a
  /// macro spelling one), or 0 when none starts there.
  size_t specifierEnd(size_t I) const {
    if (I >= Toks.size())
      return 0;
    if (unsigned Bits = 0; size_t After = restrictionMacroEnd(Toks, I, Macros, Bits))
      return After;
    if (!isRawIdent(Toks[I], "restrict") || I + 1 >= Toks.size() || Toks[I + 1].isNot(tok::l_paren))
      return 0;
    for (size_t J = I + 2; J < Toks.size() && Toks[J].isNot(tok::eof); ++J) {
      if (Toks[J].is(tok::r_paren))
        return J + 1;
      if (Toks[J].isNot(tok::raw_identifier) && Toks[J].isNot(tok::comma))
        return 0;
    }
    return 0;
  }
  bool isAfterSpecifier(size_t I) const {
    for (size_t Back = 1; Back <= I && Back <= 8; ++Back)
      if (specifierEnd(I - Back) == I)
        return true;
    return false;
  }
  /// Walks back from the specifier at \p I over a type (names, `::`, `*`,
  /// `&`, template arguments, decltype(...)) to an `->` at depth 0.
  bool followsTrailingReturn(size_t I) const {
    int Angles = 0;
    for (size_t J = I; J-- > 0;) {
      const Token &T = Toks[J];
      if (T.is(tok::greater)) {
        ++Angles;
      } else if (T.is(tok::greatergreater)) {
        Angles += 2;
      } else if (T.is(tok::less)) {
        if (--Angles < 0)
          return false;
      } else if (T.is(tok::arrow)) {
        return Angles == 0;
      } else if (T.is(tok::r_paren)) {
        // decltype(...) in the type: skip to its '('; any other ')' ends the
        // walk (the parameter list, an exception specification).
        size_t Open = matchingOpen(J);
        if (!Open || !isRawIdent(Toks[Open - 1], "decltype"))
          return false;
        J = Open - 1;
      } else if (Angles == 0 && !T.isOneOf(tok::raw_identifier, tok::coloncolon, tok::star, tok::amp,
                                           tok::ampamp, tok::numeric_constant, tok::comma)) {
        return false;
      } else if (Angles == 0 && T.is(tok::comma)) {
        return false;
      }
    }
    return false;
  }
  /// `throw(...)`, `noexcept` or `noexcept(...)` just before the specifier at \p I.
  bool followsExceptionSpec(size_t I) const {
    if (I == 0)
      return false;
    if (isRawIdent(Toks[I - 1], "noexcept"))
      return true;
    if (Toks[I - 1].isNot(tok::r_paren))
      return false;
    size_t Open = matchingOpen(I - 1);
    return Open && (isRawIdent(Toks[Open - 1], "throw") || isRawIdent(Toks[Open - 1], "noexcept"));
  }
  /// `[=] restrict(amp)`: the `]` of a lambda introducer just before the
  /// specifier, not a subscript's or an array declarator's (after a name, `)`
  /// or `]`) nor an attribute's `]]`.
  bool followsLambdaIntroducer(size_t I) const {
    if (I < 2 || Toks[I - 1].isNot(tok::r_square) || Toks[I - 2].is(tok::r_square))
      return false;
    int Depth = 0;
    for (size_t J = I - 1; J-- > 0;) {
      if (Toks[J].is(tok::r_square))
        ++Depth;
      else if (Toks[J].is(tok::l_square) && Depth-- == 0)
        return J == 0 || isRawIdent(Toks[J - 1], "return") ||
               !Toks[J - 1].isOneOf(tok::raw_identifier, tok::r_paren, tok::r_square, tok::l_square);
    }
    return false;
  }
  size_t matchingOpen(size_t Close) const { return matchingOpenParen(Toks, Close); }

  std::vector<Token> Toks;
  const llvm::StringMap<unsigned> *Macros;
};

} // namespace

std::vector<MisplacedRestriction> findMisplacedRestrictions(llvm::StringRef Source, const LangOptions &LO,
                                                            const llvm::StringMap<unsigned> *Macros) {
  if (!Source.contains("mutable") && !Source.contains("->") && !Source.contains("throw") &&
      !Source.contains("noexcept") && !Source.contains("const") && !Source.contains("volatile") && !Source.contains('&') &&
      !Source.contains("override") && !Source.contains("final") && !Source.contains(']'))
    return {};
  std::vector<MisplacedRestriction> Found = Scan(Source, LO, Macros).run();
  for (MisplacedRestriction &M : Found) {
    llvm::StringRef Before = Source.take_front(M.Offset);
    M.Line = 1 + Before.count('\n');
    size_t LineStart = Before.rfind('\n');
    M.Column = 1 + (LineStart == llvm::StringRef::npos ? M.Offset : M.Offset - LineStart - 1);
  }
  return Found;
}

} // namespace ampclang
