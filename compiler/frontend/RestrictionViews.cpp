// A raw-token scan, not a parse: it finds `name(params) quals restrict(...) {body}`
// and `name(params) {body}` declarations at namespace and class scope.
#include "frontend/RestrictionViews.h"
#include "frontend/RawTokens.h"

#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <vector>

using namespace clang;

namespace ampclang {
namespace {

struct FunctionDeclText {
  std::string Name;     ///< "Class::name" or "name"
  std::string Key;      ///< Name and parameter types: "Class::name(int,const S &)const"
  size_t Begin, End;    ///< the declaration's text, body included
  size_t BodyOpen = 0;  ///< the token opening its body; 0 for a declaration
  size_t BodyOffset = 0; ///< where that token is in the text
  bool Cpu, Amp;
  std::string RequiredKey; ///< Name and the types of the parameters without a default
  unsigned NumParams = 0;
  std::vector<std::pair<size_t, size_t>> Defaults; ///< each `= value` of a parameter
  std::vector<std::string> ParamTypes;              ///< as in Key, one a parameter
  size_t NameOffset = 0;  ///< the name's own identifier (`g` of `S::g`)
  size_t NameEnd = 0;     ///< just past the name's last token (`operator()` whole)
  bool Qualified = false; ///< named `X::name`, outside X's body
  bool Templated = false; ///< a template, or inside one (class or function)
};

class Scanner {
public:
  Scanner(llvm::StringRef Source, const LangOptions &LO, const llvm::StringMap<unsigned> *Macros)
      : Source(Source), Toks(lexRaw(Source, LO)), Macros(Macros) {}

