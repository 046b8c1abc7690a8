// The raw-token scanner behind scanFunctionDeclarations: scopes are tracked
// by braces, and a declaration is a name, its parameter list, its qualifiers
// and restriction specifiers, then a body or `;`.
#include "frontend/DeclarationScanner.h"
#include "frontend/RestrictionViews.h"
#include "frontend/RawTokens.h"

#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

#include <algorithm>

using namespace clang;

namespace ampclang {
namespace {

class Scanner {
public:
  Scanner(llvm::StringRef Source, const LangOptions &LO, const llvm::StringMap<unsigned> *Macros,
          const SkippedLines *Skipped)
      : Source(Source), Toks(activeTokens(Source, LO, Skipped)), Macros(Macros) {}

  std::vector<FunctionDeclText> scan() {
    std::vector<FunctionDeclText> Found;
    std::string PendingClass;
    bool PendingTemplate = false; // PendingClass is a class template (or a specialization)
    size_t DirectiveEnd = 0;      // the last token of the last directive, plus one
    for (size_t I = 0; I + 1 < Toks.size(); ++I) {
      const Token &T = Toks[I];
      if (T.is(tok::hash) && T.isAtStartOfLine()) {
        // A directive is no declaration: `#pragma warning(disable: 4552)`
        // before a class would read as a function whose body is the class.
        size_t Start = I;
        I = directiveEnd(I);
        noteBoundaryMacro(Start, I);
        // `#if 0` ... `#endif`: code out of the program, whose declarations overload nothing.
        if (I == Start + 2 && isIdent(Toks[Start + 1], "if") && Toks[I].is(tok::numeric_constant) &&
            Toks[I].getLength() == 1 && Source[rawOffset(Toks[I])] == '0')
          I = skipGroup(I + 1);
        DirectiveEnd = I + 1;
        continue;
      }
      if (isIdent(T, "class") || isIdent(T, "struct") || isIdent(T, "union")) {
        if (Toks[I + 1].is(tok::raw_identifier)) {
          PendingClass = Toks[I + 1].getRawIdentifier().str();
          // template <...> struct S; not `#include <x>` on the line before
          PendingTemplate = I > DirectiveEnd && Toks[I - 1].isOneOf(tok::greater, tok::greatergreater);
        }
      } else if (T.is(tok::semi)) {
        PendingClass.clear();
      } else if (T.is(tok::l_brace)) {
        // Only class and namespace bodies hold declarations worth a look;
        // skip function bodies, initialisers and the like whole.
        bool Namespace = (I >= 1 && isIdent(Toks[I - 1], "namespace")) ||
                         (I >= 2 && isIdent(Toks[I - 2], "namespace")) ||
                         (I >= 2 && isIdent(Toks[I - 2], "extern") && Toks[I - 1].is(tok::string_literal));
        // Function bodies, initialisers and the like hold no declarations
        // worth a look, but they may define local classes with twins.
        BraceScope B;
        B.Class = PendingClass.empty() && !Namespace ? std::string(BodyScope) : PendingClass;
        B.Template = inTemplate() || (!PendingClass.empty() && PendingTemplate);
        B.Namespace = namespacePath();
        B.Group = group();
        B.IsClass = !PendingClass.empty();
        if (Namespace && PendingClass.empty() && I >= 2 && isIdent(Toks[I - 2], "namespace") &&
            Toks[I - 1].is(tok::raw_identifier)) {
          B.Namespace += (B.Namespace.empty() ? "" : "::") + Toks[I - 1].getRawIdentifier().str();
          B.Group += Toks[I - 1].getRawIdentifier().str() + "::";
        } else if (!PendingClass.empty()) {
          B.Group += PendingClass + "::";
        } else if (!Namespace) {
          B.Group += "{" + std::to_string(offset(T)) + "}::";
        }
        Braces.push_back(std::move(B));
        PendingClass.clear();
      } else if (T.is(tok::r_brace)) {
        if (!Braces.empty())
          Braces.pop_back();
      } else if (scopeClass() == BodyScope) {
        continue; // statements, not declarations
      } else if (isIdent(T, "using") && scopeClass().empty()) {
        I = usingDeclaration(I);
      } else if (isIdent(T, "operator") && (isDeclarationContext(I) || startsMember(I))) {
        // The operator's name runs up to its parameter list: `operator()(`,
        // `operator+=(`, `operator c2(`.
        size_t Open = I + 1;
        if (Toks[Open].is(tok::l_paren) && Toks[Open + 1].is(tok::r_paren))
          Open += 2;
        while (Open < Toks.size() && Toks[Open].isNot(tok::l_paren) && Toks[Open].isNot(tok::semi) &&
               Toks[Open].isNot(tok::eof))
          ++Open;
        FunctionDeclText D;
        if (Toks[Open].is(tok::l_paren) && matchFunction(I, Open, scopeClass(), D)) {
          Found.push_back(D);
          I = enterBody(D, PendingClass);
        }
      } else if (size_t Open = explicitSpecializationParams(I); Open && isDeclarationContext(I)) {
        // `template <> int f<float>(float) restrict(cpu)`: a specialization
        // of the primary of its own restriction, which the other side never sees.
        FunctionDeclText D;
        if (matchFunction(I, Open, scopeClass(), D)) {
          Found.push_back(D);
          I = enterBody(D, PendingClass);
        }
      } else if (T.is(tok::raw_identifier) && Toks[I + 1].is(tok::l_paren) &&
                 (isDeclarationContext(I) || isConstructor(I))) {
        FunctionDeclText D;
        if (matchFunction(I, I + 1, scopeClass(), D)) {
          Found.push_back(D);
          I = enterBody(D, PendingClass);
        }
      }
    }
    return Found;
  }

private:
  /// The raw tokens of \p Source but those on \p Skipped lines.
  static std::vector<Token> activeTokens(llvm::StringRef Source, const LangOptions &LO, const SkippedLines *Skipped) {
    std::vector<Token> Toks = lexRaw(Source, LO);
    if (!Skipped || Skipped->empty())
      return Toks;
    std::vector<size_t> LineStarts = {0};
    for (size_t I = 0; I < Source.size(); ++I)
      if (Source[I] == '\n')
        LineStarts.push_back(I + 1);
    auto lineOf = [&](size_t Offset) {
      return static_cast<unsigned>(std::upper_bound(LineStarts.begin(), LineStarts.end(), Offset) - LineStarts.begin());
    };
    llvm::erase_if(Toks, [&](const Token &T) {
      if (T.is(tok::eof))
        return false;
      unsigned Line = lineOf(rawOffset(T));
      return llvm::any_of(*Skipped, [&](const auto &R) { return Line >= R.first && Line <= R.second; });
    });
    return Toks;
  }
  /// For `name<args>(` after `template <>`, at token \p I: the '(' token; else 0.
  size_t explicitSpecializationParams(size_t I) const {
    if (Toks[I].isNot(tok::raw_identifier) || Toks[I + 1].isNot(tok::less) || !afterEmptyTemplateHeader(I))
      return 0;
    int Depth = 0;
    for (size_t K = I + 1; K + 1 < Toks.size(); ++K) {
      if (Toks[K].isOneOf(tok::semi, tok::l_brace, tok::r_brace, tok::eof))
        return 0;
      if (Toks[K].is(tok::less))
        ++Depth;
      else if (Toks[K].is(tok::greater))
        --Depth;
      else if (Toks[K].is(tok::greatergreater))
        Depth -= 2;
      else if (Toks[K].is(tok::l_paren) && Depth == 0)
        return Toks[K - 1].isOneOf(tok::greater, tok::greatergreater) ? K : 0;
      if (Depth < 0)
        return 0;
    }
    return 0;
  }
  /// Whether the declaration holding token \p I starts with `template <>`.
  bool afterEmptyTemplateHeader(size_t I) const {
    for (size_t J = I; J >= 3; --J) {
      if (Toks[J - 1].isOneOf(tok::semi, tok::l_brace, tok::r_brace))
        return false;
      if (Toks[J - 1].is(tok::greater) && Toks[J - 2].is(tok::less) && isIdent(Toks[J - 3], "template"))
        return true;
    }
    return false;
  }
  /// The last token of the directive whose `#` is token \p Hash.
  size_t directiveEnd(size_t Hash) const {
    size_t I = Hash;
    while (I + 1 < Toks.size() && !Toks[I + 1].isAtStartOfLine() && Toks[I + 1].isNot(tok::eof))
      ++I;
    return I;
  }
  /// From token \p From inside a skipped `#if` group: the last token of the
  /// `#else`, `#elif` or `#endif` that ends it (nested groups skipped whole).
  size_t skipGroup(size_t From) const {
    unsigned Depth = 0;
    for (size_t I = From; I + 1 < Toks.size(); ++I) {
      if (Toks[I].isNot(tok::hash) || !Toks[I].isAtStartOfLine())
        continue;
      const Token &D = Toks[I + 1];
      size_t End = directiveEnd(I);
      if (isIdent(D, "if") || isIdent(D, "ifdef") || isIdent(D, "ifndef"))
        ++Depth;
      else if (isIdent(D, "endif") && Depth > 0)
        --Depth;
      else if (Depth == 0 && (isIdent(D, "endif") || isIdent(D, "else") || isIdent(D, "elif")))
        return End;
      I = End;
    }
    return Toks.size() - 2;
  }
  /// The scope name of a brace that opens neither a class nor a namespace.
  static constexpr const char *BodyScope = "{}";
  bool inTemplate() const { return !Braces.empty() && Braces.back().Template; }
  /// The innermost brace's class name ("" at namespace scope, BodyScope in a body).
  std::string scopeClass() const { return Braces.empty() ? "" : Braces.back().Class; }
  /// FunctionDeclText::Group of what the innermost brace declares.
  std::string group() const { return Braces.empty() ? "" : Braces.back().Group; }
  static bool isIdent(const Token &T, llvm::StringRef Name) { return isRawIdent(T, Name); }
  /// Where the scan goes on after the function \p D: inside its body (local
  /// classes may hold twins), or after its declaration.
  size_t enterBody(const FunctionDeclText &D, std::string &PendingClass) {
    PendingClass.clear();
    if (!D.BodyOpen)
      return tokenAt(D.End) - 1;
    BraceScope B;
    B.Class = BodyScope;
    B.Template = D.Templated;
    B.Namespace = namespacePath();
    B.Group = group() + "{" + std::to_string(D.BodyOffset) + "}::";
    Braces.push_back(std::move(B));
    return D.BodyOpen;
  }
  std::string namespacePath() const { return Braces.empty() ? "" : Braces.back().Namespace; }
  /// `using A::name;` from token \p I (`using`): recorded where it names a
  /// namespace member (not `using namespace`, an alias or a `typename`);
  /// returns the token the scan goes on from.
  size_t usingDeclaration(size_t I) {
    size_t K = I + 1;
    if (isIdent(Toks[K], "namespace"))
      return I;
    UsingDeclText U;
    std::string Qualified;
    for (; K < Toks.size() && Toks[K].isOneOf(tok::raw_identifier, tok::coloncolon); ++K)
      Qualified += Toks[K].is(tok::coloncolon) ? "::" : Toks[K].getRawIdentifier().str();
    auto [Qualifier, Name] = llvm::StringRef(Qualified).rsplit("::");
    if (K >= Toks.size() || Toks[K].isNot(tok::semi) || Name.empty() || Toks[K - 1].isNot(tok::raw_identifier) ||
        Qualified.find("typename") != std::string::npos)
      return I;
    U.Begin = offset(Toks[I]);
    U.End = offset(Toks[K]) + 1;
    U.Qualifier = Qualifier.ltrim(':').str();
    U.Name = Name.str();
    U.Group = group();
    Usings.push_back(U);
    return K;
  }
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
  /// A friend declared in a class names a function of the enclosing namespace.
  bool isFriend(size_t NameTok) const {
    for (size_t J = NameTok; J > 0; --J) {
      const Token &Prev = Toks[J - 1];
      if (Prev.isOneOf(tok::semi, tok::l_brace, tok::r_brace, tok::colon))
        return false;
      if (isIdent(Prev, "friend"))
        return true;
    }
    return false;
  }
  /// The `restrict` of a `restrict(...)` ending just before the name at token
  /// \p I, or 0; the name may be qualified (`restrict(amp) Box::f`).
  size_t restrictionBefore(size_t I) const {
    while (I >= 2 && Toks[I - 1].is(tok::coloncolon) && Toks[I - 2].is(tok::raw_identifier))
      I -= 2;
    if (I < 3 || Toks[I - 1].isNot(tok::r_paren))
      return 0;
    size_t Open = I - 1;
    for (int Depth = 0; Open > 0; --Open) {
      Depth += Toks[Open].is(tok::r_paren) ? 1 : Toks[Open].is(tok::l_paren) ? -1 : 0;
      if (Depth == 0)
        break;
    }
    return Open > 0 && isIdent(Toks[Open - 1], "restrict") ? Open - 1 : 0;
  }
  /// A name followed by '(' declares a function when a type precedes it (or
  /// a restriction the spelling stage moved there: `auto restrict(amp) f() -> T`).
  bool isDeclarationContext(size_t I) const {
    if (restrictionBefore(I))
      return true;
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
  /// A member declaration starts at \p I (after `;`, a brace or an access specifier).
  bool startsMember(size_t I) const {
    return I > 0 && Toks[I - 1].isOneOf(tok::semi, tok::l_brace, tok::r_brace, tok::colon);
  }
  /// `S(` declaring a constructor inside class S.
  bool isConstructor(size_t I) const {
    return !scopeClass().empty() && Toks[I].getRawIdentifier() == scopeClass() && startsMember(I);
  }
  /// The spelling of tokens [\p From, \p To), one space between tokens.
  std::string text(size_t From, size_t To) const {
    std::string Out;
    for (size_t I = From; I < To; ++I) {
      if (!Out.empty())
        Out += ' ';
      Out += Source.substr(offset(Toks[I]), Toks[I].getLength()).str();
    }
    return Out;
  }
  /// The parameter types between the parentheses at \p Open and \p Close:
  /// parameter names and default arguments dropped, so that a declaration and
  /// its definition agree.
  std::string parameterTypes(size_t Open, size_t Close, FunctionDeclText *D = nullptr) const {
    static const char *Types[] = {"int", "float", "double", "unsigned", "signed", "long", "short", "char", "bool",
                                  "void", "auto", "wchar_t", "const", "volatile"};
    std::string Out, Required;
    size_t Begin = Open + 1;
    int Depth = 0;
    for (size_t I = Open + 1; I <= Close; ++I) {
      const Token &T = Toks[I];
      if (I < Close && T.isOneOf(tok::l_paren, tok::less, tok::l_square, tok::l_brace)) {
        ++Depth;
        continue;
      }
      if (I < Close && T.isOneOf(tok::r_paren, tok::greater, tok::r_square, tok::r_brace)) {
        --Depth;
        continue;
      }
      if (I < Close && !(Depth == 0 && T.is(tok::comma)))
        continue;
      size_t End = I;
      for (size_t K = Begin; K < End; ++K)
        if (Toks[K].is(tok::equal)) {
          End = K;
          break;
        }
      bool HasDefault = End < I;
      if (D && HasDefault)
        D->Defaults.push_back({offset(Toks[End]), offset(Toks[I])});
      if (End > Begin + 1 && Toks[End - 1].is(tok::raw_identifier) &&
          llvm::none_of(Types, [&](const char *N) { return Toks[End - 1].getRawIdentifier() == N; }))
        --End;
      std::string Type = text(Begin, End);
      Out += (Out.empty() ? "" : ",") + Type;
      if (D && !Type.empty()) {
        ++D->NumParams;
        D->ParamTypes.push_back(Type);
        if (!HasDefault)
          Required += (Required.empty() ? "" : ",") + Type;
      }
      Begin = I + 1;
    }
    if (D)
      D->RequiredKey = D->Name + "(" + Required + ")";
    return Out;
  }
  /// The start of the declaration ending at token \p I: after the previous
  /// ';', '{', '}' or access specifier, or after a preprocessor line.
  size_t declarationBegin(size_t I) const {
    size_t J = I;
    while (J > 0) {
      const Token &Prev = Toks[J - 1];
      if (Prev.isOneOf(tok::semi, tok::l_brace, tok::r_brace) || Prev.is(tok::colon) || (Prev.isAtStartOfLine() && Prev.is(tok::hash)) ||
          (Prev.is(tok::raw_identifier) && BoundaryMacros.contains(Prev.getRawIdentifier())))
        break;
      --J;
    }
    // Skip a preprocessor line the walk stopped on.
    if (J > 0 && Toks[J - 1].is(tok::hash))
      while (J <= I && !Toks[J].isAtStartOfLine())
        ++J;
    return offset(Toks[J]);
  }
  bool matchFunction(size_t NameTok, size_t Open, const std::string &Scope, FunctionDeclText &D) const {
    // Destructors cannot be overloaded on restriction: never twins.
    if (NameTok > 0 && Toks[NameTok - 1].is(tok::tilde))
      return false;
    size_t Close = matching(Open, tok::l_paren, tok::r_paren);
    if (!Close)
      return false;
    bool Cpu = false, Amp = false, Written = false;
    // `auto restrict(amp) f() -> T`: the spelling stage moves a restriction
    // written before a trailing return type in front of the name.
    if (size_t R = restrictionBefore(NameTok)) {
      for (size_t Q = R + 2; Q + 1 < NameTok; ++Q) {
        Cpu |= isIdent(Toks[Q], "cpu");
        Amp |= isIdent(Toks[Q], "amp");
      }
      Written = true;
    }
    std::string Qualifiers;
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
      } else if (unsigned Bits = 0; size_t After = restrictionMacroEnd(Toks, K, Macros, Bits)) {
        // A macro spelled as a restriction (amptest's __GPU_ONLY), or one
        // taking it as arguments (`RESTRICT(amp)`).
        Cpu |= (Bits & MacroCpu) != 0;
        Amp |= (Bits & MacroAmp) != 0;
        Written = true;
        K = After;
      } else if ((isIdent(T, "throw") || isIdent(T, "noexcept") || isIdent(T, "decltype")) &&
                 Toks[K + 1].is(tok::l_paren)) {
        // An exception specification, or a trailing return type's decltype(...).
        size_t EC = matching(K + 1, tok::l_paren, tok::r_paren);
        if (!EC)
          return false;
        K = EC + 1;
      } else if (T.isOneOf(tok::raw_identifier, tok::amp, tok::ampamp, tok::arrow, tok::coloncolon, tok::less,
                           tok::greater, tok::star)) {
        if (isIdent(T, "const") || isIdent(T, "volatile") || T.isOneOf(tok::amp, tok::ampamp))
          Qualifiers += text(K, K + 1);
        ++K;
      } else {
        break;
      }
    }
    // A constructor's member initialisers, up to its body.
    if (Toks[K].is(tok::colon)) {
      do {
        ++K;
        while (Toks[K].isOneOf(tok::raw_identifier, tok::coloncolon, tok::less, tok::greater, tok::comma))
          ++K;
        if (Toks[K].is(tok::l_paren))
          K = matching(K, tok::l_paren, tok::r_paren) + 1;
        else if (Toks[K].is(tok::l_brace) && Toks[K - 1].is(tok::raw_identifier) && Toks[K + 1].isNot(tok::r_brace))
          K = matching(K, tok::l_brace, tok::r_brace) + 1;
      } while (K > 1 && K < Toks.size() && Toks[K].is(tok::comma));
      if (K <= 1 || K >= Toks.size())
        return false;
    }
    // `= default;`, `= delete;`, `= 0;`
    if (Toks[K].is(tok::equal))
      while (K < Toks.size() && Toks[K].isNot(tok::semi) && Toks[K].isNot(tok::eof))
        ++K;
    if (!Written)
      Cpu = true;
    size_t End;
    if (Toks[K].is(tok::l_brace)) {
      End = matching(K, tok::l_brace, tok::r_brace);
      if (!End)
        return false;
      D.BodyOpen = K;
      D.BodyOffset = offset(Toks[K]);
    } else if (Toks[K].is(tok::semi)) {
      End = K;
    } else {
      return false;
    }
    // Spelled as Clang names it: "operator=", "operator()", "operator c2".
    std::string Name = text(NameTok, NameTok + 1);
    if (isIdent(Toks[NameTok], "operator") && Open > NameTok + 1)
      for (size_t T = NameTok + 1; T < Open; ++T)
        Name += (Toks[T].is(tok::raw_identifier) ? " " : "") + text(T, T + 1);
    D.Qualified = NameTok >= 1 && Toks[NameTok - 1].is(tok::coloncolon);
    if (NameTok >= 2 && Toks[NameTok - 1].is(tok::coloncolon) && Toks[NameTok - 2].is(tok::raw_identifier))
      D.Name = Toks[NameTok - 2].getRawIdentifier().str() + "::" + Name;
    else
      D.Name = Scope.empty() || isFriend(NameTok) ? Name : Scope + "::" + Name;
    D.Key = D.Name + "(" + parameterTypes(Open, Close, &D) + ")" + Qualifiers;
    D.RequiredKey += Qualifiers;
    D.Begin = declarationBegin(NameTok);
    D.End = offset(Toks[End]) + 1;
    D.NameOffset = offset(Toks[NameTok]);
    D.NameEnd = offset(Toks[Open - 1]) + Toks[Open - 1].getLength();
    D.Templated = inTemplate() || Source.slice(D.Begin, D.NameOffset).contains("template");
    D.Cpu = Cpu;
    D.Amp = Amp;
    D.Namespace = namespacePath();
    D.Group = groupOf(Scope, NameTok);
    // `int A::S::f()`: the scopes the qualifier names before the class.
    if (D.Qualified && NameTok >= 2 && Toks[NameTok - 2].is(tok::raw_identifier)) {
      std::string Outer;
      for (size_t K = NameTok - 2; K >= 2 && Toks[K - 1].is(tok::coloncolon) && Toks[K - 2].is(tok::raw_identifier);
           K -= 2)
        Outer = Toks[K - 2].getRawIdentifier().str() + "::" + Outer;
      D.Group += Outer;
    }
    return true;
  }
  /// FunctionDeclText::Group of a function declared in the scope \p Scope
  /// (a class's name, or empty): a member's Name holds its class, so its
  /// group is the class's own scope; a friend's is the class's namespace.
  std::string groupOf(const std::string &Scope, size_t NameTok) const {
    if (Braces.empty())
      return "";
    if (Scope.empty())
      return Braces.back().Group;
    if (!isFriend(NameTok))
      return Braces.size() >= 2 ? Braces[Braces.size() - 2].Group : "";
    // A friend: the innermost scope that is no class.
    for (size_t K = Braces.size(); K-- > 0;)
      if (!Braces[K].IsClass)
        return Braces[K].Group;
    return "";
  }

