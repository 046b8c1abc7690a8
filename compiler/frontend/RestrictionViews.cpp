// The policies of the restriction views: from the declarations the scanner
// finds (DeclarationScanner.h), which twins each side hides, which overloads
// it renames, and which defaults it strips.
#include "frontend/RestrictionViews.h"
#include "frontend/DeclarationScanner.h"
#include "frontend/RawTokens.h"

#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <vector>

using namespace clang;

namespace ampclang {
namespace {

void blank(std::string &Text, size_t Begin, size_t End) {
  for (size_t I = Begin; I < End && I < Text.size(); ++I)
    if (Text[I] != '\n')
      Text[I] = ' ';
}

/// The overload set \p D is taken to belong to: its name alone, so that
/// namespaces that argument-dependent lookup or using-directives bring
/// together count as one set; each side hides only what it cannot call, so
/// a set taken too wide hides nothing a call could need. (Keys, which decide
/// what is hidden or renamed, carry the scopes: FunctionDeclText::Group.)
std::string overloadSet(const FunctionDeclText &D) { return D.Name; }

/// The name the checks know \p D's set by (RestrictionViews::Twins): its
/// namespaces and classes, not the bodies around a local class
/// (isRestrictionTwin computes the same from the AST).
std::string checkedName(const std::string &Group, const std::string &Name) {
  std::string Out;
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  llvm::StringRef(Group).split(Parts, "::", -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Part : Parts)
    if (!Part.starts_with("{"))
      Out += Part.str() + "::";
  return Out + Name;
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
  auto owner = [](const FunctionDeclText &D) { return D.Group + llvm::StringRef(D.Name).rsplit("::").first.str(); };
  auto isTemplate = [&](const FunctionDeclText &D) {
    return Source.substr(D.Begin, D.End - D.Begin).take_until([](char C) { return C == '('; }).contains("template");
  };
  for (const FunctionDeclText &D : Decls)
    if (isConversionFunction(D.Name) && D.Cpu != D.Amp)
      ClassKinds[owner(D)] |= (D.Cpu ? 1u : 2u) | (isTemplate(D) ? 4u : 0u);
  for (const FunctionDeclText &D : Decls)
    if (isConversionFunction(D.Name) && D.Cpu != D.Amp && ClassKinds.lookup(owner(D)) == 3u) {
      Views.Twins.Scoped.insert(checkedName(D.Group, D.Name));
      Views.TwinGroups.insert(overloadSet(D));
      Views.TwinKeys.insert(D.Key);
    }
}

/// Whether every declaration of \p Key can be renamed in the device view
/// without losing code: no template (its instantiations would follow the cpu
/// calls the device view no longer resolves, and the kernels in them), and a
/// member declared in its class here, where the rename reaches every declaration.
bool renameableInDevice(llvm::StringRef Key, const std::vector<FunctionDeclText> &Decls,
                        bool TemplatesToo = false) {
  bool Member = false, DeclaredInClass = false;
  for (const FunctionDeclText &D : Decls) {
    if (D.Key != Key)
      continue;
    if (D.Templated && !TemplatesToo)
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
    bool SameSet = overloadSet(A) == overloadSet(C) || (!operatorSet(C.Name).empty() && operatorSet(A.Name) == operatorSet(C.Name));
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
      ++Both[overloadSet(D)];
    if (D.BodyOpen)
      Defined.insert(D.Key);
  }
  for (const FunctionDeclText &C : Decls) {
    if (!C.Cpu || C.Amp || !Views.TwinGroups.contains(overloadSet(C)) || Views.TwinKeys.contains(C.Key))
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
    if (Both.count(overloadSet(C)) || !allArithmetic(C))
      continue;
    const FunctionDeclText *Only = nullptr;
    unsigned Count = 0;
    for (const FunctionDeclText &A : Decls)
      if (A.Amp && !A.Cpu && overloadSet(A) == overloadSet(C) && A.NumParams == C.NumParams) {
        Only = &A;
        ++Count;
      }
    if (Count == 1 && allArithmetic(*Only))
      Views.TwinKeys.insert(C.Key);
  }
}

/// A cpu twin (`int f(int) restrict(cpu)` beside `int f(int) restrict(amp)`)
/// whose body launches a kernel is renamed in the device view rather than
/// blanked, as other cpu overloads are: blanking it would lose the kernel.
/// A template twin is renamed too: nothing calls the renamed template in the
/// device view, so the front end instantiates it wherever its amp twin is
/// (frontend/KernelInstantiation.h), with the same arguments.
/// The amp twin may be in another file (\p Known: a twin split between files).
void renameCpuTwinsHoldingKernels(llvm::StringRef Source, const std::vector<FunctionDeclText> &Decls,
                                  RestrictionViews &Views, llvm::function_ref<bool(llvm::StringRef)> Known) {
  for (const FunctionDeclText &C : Decls)
    if (C.Cpu && !C.Amp && C.BodyOpen && Views.TwinKeys.contains(C.Key) && isNamedFunction(C.Name) &&
        (Known(C.Key) ||
         llvm::any_of(Decls, [&](const FunctionDeclText &A) { return A.Key == C.Key && A.Amp && !A.Cpu; })) &&
        mayHoldKernel(Source, C.Key, Decls) && renameableInDevice(C.Key, Decls, /*TemplatesToo=*/true)) {
      Views.DeviceRenames.insert(C.Key);
      Views.RenamesTemplates |= C.Templated;
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

/// Whether the using-declaration \p U names \p D, a function of a namespace.
bool namesFunction(const UsingDeclText &U, const FunctionDeclText &D) {
  llvm::StringRef NS = D.Namespace;
  return D.Name == U.Name && (NS == U.Qualifier || NS.ends_with("::" + U.Qualifier));
}

/// `using U2::u;` where every `u` of namespace U2 is one side's and hidden
/// (or renamed) in the other side's view: that view loses the
/// using-declaration too, which would otherwise name nothing there
/// (`using U1::u; using U2::u;` with `u(int) restrict(cpu)` in U1 and
/// `u(int) restrict(amp)` in U2: each side sees its own).
void blankUsingsOfHidden(const std::vector<UsingDeclText> &Usings, const std::vector<FunctionDeclText> &Decls,
                         RestrictionViews &Views) {
  for (const UsingDeclText &U : Usings) {
    bool Any = false, ShownToHost = false, ShownToDevice = false;
    for (const FunctionDeclText &D : Decls) {
      if (!namesFunction(U, D))
        continue;
      Any = true;
      bool Twin = Views.TwinKeys.contains(D.Key) && D.Cpu != D.Amp;
      ShownToHost |= !(Twin && D.Amp);
      ShownToDevice |= !((Twin || Views.DeviceRenames.contains(D.Key)) && D.Cpu);
    }
    if (Any && !ShownToHost)
      blank(Views.Host, U.Begin, U.End);
    if (Any && !ShownToDevice)
      blank(Views.Device, U.Begin, U.End);
  }
}

} // namespace

RestrictionViews splitByRestriction(llvm::StringRef Source, const LangOptions &LO,
                                    const llvm::StringSet<> *KnownTwins, const llvm::StringMap<unsigned> *Macros,
                                    const SkippedLines *Skipped) {
  RestrictionViews Views;
  if (!mentionsRestriction(Source, Macros))
    return Views;
  std::vector<UsingDeclText> Usings;
  std::vector<FunctionDeclText> Decls = scanFunctionDeclarations(Source, LO, Macros, Skipped, &Usings);
  // Keys name the overload set's scopes too: `a::d(int)` and `b::d(int)` are
  // no twins, nor are the members of two nested or local classes of one name.
  // A using-declaration brings its functions into the set of the scope it is
  // in (`using U1::u; using U2::u;`: one set of both namespaces' u).
  std::vector<std::string> OwnGroups; // before that, as the checks name them
  for (const FunctionDeclText &D : Decls)
    OwnGroups.push_back(D.Group);
  for (const UsingDeclText &U : Usings)
    for (FunctionDeclText &D : Decls)
      if (namesFunction(U, D))
        D.Group = U.Group;
  for (FunctionDeclText &D : Decls) {
    D.Key = D.Group + D.Key;
    D.RequiredKey = D.Group + D.RequiredKey;
  }
  // A twin of the same parameter types is hidden from the other side; of
  // overloads of other types, the amp-only ones are hidden from the host
  // (below). Names with twins of any types are recorded for the checks: a
  // cpu/amp function's call resolves against what each side sees.
  llvm::StringMap<unsigned> Kinds;     // by key; bit 1: cpu-only, bit 2: amp-only
  llvm::StringMap<unsigned> NameKinds; // by name; those, and bit 4: restrict(cpu, amp)
  llvm::StringMap<unsigned> DualKeys;  // by key, as NameKinds: one signature declared both ways
  llvm::StringSet<> Mismatched;        // names with such a signature (amp-restriction-mismatch)
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
    NameKinds[overloadSet(D)] |= Bits | (D.Cpu && D.Amp ? 4u : 0u);
    DualKeys[D.Key] |= Bits | (D.Cpu && D.Amp ? 4u : 0u);
  }
  // A member operator and a non-member one of the same symbol compete in one
  // overload set (members of two classes do not): each is a twin of the name
  // where the member and the non-members together have both sides.
  llvm::StringMap<unsigned> Members, NonMembers; // by symbol
  for (const FunctionDeclText &D : Decls)
    if (llvm::StringRef Op = operatorSet(D.Name); !Op.empty())
      (llvm::StringRef(D.Name).contains("::") ? Members : NonMembers)[Op] |= NameKinds.lookup(overloadSet(D));
  for (const FunctionDeclText &D : Decls) {
    llvm::StringRef Op = operatorSet(D.Name);
    if (Op.empty())
      continue;
    bool Member = llvm::StringRef(D.Name).contains("::");
    if (((NameKinds.lookup(overloadSet(D)) | (Member ? NonMembers : Members).lookup(Op)) & 3u) == 3u)
      NameKinds[overloadSet(D)] |= 3u;
  }
  auto known = [&](llvm::StringRef K) { return KnownTwins && KnownTwins->contains(K); };
  // One-sided named non-members, which may pair with another file's (Sides).
  for (const FunctionDeclText &D : Decls)
    if (D.Cpu != D.Amp && !D.Qualified && !llvm::StringRef(D.Name).contains("::") && isNamedFunction(D.Name)) {
      auto &Side = Views.Sides[D.Key];
      Side.first |= D.Cpu ? 1u : 2u;
      Side.second = overloadSet(D);
    }
  // Names whose overloads the two sides choose among differently: cpu-only
  // ones beside amp-only ones; and, of named functions, either beside
  // restrict(cpu, amp) ones (`g(float) restrict(cpu)` beside `g(int)
  // restrict(cpu, amp)`: amp code's `g(1.5f)` calls g(int), the one it can).
  for (const FunctionDeclText &D : Decls)
    if (unsigned K = DualKeys.lookup(D.Key); (K & 4u) && (K & 3u))
      Mismatched.insert(overloadSet(D));
  auto splits = [&](llvm::StringRef Name, unsigned K) {
    return (K & 3u) == 3u || ((K == 5u || K == 6u) && isNamedFunction(Name) && !Mismatched.contains(Name));
  };
  // The checks know each twin by its own scopes (isRestrictionTwin), and
  // whether its own scope's set has restrict(cpu) overloads the host compile
  // may choose (a set that only the name-wide set splits has none).
  llvm::StringMap<unsigned> ScopedKinds;
  for (size_t I = 0; I < Decls.size(); ++I)
    ScopedKinds[checkedName(OwnGroups[I], Decls[I].Name)] |= Decls[I].Cpu && !Decls[I].Amp ? 1u : 0u;
  for (size_t I = 0; I < Decls.size(); ++I)
    if (unsigned K = NameKinds.lookup(overloadSet(Decls[I]));
        splits(overloadSet(Decls[I]), K) || ((K & 3u) != 0u && known(overloadSet(Decls[I])))) {
      std::string Checked = checkedName(OwnGroups[I], Decls[I].Name);
      Views.TwinGroups.insert(overloadSet(Decls[I]));
      Views.Twins.Scoped.insert(Checked);
      Views.Twins.Unscoped.insert(Decls[I].Name);
      if (ScopedKinds.lookup(Checked) & 1u)
        Views.Twins.WithCpuOverloads.insert(Checked);
    }
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
    if (D.Amp && !D.Cpu && splits(overloadSet(D), NameKinds.lookup(overloadSet(D))) &&
        (isNamedFunction(D.Name) || isHideableSpecialFunction(D)))
      Views.TwinKeys.insert(D.Key);
  hideCpuOverloadsFromDevice(Source, Decls, Views);
  renameCpuTwinsHoldingKernels(Source, Decls, Views, known);
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
    if (Views.TwinKeys.contains(D.Key) && !(D.Cpu && D.Amp) && !(D.Cpu && Views.DeviceRenames.contains(D.Key)))
      blank(D.Amp ? Views.Host : Views.Device, D.Begin, D.End);
  for (const FunctionDeclText &D : Decls)
    if (Views.DeviceRenames.contains(D.Key) && D.Cpu && !D.Amp)
      renameForDevice(Views.Device, D.NameOffset, D.NameEnd);
  blankUsingsOfHidden(Usings, Decls, Views);
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

size_t restrictionMacroEnd(const std::vector<Token> &Toks, size_t I, const llvm::StringMap<unsigned> *Macros,
                           unsigned &Bits) {
  if (!Macros || I >= Toks.size() || Toks[I].isNot(tok::raw_identifier))
    return 0;
  auto It = Macros->find(Toks[I].getRawIdentifier());
  if (It == Macros->end())
    return 0;
  unsigned Macro = It->second;
  Bits |= Macro & (MacroCpu | MacroAmp);
  if (!(Macro & MacroFunctionLike))
    return I + 1;
  if (I + 1 >= Toks.size() || Toks[I + 1].isNot(tok::l_paren))
    return 0;
  for (size_t K = I + 2; K < Toks.size() && Toks[K].isNot(tok::eof); ++K) {
    if (Toks[K].is(tok::r_paren))
      return K + 1;
    if (Macro & MacroFromArguments)
      Bits |= isRawIdent(Toks[K], "cpu") ? MacroCpu : isRawIdent(Toks[K], "amp") ? MacroAmp : 0u;
  }
  return 0;
}

void collectRestrictionMacros(llvm::StringRef Source, const LangOptions &LO, llvm::StringMap<unsigned> &Macros) {
  if (!Source.contains("define"))
    return;
  std::vector<Token> Toks = lexRaw(Source, LO);
  for (size_t I = 0; I + 4 < Toks.size(); ++I) {
    // #define NAME restrict(...) [restrict(...)], all on one line, or
    // #define NAME(params) restrict(...) where the list may name the parameters.
    if (Toks[I].isNot(tok::hash) || !Toks[I].isAtStartOfLine() || !isRawIdent(Toks[I + 1], "define") ||
        Toks[I + 2].isNot(tok::raw_identifier) || Toks[I + 3].isAtStartOfLine())
      continue;
    unsigned Bits = 0;
    size_t K = I + 3;
    llvm::StringSet<> Params;
    if (Toks[K].is(tok::l_paren) && !Toks[K].hasLeadingSpace()) {
      Bits |= MacroFunctionLike;
      for (++K; K < Toks.size() && Toks[K].isNot(tok::r_paren) && !Toks[K].isAtStartOfLine(); ++K)
        if (Toks[K].is(tok::raw_identifier))
          Params.insert(Toks[K].getRawIdentifier());
        else if (Toks[K].is(tok::ellipsis))
          Params.insert("__VA_ARGS__");
      if (K >= Toks.size() || Toks[K].isNot(tok::r_paren))
        continue;
      ++K;
    }
    bool Valid = K < Toks.size() && !Toks[K].isAtStartOfLine();
    while (K + 1 < Toks.size() && !Toks[K].isAtStartOfLine() && Valid) {
      if (!isRawIdent(Toks[K], "restrict") || Toks[K + 1].isNot(tok::l_paren)) {
        Valid = false;
        break;
      }
      for (K += 2; K < Toks.size() && Toks[K].isNot(tok::r_paren) && !Toks[K].isAtStartOfLine(); ++K) {
        Bits |= isRawIdent(Toks[K], "cpu") ? MacroCpu : isRawIdent(Toks[K], "amp") ? MacroAmp : 0u;
        if (Toks[K].is(tok::raw_identifier) && Params.contains(Toks[K].getRawIdentifier()))
          Bits |= MacroFromArguments;
        Valid &= Toks[K].isOneOf(tok::raw_identifier, tok::comma);
      }
      if (K >= Toks.size() || Toks[K].isNot(tok::r_paren))
        Valid = false;
      ++K;
    }
    if (Valid && (Bits & (MacroCpu | MacroAmp | MacroFromArguments)))
      Macros[Toks[I + 2].getRawIdentifier()] = Bits;
  }
}

} // namespace ampclang