  std::vector<FunctionDeclText> scan() {
    std::vector<FunctionDeclText> Found;
    std::vector<std::string> Scopes; // class names (or "") per open brace
    std::string PendingClass;
    bool PendingTemplate = false; // PendingClass is a class template (or a specialization)
    size_t DirectiveEnd = 0;      // the last token of the last directive, plus one
    for (size_t I = 0; I + 1 < Toks.size(); ++I) {
      const Token &T = Toks[I];
      if (T.is(tok::hash) && T.isAtStartOfLine()) {
        // A directive is no declaration: `#pragma warning(disable: 4552)`
        // before a class would read as a function whose body is the class.
        size_t Start = I;
        while (I + 1 < Toks.size() && !Toks[I + 1].isAtStartOfLine() && Toks[I + 1].isNot(tok::eof))
          ++I;
        noteBoundaryMacro(Start, I);
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
        Scopes.push_back(PendingClass.empty() && !Namespace ? std::string(BodyScope) : PendingClass);
        TemplateScopes.push_back(inTemplate() || (!PendingClass.empty() && PendingTemplate));
        PendingClass.clear();
      } else if (T.is(tok::r_brace)) {
        if (!Scopes.empty()) {
          Scopes.pop_back();
          TemplateScopes.pop_back();
        }
      } else if (!Scopes.empty() && Scopes.back() == BodyScope) {
        continue; // statements, not declarations
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
        if (Toks[Open].is(tok::l_paren) && matchFunction(I, Open, Scopes.empty() ? "" : Scopes.back(), D)) {
          Found.push_back(D);
          I = enterBody(D, Scopes, PendingClass);
        }
      } else if (T.is(tok::raw_identifier) && Toks[I + 1].is(tok::l_paren) &&
                 (isDeclarationContext(I) || isConstructor(I, Scopes))) {
        FunctionDeclText D;
        if (matchFunction(I, I + 1, Scopes.empty() ? "" : Scopes.back(), D)) {
          Found.push_back(D);
          I = enterBody(D, Scopes, PendingClass);
        }
      }
    }
    return Found;
  }

private:
  /// The scope name of a brace that opens neither a class nor a namespace.
  static constexpr const char *BodyScope = "{}";
  bool inTemplate() const { return !TemplateScopes.empty() && TemplateScopes.back(); }
  static bool isIdent(const Token &T, llvm::StringRef Name) { return isRawIdent(T, Name); }
  /// Where the scan goes on after the function \p D: inside its body (local
  /// classes may hold twins), or after its declaration.
  size_t enterBody(const FunctionDeclText &D, std::vector<std::string> &Scopes, std::string &PendingClass) {
    PendingClass.clear();
    if (!D.BodyOpen)
      return tokenAt(D.End) - 1;
    Scopes.push_back(BodyScope);
    TemplateScopes.push_back(D.Templated);
    return D.BodyOpen;
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
  bool isConstructor(size_t I, const std::vector<std::string> &Scopes) const {
    return !Scopes.empty() && !Scopes.back().empty() && Toks[I].getRawIdentifier() == Scopes.back() &&
           startsMember(I);
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
      } else if (T.is(tok::raw_identifier) && Macros && Macros->count(T.getRawIdentifier())) {
        // A macro spelled as a restriction (amptest's __GPU_ONLY).
        unsigned Bits = Macros->lookup(T.getRawIdentifier());
        Cpu |= (Bits & 1u) != 0;
        Amp |= (Bits & 2u) != 0;
        Written = true;
        ++K;
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
    return true;
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
  std::vector<bool> TemplateScopes; ///< per entry of the scan's Scopes: inside a template
};

void blank(std::string &Text, size_t Begin, size_t End) {
  for (size_t I = Begin; I < End && I < Text.size(); ++I)
    if (Text[I] != '\n')
      Text[I] = ' ';
}

/// Not a constructor (`S::S`) or an operator (`operator+`, `S::operator int`).
bool isNamedFunction(llvm::StringRef Name) {
  auto [Scope, Own] = Name.rsplit("::");
  if (Own.empty()) // no scope
    Own = Scope;
  else if (Scope.rsplit("::").second.empty() ? Scope == Own : Scope.rsplit("::").second == Own)
    return false;
  return !Own.starts_with("operator");
}

/// The overload set an operator function joins whether member or not
/// (`S::operator+` and `operator+` are candidates of one `a + b`): its symbol,
/// `operator+`; empty for other functions, conversion and allocation ones.
llvm::StringRef operatorSet(llvm::StringRef Name) {
  llvm::StringRef Own = Name.rsplit("::").second.empty() ? Name : Name.rsplit("::").second;
  if (!Own.starts_with("operator") || Own.starts_with("operator ") || Own.size() == 8 ||
      (Own[8] >= 'a' && Own[8] <= 'z') || (Own[8] >= 'A' && Own[8] <= 'Z') || Own[8] == '_')
    return {};
  return Own;
}

/// `S::operator int`, `operator T`: a conversion function, not `operator+`,
/// `operator()` or an allocation function.
bool isConversionFunction(llvm::StringRef Name) {
  llvm::StringRef Own = Name.rsplit("::").second.empty() ? Name : Name.rsplit("::").second;
  if (!Own.consume_front("operator "))
    return false;
  return !Own.starts_with("new") && !Own.starts_with("delete");
}

/// A copy or move constructor or assignment (`S(const S &)`, `operator=(S &&)`):
/// the one parameter without a default names the own class.
bool isCopyOrMove(const FunctionDeclText &D) {
  auto [Scope, Own] = llvm::StringRef(D.Name).rsplit("::");
  llvm::StringRef Class = Scope.rsplit("::").second.empty() ? Scope : Scope.rsplit("::").second;
  if (Own.empty() || (Own != Class && Own != "operator=") || D.ParamTypes.empty() ||
      D.NumParams - D.Defaults.size() > 1)
    return false;
  llvm::StringRef T = D.ParamTypes.front();
  for (llvm::StringRef Word : {"const ", "volatile "})
    T.consume_front(Word);
  T = T.rtrim("& ");
  return T == Class || T.starts_with((Class + "<").str());
}

/// Constructors and operators (not conversion functions, which
/// splitConversionFunctions handles, nor copies and moves) that the host view
/// may hide: the host accelerator cannot get them back renamed, so the
/// kernels that reach them are refused there (host/TwinRenames.h).
bool isHideableSpecialFunction(const FunctionDeclText &D) {
  llvm::StringRef Own = llvm::StringRef(D.Name).rsplit("::").second;
  if (Own.empty())
    Own = D.Name;
  return !isNamedFunction(D.Name) && !D.Templated && !isConversionFunction(D.Name) && !isCopyOrMove(D) &&
         !Own.starts_with("operator new") && !Own.starts_with("operator delete");
}

/// A parameter of arithmetic type, by value or by const reference: any
/// argument one such overload accepts, another accepts too.
bool isArithmeticParam(llvm::StringRef Type) {
  static const char *Words[] = {"const", "volatile", "unsigned", "signed", "int", "float",
                                "double", "long", "short", "bool"};
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Type.split(Parts, ' ', -1, /*KeepEmpty=*/false);
  bool Const = false, Arithmetic = false;
  for (size_t I = 0; I < Parts.size(); ++I) {
    if (Parts[I] == "&" && I + 1 == Parts.size() && Const)
      continue;
    if (llvm::none_of(Words, [&](const char *W) { return Parts[I] == W; }))
      return false;
    Const |= Parts[I] == "const";
    Arithmetic |= Parts[I] != "const" && Parts[I] != "volatile";
  }
  return Arithmetic;
}

/// The conversion functions of a class are one overload set whatever their
/// target types (`operator int() restrict(cpu)` beside `operator long()
/// restrict(amp)`: `int i = obj;` converts through the own side's operator).
/// Where a class has both cpu-only and amp-only ones, none a template, each
/// view hides the other side's; the checks know every one of them as a twin.
/// (A conversion template left alone on one side would make `obj + 1`
/// ambiguous there, where the non-template one decided it.)
void splitConversionFunctions(llvm::StringRef Source, const std::vector<FunctionDeclText> &Decls,
                              RestrictionViews &Views) {
  llvm::StringMap<unsigned> ClassKinds; // bit 1: cpu-only, bit 2: amp-only, bit 3: a template
  auto owner = [](const FunctionDeclText &D) { return llvm::StringRef(D.Name).rsplit("::").first.str(); };
  auto isTemplate = [&](const FunctionDeclText &D) {
    return Source.substr(D.Begin, D.End - D.Begin).take_until([](char C) { return C == '('; }).contains("template");
  };
  for (const FunctionDeclText &D : Decls)
    if (isConversionFunction(D.Name) && D.Cpu != D.Amp)
      ClassKinds[owner(D)] |= (D.Cpu ? 1u : 2u) | (isTemplate(D) ? 4u : 0u);
  for (const FunctionDeclText &D : Decls)
    if (isConversionFunction(D.Name) && D.Cpu != D.Amp && ClassKinds.lookup(owner(D)) == 3u) {
      Views.Twins.insert(D.Name);
      Views.TwinKeys.insert(D.Key);
    }
}

/// Whether every declaration of \p Key can be renamed in the device view
/// without losing code: no template (its instantiations would follow the cpu
/// calls the device view no longer resolves, and the kernels in them), and a
/// member declared in its class here, where the rename reaches every declaration.
bool renameableInDevice(llvm::StringRef Key, const std::vector<FunctionDeclText> &Decls) {
  bool Member = false, DeclaredInClass = false;
  for (const FunctionDeclText &D : Decls) {
    if (D.Key != Key)
      continue;
    if (D.Templated)
      return false;
    Member |= D.Qualified || llvm::StringRef(D.Name).contains("::");
    DeclaredInClass |= !D.Qualified;
  }
  return !Member || DeclaredInClass;
}

bool allArithmetic(const FunctionDeclText &D) {
  return D.NumParams > 0 && D.Defaults.empty() && llvm::all_of(D.ParamTypes, isArithmeticParam);
}

/// Whether a body of \p Key may hold a kernel (a `parallel_for_each` or a
/// lambda with a restriction): blanking it would lose that kernel.
bool mayHoldKernel(llvm::StringRef Source, llvm::StringRef Key, const std::vector<FunctionDeclText> &Decls) {
  for (const FunctionDeclText &D : Decls) {
    if (D.Key != Key || !D.BodyOpen)
      continue;
    llvm::StringRef Body = Source.slice(D.BodyOffset, D.End);
    if (Body.contains("parallel_for_each") || Body.contains("restrict") || Body.contains("__GPU"))
      return true;
  }
  return false;
}

/// Whether an amp-only overload of \p C's name (no copy or move) takes as
/// many arguments as some call of \p C does.
bool ampOverloadTakesSameCall(const FunctionDeclText &C, const std::vector<FunctionDeclText> &Decls) {
  // A member operator's object is its first operand (`a + b` calls
  // `A::operator+(b)` or `operator+(a, b)`).
  auto object = [](const FunctionDeclText &D) {
    return !operatorSet(D.Name).empty() && llvm::StringRef(D.Name).contains("::") ? 1u : 0u;
  };
  auto required = [&](const FunctionDeclText &D) { return D.NumParams - unsigned(D.Defaults.size()) + object(D); };
  auto most = [&](const FunctionDeclText &D) { return D.NumParams + object(D); };
  return llvm::any_of(Decls, [&](const FunctionDeclText &A) {
    bool SameSet = A.Name == C.Name || (!operatorSet(C.Name).empty() && operatorSet(A.Name) == operatorSet(C.Name));
    return A.Amp && !A.Cpu && SameSet && !isCopyOrMove(A) && required(A) <= most(C) && required(C) <= most(A);
  });
}

/// A cpu-only constructor or operator (hideable: no copy, move, conversion or
/// template) of a name with amp-only overloads, taken out of amp code's sight
/// (`S s(1)` in amp code beside `S(int) restrict(cpu)` and `S(double)
/// restrict(amp)` runs S(double)). An operator is renamed like a named
/// function, its body kept; a constructor cannot be, so it is hidden where it
/// has no body here or its bodies hold no kernel, and left otherwise.
void hideCpuSpecialFromDevice(llvm::StringRef Source, const FunctionDeclText &C,
                              const std::vector<FunctionDeclText> &Decls, const llvm::StringSet<> &Defined,
                              RestrictionViews &Views) {
  // Only where an amp-only overload could take the same call: `S()` beside
  // amp copy constructors stays, and amp code's `S s;` is amp-call-cpu-function.
  if (!isHideableSpecialFunction(C) || !ampOverloadTakesSameCall(C, Decls))
    return;
  llvm::StringRef Own = llvm::StringRef(C.Name).rsplit("::").second;
  bool Operator = (Own.empty() ? llvm::StringRef(C.Name) : Own).starts_with("operator");
  if (!Defined.contains(C.Key) || (!Operator && !mayHoldKernel(Source, C.Key, Decls)))
    Views.TwinKeys.insert(C.Key);
  else if (Operator && renameableInDevice(C.Key, Decls) && llvm::none_of(Decls, [&](const FunctionDeclText &D) {
             return D.Key == C.Key && Source.slice(D.NameOffset, D.NameEnd).find_first_of("\n/") != llvm::StringRef::npos;
           }))
    Views.DeviceRenames.insert(C.Key); // (a name spelled over lines or with a comment stays)
}

/// Amp code chooses among the amp overloads alone (`g(1.5f)` in amp code with
/// `int g(float) restrict(cpu)` beside `int g(int) restrict(amp)` calls g(int)),
/// so the device view takes the cpu-only overloads of a name with amp-only ones
/// out of amp code's sight:
/// - one declared without a body in this file is hidden whatever its
///   parameters (`int f(int, ...) restrict(cpu)` beside `bool f(int)
///   restrict(amp)`: amp code's `decltype(f(1))` is bool); with no body it
///   holds no kernel the device view would lose;
/// - one defined here is renamed (renameableInDevice): its body stays, with
///   the kernels it holds;
/// - a template taking arithmetic values only is hidden where its name has one
///   amp-only overload of its arity, also arithmetic, and none restrict(cpu, amp).
/// cpu calls may then resolve otherwise or not at all in the device view; the
/// errors of cpu code are judged on the host view (CpuSideErrors).
void hideCpuOverloadsFromDevice(llvm::StringRef Source, const std::vector<FunctionDeclText> &Decls,
                                RestrictionViews &Views) {
  llvm::StringMap<unsigned> Both;
  llvm::StringSet<> Defined; // keys with a body in this file
  for (const FunctionDeclText &D : Decls) {
    if (D.Cpu && D.Amp)
      ++Both[D.Name];
    if (D.BodyOpen)
      Defined.insert(D.Key);
  }
  for (const FunctionDeclText &C : Decls) {
    if (!C.Cpu || C.Amp || !Views.Twins.contains(C.Name) || Views.TwinKeys.contains(C.Key))
      continue;
    if (!isNamedFunction(C.Name)) {
      hideCpuSpecialFromDevice(Source, C, Decls, Defined, Views);
      continue;
    }
    if (!Defined.contains(C.Key)) {
      Views.TwinKeys.insert(C.Key);
      continue;
    }
    if (renameableInDevice(C.Key, Decls)) {
      Views.DeviceRenames.insert(C.Key);
      continue;
    }
    // A template (or a member of one) cannot be renamed: instantiations
    // follow cpu calls. One whose bodies hold no kernel loses nothing hidden.
    if (!mayHoldKernel(Source, C.Key, Decls) && ampOverloadTakesSameCall(C, Decls)) {
      Views.TwinKeys.insert(C.Key);
      continue;
    }
    if (Both.count(C.Name) || !allArithmetic(C))
      continue;
    const FunctionDeclText *Only = nullptr;
    unsigned Count = 0;
    for (const FunctionDeclText &A : Decls)
      if (A.Amp && !A.Cpu && A.Name == C.Name && A.NumParams == C.NumParams) {
        Only = &A;
        ++Count;
      }
    if (Count == 1 && allArithmetic(*Only))
      Views.TwinKeys.insert(C.Key);
  }
}

/// The device view's name for a cpu-only overload amp code must not find:
/// the same length (offsets agree across views), `$` first, a character no
/// user identifier starts with. An operator becomes an identifier spelling
/// its symbol (`operator +=` -> `$perator_pe`), so that two operators of one
/// class stay apart.
void renameForDevice(std::string &Device, size_t NameOffset, size_t NameEnd) {
  Device[NameOffset] = '$';
  if (llvm::StringRef(Device).substr(NameOffset + 1, 7) != "perator")
    return;
  static const llvm::StringRef From = " +-*/%^&|~!=<>,()[]", To = "_pmsdrxaotnelgcLRBK";
  for (size_t I = NameOffset + 8; I < NameEnd; ++I) {
    size_t K = From.find(Device[I]);
    Device[I] = K == llvm::StringRef::npos ? '_' : To[K];
  }
}

} // namespace

RestrictionViews splitByRestriction(llvm::StringRef Source, const LangOptions &LO,
                                    const llvm::StringSet<> *KnownTwins, const llvm::StringMap<unsigned> *Macros) {
  RestrictionViews Views;
  if (!mentionsRestriction(Source, Macros))
    return Views;
  std::vector<FunctionDeclText> Decls = Scanner(Source, LO, Macros).scan();
  // A twin of the same parameter types is hidden from the other side; of
  // overloads of other types, the amp-only ones are hidden from the host
  // (below). Names with twins of any types are recorded for the checks: a
  // cpu/amp function's call resolves against what each side sees.
  llvm::StringMap<unsigned> Kinds, NameKinds; // bit 1: cpu-only, bit 2: amp-only
  // A member defined outside its class overloads nothing: it defines a
  // member declared in the class. Where that class is in this text, the
  // definition's restriction is not a twin's (`int S::f() restrict(amp)`
  // beside an in-class `int f() restrict(cpu)` is amp-restriction-mismatch).
  llvm::StringSet<> InClass;
  for (const FunctionDeclText &D : Decls)
    if (!D.Qualified && llvm::StringRef(D.Name).contains("::"))
      InClass.insert(D.Key);
  for (const FunctionDeclText &D : Decls) {
    if (D.Qualified && InClass.contains(D.Key))
      continue;
    unsigned Bits = (D.Cpu && !D.Amp ? 1u : 0u) | (D.Amp && !D.Cpu ? 2u : 0u);
    Kinds[D.Key] |= Bits;
    NameKinds[D.Name] |= Bits;
  }
  // A member operator and a non-member one of the same symbol compete in one
  // overload set (members of two classes do not): each is a twin of the name
  // where the member and the non-members together have both sides.
  llvm::StringMap<unsigned> Members, NonMembers; // by symbol
  for (const FunctionDeclText &D : Decls)
    if (llvm::StringRef Op = operatorSet(D.Name); !Op.empty())
      (llvm::StringRef(D.Name).contains("::") ? Members : NonMembers)[Op] |= NameKinds.lookup(D.Name);
  for (const FunctionDeclText &D : Decls) {
    llvm::StringRef Op = operatorSet(D.Name);
    if (Op.empty())
      continue;
    bool Member = llvm::StringRef(D.Name).contains("::");
    if ((NameKinds.lookup(D.Name) | (Member ? NonMembers : Members).lookup(Op)) == 3u)
      NameKinds[D.Name] = 3u;
  }
  auto known = [&](llvm::StringRef K) { return KnownTwins && KnownTwins->contains(K); };
  for (const auto &K : NameKinds)
    if (K.second == 3u || (K.second != 0u && known(K.first())))
      Views.Twins.insert(K.first());
  for (const auto &K : Kinds)
    if (K.second == 3u || (K.second != 0u && known(K.first())))
      Views.TwinKeys.insert(K.first());
  // An amp-only overload of a name that also has cpu-only overloads, of any
  // parameter types, is hidden from the host: cpu code chooses among the cpu
  // overloads alone (`int f(int) restrict(amp)` beside `int f(double)`: a cpu
  // call f(1) runs f(double)). The host accelerator gets it back renamed,
  // like an amp twin (host/TwinRenames.h).
  // Constructors and operators too (`S(int) restrict(amp)` beside `S(double)`:
  // cpu code's `S s(1)` runs S(double)), though they cannot come back renamed
  // for the host accelerator: the kernels reaching them are refused there.
  // Copies and moves stay (a class with `S(S &) restrict(cpu)` beside
  // `S(const S &) restrict(amp)` would lose the copy its kernels make), and
  // so do members of templates.
  for (const FunctionDeclText &D : Decls)
    if (D.Amp && !D.Cpu && NameKinds.lookup(D.Name) == 3u &&
        (isNamedFunction(D.Name) || isHideableSpecialFunction(D)))
      Views.TwinKeys.insert(D.Key);
  hideCpuOverloadsFromDevice(Source, Decls, Views);
  splitConversionFunctions(Source, Decls, Views);
  // Overloads that differ in defaulted parameters only (`S(const S &, int = 0)
  // restrict(cpu)` beside `S(const S &) restrict(amp)`): a call passing only
  // the required arguments picks its own context's overload in C++ AMP but is
  // ambiguous to Clang. Each view hides the other side's overload where it
  // accepts no call the own side's does not, and otherwise takes its defaults
  // away (calls passing every argument still reach it).
  std::vector<std::pair<size_t, size_t>> DeviceBlanks, HostBlanks;
  for (const FunctionDeclText &C : Decls) {
    if (!C.Cpu || C.Amp)
      continue;
    for (const FunctionDeclText &A : Decls) {
      if (!A.Amp || A.Cpu || A.RequiredKey != C.RequiredKey || A.Key == C.Key)
        continue;
      auto hideOrStrip = [&](const FunctionDeclText &Other, const FunctionDeclText &Own,
                             std::vector<std::pair<size_t, size_t>> &Blanks) {
        if (Other.NumParams <= Own.NumParams)
          Views.TwinKeys.insert(Other.Key);
        else
          Blanks.insert(Blanks.end(), Other.Defaults.begin(), Other.Defaults.end());
      };
      hideOrStrip(C, A, DeviceBlanks);
      hideOrStrip(A, C, HostBlanks);
    }
  }
  if (!Views.hasTwins() && DeviceBlanks.empty() && HostBlanks.empty())
    return Views;
  Views.Device = Source.str();
  Views.Host = Source.str();
  for (const FunctionDeclText &D : Decls)
    if (Views.TwinKeys.contains(D.Key) && !(D.Cpu && D.Amp))
      blank(D.Amp ? Views.Host : Views.Device, D.Begin, D.End);
  for (const FunctionDeclText &D : Decls)
    if (Views.DeviceRenames.contains(D.Key))
      renameForDevice(Views.Device, D.NameOffset, D.NameEnd);
  for (auto [Begin, End] : DeviceBlanks)
    blank(Views.Device, Begin, End);
  for (auto [Begin, End] : HostBlanks)
    blank(Views.Host, Begin, End);
  return Views;
}

bool mentionsRestriction(llvm::StringRef Source, const llvm::StringMap<unsigned> *Macros) {
  if (Source.contains("restrict"))
    return true;
  if (Macros)
    for (const auto &M : *Macros)
      if (Source.contains(M.first()))
        return true;
  return false;
}

void collectRestrictionMacros(llvm::StringRef Source, const LangOptions &LO, llvm::StringMap<unsigned> &Macros) {
  if (!Source.contains("define"))
    return;
  std::vector<Token> Toks = lexRaw(Source, LO);
  for (size_t I = 0; I + 4 < Toks.size(); ++I) {
    // #define NAME restrict(...) [restrict(...)], all on one line.
    if (Toks[I].isNot(tok::hash) || !Toks[I].isAtStartOfLine() || !isRawIdent(Toks[I + 1], "define") ||
        Toks[I + 2].isNot(tok::raw_identifier) || Toks[I + 3].isAtStartOfLine())
      continue;
    unsigned Bits = 0;
    size_t K = I + 3;
    bool Valid = true;
    while (K + 1 < Toks.size() && !Toks[K].isAtStartOfLine() && Valid) {
      if (!isRawIdent(Toks[K], "restrict") || Toks[K + 1].isNot(tok::l_paren)) {
        Valid = false;
        break;
      }
      for (K += 2; K < Toks.size() && Toks[K].isNot(tok::r_paren) && !Toks[K].isAtStartOfLine(); ++K) {
        Bits |= isRawIdent(Toks[K], "cpu") ? 1u : isRawIdent(Toks[K], "amp") ? 2u : 0u;
        Valid &= Toks[K].isOneOf(tok::raw_identifier, tok::comma);
      }
      if (K >= Toks.size() || Toks[K].isNot(tok::r_paren))
        Valid = false;
      ++K;
    }
    if (Valid && Bits)
      Macros[Toks[I + 2].getRawIdentifier()] = Bits;
  }
}

} // namespace ampclang