  /// Records `#define NAME ...` (tokens [\p First, \p Last]) when NAME is an
  /// object-like macro whose text holds a brace or a ';' (`#define NS_END }`):
  /// a declaration never starts before one, so a blanked twin leaves it.
  void noteBoundaryMacro(size_t First, size_t Last) {
    if (Last < First + 2 || !isIdent(Toks[First + 1], "define") || Toks[First + 2].isNot(tok::raw_identifier))
      return;
    size_t Body = First + 3;
    if (Body <= Last && Toks[Body].is(tok::l_paren) && !Toks[Body].hasLeadingSpace())
      return; // function-like
    for (size_t K = Body; K <= Last; ++K)
      if (Toks[K].isOneOf(tok::l_brace, tok::r_brace, tok::semi)) {
        BoundaryMacros.insert(Toks[First + 2].getRawIdentifier());
        return;
      }
  }

  llvm::StringRef Source;
  std::vector<Token> Toks;
  const llvm::StringMap<unsigned> *Macros;
  llvm::StringSet<> BoundaryMacros;
  /// One open brace of the scan.
  struct BraceScope {
    std::string Class;     ///< the class's name; "" for a namespace, BodyScope for a body or initialiser
    bool Template = false; ///< inside a template
    std::string Namespace; ///< the named namespaces it is in ("A::B")
    std::string Group;     ///< FunctionDeclText::Group of what it declares
    bool IsClass = false;  ///< a class's body
  };
  std::vector<BraceScope> Braces;

public:
  std::vector<UsingDeclText> Usings;
};

} // namespace

std::vector<FunctionDeclText> scanFunctionDeclarations(llvm::StringRef Source, const LangOptions &LO,
                                                       const llvm::StringMap<unsigned> *Macros,
                                                       const SkippedLines *Skipped,
                                                       std::vector<UsingDeclText> *Usings) {
  Scanner S(Source, LO, Macros, Skipped);
  std::vector<FunctionDeclText> Found = S.scan();
  if (Usings)
    *Usings = std::move(S.Usings);
  return Found;
}

} // namespace ampclang
