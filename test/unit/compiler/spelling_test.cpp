// Tests of the text rewrites made before parsing: `mutable restrict(...)` and
// `restrict(...) throw(...)` reordering (also spelled through macros) and the device/host views
// of functions overloaded on restriction; keywords inserted for the MSVC dialect.
#include "frontend/AliasRestrictReorder.h"
#include "frontend/ContextualRestrict.h"
#include "frontend/DependentNameKeywords.h"
#include "frontend/ExceptionSpecReorder.h"
#include "frontend/MutableRestrictReorder.h"
#include "frontend/NestedDeclaratorRestrict.h"
#include "frontend/RestrictionViews.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace ampclang;

namespace {
clang::LangOptions cxx17() {
  clang::LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  return LO;
}
size_t lines(const std::string &S) { return std::count(S.begin(), S.end(), '\n'); }
} // namespace

TEST(MutableRestrictReorder, MovesSpecifiersBeforeMutable) {
  std::string In = "auto f = [=](int i) mutable restrict(amp) { return i; };\n";
  auto Out = reorderMutableRestrict(In, cxx17());
  ASSERT_TRUE(Out);
  EXPECT_NE(Out->find("restrict(amp) mutable {"), std::string::npos) << *Out;
  EXPECT_EQ(Out->size(), In.size());
}

TEST(MutableRestrictReorder, KeepsRepeatedSpecifiersAndLines) {
  std::string In = "[=]() mutable\n restrict(amp) restrict(cpu) {}\n";
  auto Out = reorderMutableRestrict(In, cxx17());
  ASSERT_TRUE(Out);
  EXPECT_NE(Out->find("restrict(amp) restrict(cpu) mutable"), std::string::npos) << *Out;
  EXPECT_EQ(lines(*Out), lines(In));
}

TEST(MutableRestrictReorder, LeavesCommentsStringsAndOtherCodeAlone) {
  EXPECT_FALSE(reorderMutableRestrict("// mutable restrict(amp)\nconst char *s = \"mutable restrict(amp)\";\n", cxx17()));
  EXPECT_FALSE(reorderMutableRestrict("struct S { mutable int x; };\n", cxx17()));
  EXPECT_FALSE(reorderMutableRestrict("int *restrict p;\n", cxx17()));
}

TEST(RestrictionViews, NoTwinsNoViews) {
  auto V = splitByRestriction("int f() restrict(amp) { return 1; }\nint g() { return 2; }\n", cxx17());
  EXPECT_FALSE(V.hasTwins());
}

TEST(RestrictionViews, HidesEachTwinInOneView) {
  std::string In = "#include <x>\nint f() restrict(cpu) { return 1; }\n"
                   "int f() restrict(amp) { return 2; }\nint g() restrict(cpu, amp) { return f(); }\n";
  auto V = splitByRestriction(In, cxx17());
  ASSERT_TRUE(V.hasTwins());
  EXPECT_TRUE(V.Twins.Scoped.contains("f"));
  EXPECT_EQ(V.Device.size(), In.size());
  EXPECT_EQ(V.Host.size(), In.size());
  EXPECT_EQ(V.Device.find("return 1"), std::string::npos);
  EXPECT_NE(V.Device.find("return 2"), std::string::npos);
  EXPECT_NE(V.Host.find("return 1"), std::string::npos);
  EXPECT_EQ(V.Host.find("return 2"), std::string::npos);
  // The shared function and the preprocessor line stay in both.
  EXPECT_NE(V.Device.find("return f()"), std::string::npos);
  EXPECT_NE(V.Host.find("#include <x>"), std::string::npos);
  EXPECT_EQ(lines(V.Device), lines(In));
}

TEST(RestrictionViews, TwinsWithDecltypeTrailingReturnTypes) {
  std::string In = "auto w(int x) restrict(amp) -> decltype(f(x)) { return 1; }\n"
                   "auto w(int x) -> decltype(f(x)) { return 2; }\n";
  auto V = splitByRestriction(In, cxx17());
  ASSERT_TRUE(V.Twins.Scoped.contains("w"));
  EXPECT_EQ(V.Device.find("return 2"), std::string::npos);
  EXPECT_EQ(V.Host.find("return 1"), std::string::npos);
}

TEST(RestrictionViews, UnannotatedFunctionIsTheCpuTwin) {
  std::string In = "float s(float x) { return x; }\nfloat s(float x) restrict(amp) { return -x; }\n";
  auto V = splitByRestriction(In, cxx17());
  ASSERT_TRUE(V.Twins.Scoped.contains("s"));
  EXPECT_EQ(V.Device.find("return x;"), std::string::npos);
}

TEST(RestrictionViews, AmpOverloadsOfOtherTypesAreHiddenFromTheHost) {
  // A cpu function and an amp function of the same name but other parameters:
  // cpu code must not choose the amp one, so the host view hides it; the
  // device view keeps both (the cpu one takes no arithmetic values only).
  std::string In = "template <class T> void sum(T *a, T *b) { *b = *a; }\n"
                   "template <class T> void sum(int i, int n, const T &a, T &b) restrict(amp) { b = a; }\n";
  auto V = splitByRestriction(In, cxx17());
  ASSERT_TRUE(V.hasTwins());
  EXPECT_TRUE(V.Twins.Scoped.contains("sum"));
  EXPECT_EQ(V.Host.find("restrict(amp) { b = a; }"), std::string::npos);
  EXPECT_NE(V.Host.find("void sum(T *a, T *b) { *b = *a; }"), std::string::npos);
  EXPECT_NE(V.Device.find("void sum(T *a, T *b) { *b = *a; }"), std::string::npos);
  EXPECT_NE(V.Device.find("restrict(amp) { b = a; }"), std::string::npos);
  EXPECT_EQ(lines(V.Host), lines(In));
}

TEST(RestrictionViews, ArithmeticCpuOverloadIsHiddenFromTheDevice) {
  // g(1.5f) in amp code must call g(int): the device view renames g(float)
  // (`$`): amp code no longer finds it, its body stays. So too a cpu overload
  // beside two amp ones of its arity, one taking a class, and one whose name
  // also has a restrict(cpu, amp) overload.
  std::string In = "int g(float) restrict(cpu) { return 1; }\n"
                   "int g(int) restrict(amp) { return 2; }\n"
                   "int h(float) restrict(cpu) { return 1; }\n"
                   "int h(int) restrict(amp) { return 2; }\n"
                   "int h(unsigned) restrict(amp) { return 3; }\n"
                   "struct S {};\n"
                   "int k(S) restrict(cpu) { return 1; }\n"
                   "int k(int) restrict(amp) { return 2; }\n"
                   "int b(S, S) restrict(cpu) { return 1; }\n"
                   "int b(int) restrict(amp) { return 2; }\n"
                   "int b(float) restrict(cpu, amp) { return 3; }\n";
  auto V = splitByRestriction(In, cxx17());
  ASSERT_TRUE(V.hasTwins());
  EXPECT_NE(V.Device.find("int $(float) restrict(cpu) { return 1; }\nint g(int)"), std::string::npos);
  EXPECT_NE(V.Device.find("int $(S, S) restrict(cpu)"), std::string::npos);
  EXPECT_NE(V.Device.find("int $(float) restrict(cpu) { return 1; }"), std::string::npos);
  EXPECT_NE(V.Device.find("int $(S) restrict(cpu) { return 1; }"), std::string::npos);
  EXPECT_NE(V.Device.find("int h(int)"), std::string::npos);
  EXPECT_NE(V.Host.find("int k(S)"), std::string::npos);
  EXPECT_NE(V.Host.find("int g(float)"), std::string::npos);
  EXPECT_EQ(V.Host.find("int g(int)"), std::string::npos);
  EXPECT_EQ(lines(V.Device), lines(In));
}

TEST(RestrictionViews, TemplatesAndOutOfClassMembersKeepTheirNames) {
  // A template's instantiations follow the cpu calls the device view would no
  // longer resolve; a member defined out of its class (declared in a header)
  // could not be renamed at its declaration. Both stay as written; a member
  // declared in its class here is renamed at each declaration. (Those whose
  // bodies hold no kernel are hidden: RestrictionViews.TemplatesWithoutKernelsAreHidden.)
  std::string In = "struct P {};\n"
                   "template <class T> int t(T, P) restrict(cpu) { parallel_for_each(e, k); return 1; }\n"
                   "int t(int, int) restrict(amp) { return 2; }\n"
                   "template <class T> struct C { int m(P) restrict(cpu) { parallel_for_each(e, k); return 1; } "
                   "int m(int) restrict(amp); };\n"
                   "int Out::o(P) restrict(cpu) { parallel_for_each(e, k); return 1; }\n"
                   "int Out::o(int) restrict(amp) { return 2; }\n"
                   "struct In { int i(P) restrict(cpu); int i(int) restrict(amp) { return 2; } };\n"
                   "int In::i(P) restrict(cpu) { return 1; }\n";
  auto V = splitByRestriction(In, cxx17());
  ASSERT_TRUE(V.hasTwins());
  EXPECT_NE(V.Device.find("int t(T, P)"), std::string::npos);
  EXPECT_NE(V.Device.find("int m(P)"), std::string::npos);
  EXPECT_NE(V.Device.find("int Out::o(P)"), std::string::npos);
  EXPECT_NE(V.Device.find("int $(P) restrict(cpu);"), std::string::npos);
  EXPECT_NE(V.Device.find("int In::$(P) restrict(cpu) {"), std::string::npos);
  EXPECT_EQ(V.Device.size(), In.size());
}

TEST(RestrictionViews, TemplatesWithoutKernelsAreHidden) {
  // amp code's g(1.5f) and w.m(1.5f) must call the amp overloads taking int.
  std::string In = "template <class T> int g(T) restrict(cpu) { return 1; }\n"
                   "int g(int) restrict(amp) { return 2; }\n"
                   "template <class T> struct W { int m(int) restrict(amp) { return 3; }\n"
                   "  int m(T) restrict(cpu) { return 4; }\n  int m(T, T) restrict(cpu) { return 5; } };\n";
  auto V = splitByRestriction(In, cxx17());
  EXPECT_EQ(V.Device.find("return 1"), std::string::npos) << V.Device;
  EXPECT_EQ(V.Device.find("return 4"), std::string::npos) << V.Device;
  EXPECT_NE(V.Device.find("return 5"), std::string::npos) << V.Device; // no amp m takes two arguments
  EXPECT_NE(V.Host.find("return 1"), std::string::npos);
  EXPECT_EQ(V.Device.size(), In.size());
}

TEST(RestrictionViews, OverloadsDifferingInDefaultsOnly) {
  // Both accept `S(s)`: the device view takes the cpu overload's default away
  // (a two-argument call still reaches it), the host view hides the amp one.
  std::string In = "struct S {\n  S(const S &, int = 0) restrict(cpu) { c = 1; }\n"
                   "  S(const S &) restrict(amp) { c = 2; }\n  int c;\n};\n";
  auto V = splitByRestriction(In, cxx17());
  ASSERT_TRUE(V.hasTwins());
  EXPECT_TRUE(V.Twins.Scoped.contains("S::S"));
  EXPECT_NE(V.Device.find("S(const S &, int    ) restrict(cpu) { c = 1; }"), std::string::npos);
  EXPECT_NE(V.Device.find("c = 2"), std::string::npos);
  EXPECT_NE(V.Host.find("S(const S &, int = 0) restrict(cpu)"), std::string::npos);
  EXPECT_EQ(V.Host.find("c = 2"), std::string::npos);
  EXPECT_EQ(lines(V.Device), lines(In));
}

TEST(RestrictionViews, MembersAreKeyedByClass) {
  std::string In = "struct A { int id() const restrict(cpu) { return 1; }\n int id() const restrict(amp) { return 2; } };\n"
                   "struct B { int id() const { return 3; } };\n";
  auto V = splitByRestriction(In, cxx17());
  EXPECT_TRUE(V.Twins.Scoped.contains("A::id"));
  EXPECT_FALSE(V.Twins.Scoped.contains("B::id"));
  EXPECT_NE(V.Device.find("return 3"), std::string::npos);
}

TEST(RestrictionViews, CallsInsideBodiesAreNotDeclarations) {
  std::string In = "int f() restrict(cpu) { return 1; }\nint f() restrict(amp) { return 2; }\n"
                   "int main() { int x = 2 * f(); return x; }\n";
  auto V = splitByRestriction(In, cxx17());
  EXPECT_NE(V.Device.find("int x = 2 * f();"), std::string::npos);
}

TEST(ExceptionSpecReorder, MovesQualifiersAndExceptionSpecBeforeSpecifier) {
  std::string In = "struct S { int f(int x) const restrict(cpu) & throw(int); };\n";
  auto Out = reorderExceptionSpec(In, cxx17());
  ASSERT_TRUE(Out);
  EXPECT_NE(Out->find("const & throw(int) restrict(cpu);"), std::string::npos) << *Out;
  EXPECT_EQ(Out->size(), In.size());
}

TEST(ExceptionSpecReorder, MovesSpecifierBeforeNameForTrailingReturn) {
  // Clang ends a declarator at a GNU attribute; before the name it appertains
  // to the function. Lambdas take it before `->` as they are; other lines stay.
  std::string In = "auto S::f(int x) const restrict(amp) -> decltype(x) { return x; }\n"
                   "auto l = [](int x) restrict(amp) -> int { return x; };\n"
                   "auto g()\n restrict(amp) -> int;\n";
  auto Out = reorderExceptionSpec(In, cxx17());
  ASSERT_TRUE(Out);
  EXPECT_NE(Out->find("auto restrict(amp) S::f(int x) const -> decltype(x)"), std::string::npos) << *Out;
  EXPECT_NE(Out->find("[](int x) restrict(amp) -> int"), std::string::npos) << *Out;
  EXPECT_NE(Out->find("auto g()\n restrict(amp) -> int;"), std::string::npos) << *Out;
  EXPECT_EQ(Out->size(), In.size());
}

TEST(ExceptionSpecReorder, LeavesLambdasAndPlainDeclarationsAlone) {
  EXPECT_FALSE(reorderExceptionSpec("auto l = [](int x) restrict(cpu) throw(int) -> int { return x; };\n", cxx17()));
  EXPECT_FALSE(reorderExceptionSpec("int f() throw() restrict(amp);\nint g() restrict(amp) { return 1; }\n", cxx17()));
  EXPECT_FALSE(reorderExceptionSpec("int restrict(int a) { return a; }\n", cxx17()));
}

TEST(ExceptionSpecReorder, BlanksSpecifierEndingATemplateArgument) {
  std::string In = "template struct S<int (*)(int) restrict(cpu) throw()>;\n";
  auto Out = reorderExceptionSpec(In, cxx17());
  ASSERT_TRUE(Out);
  EXPECT_EQ(Out->find("restrict"), std::string::npos) << *Out;
  EXPECT_NE(Out->find("throw()"), std::string::npos) << *Out;
  EXPECT_EQ(Out->size(), In.size());
}

TEST(RestrictionViews, ConstructorsArePairedByParameterTypes) {
  std::string In = "struct S {\n S() : x(0) {}\n S(const S &o) restrict(amp) : x(o.x) {}\n"
                   " S(const S &other) restrict(cpu) { x = 0; }\n int x;\n};\n";
  auto V = splitByRestriction(In, cxx17());
  ASSERT_TRUE(V.Twins.Scoped.contains("S::S"));
  EXPECT_NE(V.Device.find("S() : x(0)"), std::string::npos); // no amp twin: stays
  EXPECT_EQ(V.Device.find("x = 0;"), std::string::npos);
  EXPECT_EQ(V.Host.find("x(o.x)"), std::string::npos);
  EXPECT_NE(V.Host.find("S() : x(0)"), std::string::npos);
}

TEST(RestrictionViews, AmpConstructorsAndOperatorsOfOtherTypesAreHiddenFromTheHost) {
  // cpu code's `S s(1)` and `t + 1` must run S(double) and operator+(double).
  std::string In = "struct S {\n int v;\n S(int) restrict(amp) : v(0) {}\n S(double) : v(1) {}\n"
                   " S(const S &o) restrict(amp) : v(o.v) {}\n"
                   " int operator+(int) restrict(amp) { return 10; }\n int operator+(double) { return 11; }\n};\n";
  auto V = splitByRestriction(In, cxx17());
  EXPECT_TRUE(V.Twins.Scoped.contains("S::S"));
  EXPECT_TRUE(V.Twins.Scoped.contains("S::operator+"));
  EXPECT_EQ(V.Host.find("v(0)"), std::string::npos) << V.Host;
  EXPECT_EQ(V.Host.find("return 10"), std::string::npos) << V.Host;
  EXPECT_NE(V.Host.find("v(o.v)"), std::string::npos) << V.Host; // copies stay
  EXPECT_NE(V.Host.find("v(1)"), std::string::npos);
  EXPECT_NE(V.Device.find("v(0)"), std::string::npos);
  EXPECT_EQ(V.Host.size(), In.size());
  // amp code's `S s(1.5)` and `t + 1.5` must run S(int) and operator+(int):
  // the cpu constructor (no kernel in its body) is hidden, the operator renamed.
  EXPECT_EQ(V.Device.find("v(1)"), std::string::npos) << V.Device;
  EXPECT_NE(V.Device.find("int $peratorp(double) { return 11; }"), std::string::npos) << V.Device;
  EXPECT_EQ(V.Device.size(), In.size());
}

TEST(RestrictionViews, CpuConstructorsHoldingKernelsStayInTheDeviceView) {
  std::string In = "struct S {\n S(int) restrict(amp) {}\n"
                   " S(double d) { parallel_for_each(e, [=](index<1> i) restrict(amp) {}); }\n"
                   " S(float) {}\n S() {}\n S(const S &) restrict(amp) {}\n"
                   " int operator()(int) restrict(amp) { return 1; }\n int operator ()(double) { return 2; }\n};\n";
  auto V = splitByRestriction(In, cxx17());
  EXPECT_NE(V.Device.find("S(double d)"), std::string::npos) << V.Device; // its kernel stays
  EXPECT_EQ(V.Device.find("S(float)"), std::string::npos) << V.Device;
  EXPECT_NE(V.Device.find("S() {}"), std::string::npos) << V.Device; // no amp overload takes no argument
  EXPECT_NE(V.Device.find("int $perator_LR(double)"), std::string::npos) << V.Device;
}

TEST(RestrictionViews, ConversionFunctionsAndOperatorsAreTwins) {
  std::string In = "struct A {\n operator int() restrict(amp) { return 1; }\n operator int() { return 2; }\n"
                   " A &operator=(const A &) restrict(amp) { return *this; }\n A &operator=(const A &) = default;\n};\n";
  auto V = splitByRestriction(In, cxx17());
  EXPECT_TRUE(V.Twins.Scoped.contains("A::operator int"));
  EXPECT_TRUE(V.Twins.Scoped.contains("A::operator="));
  EXPECT_EQ(V.Device.find("return 2"), std::string::npos);
  EXPECT_EQ(V.Device.find("= default"), std::string::npos);
  EXPECT_EQ(V.Host.find("return 1"), std::string::npos);
}

TEST(RestrictionViews, ConversionFunctionsOfOtherTypesAreSplit) {
  // `int i = obj;` converts through the own side's operator whatever its
  // target type; a conversion template stays on both sides (alone on one side
  // it would make `obj + 1` ambiguous there).
  std::string In = "struct A {\n operator int() restrict(cpu);\n operator long() restrict(amp);\n};\n"
                   "template <class T> struct C {\n operator T() restrict(cpu);\n"
                   " template <class U>\n operator U() restrict(amp);\n};\n";
  auto V = splitByRestriction(In, cxx17());
  ASSERT_TRUE(V.hasTwins());
  EXPECT_TRUE(V.Twins.Scoped.contains("A::operator int"));
  EXPECT_TRUE(V.Twins.Scoped.contains("A::operator long"));
  EXPECT_EQ(V.Device.find("operator int"), std::string::npos);
  EXPECT_EQ(V.Host.find("operator long"), std::string::npos);
  EXPECT_NE(V.Device.find("operator T"), std::string::npos);
  EXPECT_NE(V.Host.find("operator U"), std::string::npos);
  EXPECT_EQ(lines(V.Device), lines(In));
}

TEST(RestrictionViews, DirectivesAreNotDeclarations) {
  // `#pragma warning(...)` before a class once read as a function whose body
  // was the class, and the twins inside it went unseen.
  std::string In = "#pragma warning(disable: 4552)\nstruct A {\n int f() restrict(cpu);\n"
                   " int f() restrict(amp);\n};\n";
  auto V = splitByRestriction(In, cxx17());
  EXPECT_TRUE(V.Twins.Scoped.contains("A::f"));
}

TEST(RestrictionViews, BlankedTwinsLeaveBraceMacros) {
  // `NS_END` closes the namespace: blanking the twin after it must keep it,
  // or everything below would move into the namespace.
  std::string In = "#define NS_BEGIN namespace lib {\n#define NS_END }\nNS_BEGIN\nint k();\nNS_END\n"
                   "int g() restrict(cpu) { return 1; }\nint g() restrict(amp) { return 2; }\n";
  auto V = splitByRestriction(In, cxx17());
  ASSERT_TRUE(V.hasTwins());
  EXPECT_NE(V.Device.find("NS_END\n"), std::string::npos);
  EXPECT_NE(V.Host.find("NS_END\n"), std::string::npos);
  EXPECT_EQ(V.Device.find("return 1"), std::string::npos);
}

TEST(RestrictionViews, FriendsAreFreeFunctionsAndMovedRestrictionsCount) {
  // A friend defined in its class is a function of the namespace; a
  // restriction the spelling stage moved before the name (trailing return
  // type) still makes a twin.
  std::string In = "struct V {\n friend int norm(V) restrict(cpu) { return 1; }\n"
                   " friend int norm(V) restrict(amp) { return 2; }\n};\n"
                   "auto restrict(cpu) twice(int v) -> int { return 3; }\n"
                   "auto restrict(amp) twice(int v) -> int { return 4; }\n";
  auto V = splitByRestriction(In, cxx17());
  EXPECT_TRUE(V.Twins.Scoped.contains("norm"));
  EXPECT_FALSE(V.Twins.Scoped.contains("V::norm"));
  EXPECT_TRUE(V.Twins.Scoped.contains("twice"));
  EXPECT_EQ(V.Device.find("return 3"), std::string::npos);
  EXPECT_EQ(V.Host.find("return 4"), std::string::npos);
}

TEST(RestrictionViews, DestructorsAreNeverTwins) {
  auto V = splitByRestriction("struct A {\n ~A() restrict(cpu) {}\n ~A() restrict(amp) {}\n};\n", cxx17());
  EXPECT_FALSE(V.hasTwins());
}

TEST(RestrictionViews, MacrosSpelledAsRestrictions) {
  llvm::StringMap<unsigned> Macros;
  collectRestrictionMacros("#define GPU_ONLY restrict(amp)\n#define BOTH restrict(amp,cpu)\n#define CPU_ONLY\n", cxx17(),
                           Macros);
  EXPECT_EQ(Macros.lookup("GPU_ONLY"), 2u);
  EXPECT_EQ(Macros.lookup("BOTH"), 3u);
  EXPECT_FALSE(Macros.count("CPU_ONLY"));
  std::string In = "struct c { int f(int) GPU_ONLY { return 1; }\n int f(int) { return 0; } };\n";
  auto V = splitByRestriction(In, cxx17(), nullptr, &Macros);
  EXPECT_TRUE(V.Twins.Scoped.contains("c::f"));
  EXPECT_EQ(V.Device.find("return 0"), std::string::npos);
  EXPECT_EQ(V.Host.find("return 1"), std::string::npos);
}

TEST(RestrictionViews, FunctionLikeMacrosSpelledAsRestrictions) {
  // The restriction from the arguments (named or variadic) or fixed in the text.
  llvm::StringMap<unsigned> Macros;
  collectRestrictionMacros("#define R(...) restrict(__VA_ARGS__)\n#define ONLY(x) restrict(x)\n"
                           "#define DEV() restrict(amp)\n#define CALL(x) f(x)\n",
                           cxx17(), Macros);
  EXPECT_EQ(Macros.lookup("R"), unsigned(MacroFunctionLike | MacroFromArguments));
  EXPECT_EQ(Macros.lookup("ONLY"), unsigned(MacroFunctionLike | MacroFromArguments));
  EXPECT_EQ(Macros.lookup("DEV"), unsigned(MacroFunctionLike | MacroAmp));
  EXPECT_FALSE(Macros.count("CALL"));
  std::string In = "int f(int) R(cpu) { return 1; }\nint f(int) ONLY(amp) { return 2; }\n"
                   "int g() { return 3; }\nint g() DEV() { return 4; }\n";
  auto V = splitByRestriction(In, cxx17(), nullptr, &Macros);
  EXPECT_TRUE(V.Twins.Scoped.contains("f"));
  EXPECT_TRUE(V.Twins.Scoped.contains("g"));
  EXPECT_EQ(V.Device.find("return 1"), std::string::npos);
  EXPECT_EQ(V.Host.find("return 2"), std::string::npos);
  EXPECT_EQ(V.Device.find("return 3"), std::string::npos);
  EXPECT_NE(V.Host.find("return 3"), std::string::npos);
}

TEST(ContextualRestrict, RenamesRestrictUsedAsAName) {
  std::string In = "struct restrict { int restrict() restrict(cpu, amp); };\n"
                   "int f(int restrict) restrict(amp) { return g(restrict) + h(restrict(1)); }\n"
                   "auto l = []() mutable restrict(cpu) -> restrict { return {}; };\n";
  auto Out = renameRestrictNames(In, cxx17());
  ASSERT_TRUE(Out);
  EXPECT_EQ(Out->size(), In.size());
  EXPECT_NE(Out->find("struct _Restrct { int _Restrct() restrict(cpu, amp); };"), std::string::npos) << *Out;
  EXPECT_NE(Out->find("int f(int _Restrct) restrict(amp) { return g(_Restrct) + h(_Restrct(1)); }"),
            std::string::npos) << *Out;
  EXPECT_NE(Out->find("mutable restrict(cpu) -> _Restrct {"), std::string::npos) << *Out;
}

TEST(ContextualRestrict, MalformedListsAfterParameterListsAreSpecifiers) {
  // amp-restriction-specifier reports these; a call after a cast is a name.
  EXPECT_FALSE(renameRestrictNames("int f() restrict(amp:cpu);\nint g() const restrict(!) {}\n"
                                   "int h() restrict(amd) {}\n", cxx17()));
  auto Out = renameRestrictNames("int c(int x) { return (int) restrict(x) + sizeof(int) restrict(x); }\n", cxx17());
  ASSERT_TRUE(Out);
  EXPECT_EQ(Out->find("restrict"), std::string::npos) << *Out;
}

TEST(ContextualRestrict, LeavesSpecifiersAndMacroDefinitionsAlone) {
  EXPECT_FALSE(renameRestrictNames("#define GPU restrict(amp)\nint f() const restrict(amp) throw() { return 1; }\n"
                                   "auto k = [=](int i) restrict(amp) { return i; };\n",
                                   cxx17()));
}

TEST(ExceptionSpecReorder, MovesMacroSpelledParts) {
  ObjectMacros M{{"CPU_ONLY", "restrict(cpu)"}, {"EXC", "throw(int)"}, {"QUALS", "const volatile"}, {"NONE", ""}};
  std::string In = "struct S { int f(int x) QUALS NONE CPU_ONLY EXC; };\n";
  auto Out = reorderExceptionSpec(In, cxx17(), &M);
  ASSERT_TRUE(Out);
  EXPECT_NE(Out->find("QUALS NONE EXC CPU_ONLY;"), std::string::npos) << *Out;
  EXPECT_EQ(Out->size(), In.size());
  // A lambda whose capture clause is a macro keeps its order.
  ObjectMacros L{{"CAP", "[&]"}, {"CPU_ONLY", "restrict(cpu)"}, {"EXC", "throw(int)"}};
  EXPECT_FALSE(reorderExceptionSpec("auto l = CAP (int x) CPU_ONLY EXC { return x; };\n", cxx17(), &L));
  // Unknown identifiers are never moved.
  EXPECT_FALSE(reorderExceptionSpec("int f() CPU_ONLY OTHER;\n", cxx17(), &M));
}

TEST(MutableRestrictReorder, MovesMacroSpelledSpecifiers) {
  ObjectMacros M{{"MUT", "mutable"}, {"CPU_ONLY", "restrict(cpu)"}};
  std::string In = "auto l = [] () MUT CPU_ONLY { return 1; };\n";
  auto Out = reorderMutableRestrict(In, cxx17(), &M);
  ASSERT_TRUE(Out);
  EXPECT_NE(Out->find("CPU_ONLY MUT {"), std::string::npos) << *Out;
  EXPECT_EQ(Out->size(), In.size());
}

TEST(RestrictionViews, TwinsOfALocalClass) {
  std::string In = "void foo() restrict(amp, cpu) {\n  struct A {\n    void h() restrict(cpu) throw() {}\n"
                   "    void h() restrict(amp) {}\n  } x;\n  x.h();\n}\n";
  auto V = splitByRestriction(In, cxx17());
  ASSERT_TRUE(V.hasTwins());
  EXPECT_TRUE(V.Twins.Scoped.contains("A::h"));
  EXPECT_EQ(V.Device.find("restrict(cpu) throw()"), std::string::npos) << V.Device;
  EXPECT_NE(V.Host.find("restrict(cpu) throw()"), std::string::npos) << V.Host;
  EXPECT_NE(V.Device.find("x.h();"), std::string::npos);
}

TEST(DependentNameKeywords, InsertsKeywordsWhereTheViewShowsTheCode) {
  std::string Spelled = "V::type x = v.get<1>();\nW::type y;\n";
  std::vector<KeywordInsertion> Inserts = {{0, "typename "}, {14, "template "}, {24, "typename "}};
  EXPECT_EQ(insertKeywords(Spelled, Inserts), "typename V::type x = v.template get<1>();\ntypename W::type y;\n");
  // A host view that blanks the second line gets no keyword there.
  std::string Host = "V::type x = v.get<1>();\n          \n";
  EXPECT_EQ(insertKeywords(Host, Inserts, Spelled), "typename V::type x = v.template get<1>();\n          \n");
}

TEST(RestrictionViews, ClassAfterAnIncludeIsNoTemplate) {
  // `#include <amp.h>` ends in '>': the class on the next line is no `template <...> struct`.
  std::string In = "#include <amp.h>\nstruct S { int v; S(int) restrict(amp) : v(0) {} S(double) : v(1) {} };\n"
                   "int main() { S s(1); return s.v; }\n";
  auto V = splitByRestriction(In, cxx17());
  EXPECT_EQ(V.Host.find("v(0)"), std::string::npos) << V.Host;
  EXPECT_NE(V.Host.find("v(1)"), std::string::npos) << V.Host;
}

TEST(AliasRestrictReorder, MovesSpecifiersBeforeTheEquals) {
  // After the type-id an attribute is a syntax error to Clang; after the
  // alias's name it is the alias's own. Length and lines are kept.
  std::string In = "using F = int(int) restrict(cpu, amp);\n"
                   "using G = int(int)\n    restrict(amp) restrict(cpu);\nint x;\n";
  auto Out = reorderAliasRestrict(In, cxx17());
  ASSERT_TRUE(Out);
  EXPECT_NE(Out->find("using F restrict(cpu, amp) = int(int)"), std::string::npos) << *Out;
  EXPECT_NE(Out->find("using G restrict(amp) restrict(cpu) = int(int)"), std::string::npos) << *Out;
  EXPECT_EQ(Out->size(), In.size());
  EXPECT_EQ(std::count(Out->begin(), Out->end(), '\n'), std::count(In.begin(), In.end(), '\n'));
  EXPECT_NE(Out->find("\nint x;"), std::string::npos) << *Out;
}

TEST(AliasRestrictReorder, LeavesOtherUsingsAlone) {
  std::string In = "using namespace concurrency;\nusing std::vector;\nusing P = int (*)(int);\n"
                   "using Q = decltype(f(restrict(1)));\n// using R = int() restrict(amp);\n";
  EXPECT_FALSE(reorderAliasRestrict(In, cxx17()));
}

TEST(NestedDeclaratorRestrict, RespellsSpecifiersEndingANestedFunctionDeclarator) {
  // Clang takes only a type attribute there: each token stays where written.
  std::string In = "int (*get() restrict(cpu))(int);\n"
                   "struct S { int (&row() const restrict(cpu, amp))[4]; };\n"
                   "int (*both() const noexcept(true) restrict(cpu) restrict(amp))[2];\n";
  auto Out = reorderNestedDeclaratorRestrict(In, cxx17());
  ASSERT_TRUE(Out);
  EXPECT_NE(Out->find("int (*get() _AmpRtyp(cpu))(int);"), std::string::npos) << *Out;
  EXPECT_NE(Out->find("int (&row() const _AmpRtyp(cpu, amp))[4];"), std::string::npos) << *Out;
  EXPECT_NE(Out->find("int (*both() const noexcept(true) _AmpRtyp(cpu) _AmpRtyp(amp))[2];"), std::string::npos) << *Out;
  EXPECT_EQ(Out->size(), In.size());
}

TEST(NestedDeclaratorRestrict, MovesAMacroSpellingTheRestriction) {
  ObjectMacros Macros;
  Macros["CPU_ONLY"] = "restrict(cpu)";
  std::string In = "int (*get() CPU_ONLY)(int);\nint x;\n";
  auto Out = reorderNestedDeclaratorRestrict(In, cxx17(), &Macros);
  ASSERT_TRUE(Out);
  EXPECT_NE(Out->find("int CPU_ONLY (*get())(int);"), std::string::npos) << *Out;
  EXPECT_EQ(Out->size(), In.size());
}

TEST(NestedDeclaratorRestrict, LeavesOtherDeclaratorsAlone) {
  // A function pointer variable or parameter carries its restriction after
  // the parameter list of its type, outside the nested declarator.
  std::string In = "int (*q)() restrict(cpu) = &f;\nvoid g(int (*cb)(int) restrict(amp));\n"
                   "void h() restrict(amp);\n// int (*c() restrict(cpu))(int);\n";
  EXPECT_FALSE(reorderNestedDeclaratorRestrict(In, cxx17()));
}

TEST(ExceptionSpecReorder, MovesSpecifierBeforeAPointerDeclaratorForTrailingReturn) {
  // `auto (*p)() restrict(cpu) -> int`: before the parenthesised declarator
  // the attribute is the variable's (amp-function-pointer-type reads it there).
  std::string In = "auto (*p)() restrict(cpu) -> int = &f;\n"
                   "auto (&r)(int) restrict(amp) throw() -> int = g;\n"
                   "int (*q)() restrict(cpu) = &f;\n";
  auto Out = reorderExceptionSpec(In, cxx17());
  ASSERT_TRUE(Out);
  EXPECT_NE(Out->find("auto restrict(cpu) (*p)() -> int = &f;"), std::string::npos) << *Out;
  EXPECT_NE(Out->find("auto restrict(amp) (&r)(int) throw() -> int = g;"), std::string::npos) << *Out;
  EXPECT_NE(Out->find("int (*q)() restrict(cpu) = &f;"), std::string::npos) << *Out;
  EXPECT_EQ(Out->size(), In.size());
}

TEST(RestrictionViews, MemberAndNonMemberOperatorsAreOneOverloadSet) {
  // `a + b` considers A::operator+ and ::operator+ together: each side sees
  // its own restriction's, whichever is the member.
  std::string In = "struct A {\n int operator+(const A &) const restrict(cpu) { return 7; }\n};\n"
                   "int operator+(const A &, const A &) restrict(amp) { return 12; }\n";
  auto V = splitByRestriction(In, cxx17());
  EXPECT_TRUE(V.Twins.Scoped.contains("A::operator+"));
  EXPECT_TRUE(V.Twins.Scoped.contains("operator+"));
  EXPECT_EQ(V.Host.find("return 12"), std::string::npos) << V.Host;
  EXPECT_NE(V.Host.find("return 7"), std::string::npos) << V.Host;
  EXPECT_NE(V.Device.find("int $peratorp(const A &) const"), std::string::npos) << V.Device;
  EXPECT_NE(V.Device.find("return 12"), std::string::npos) << V.Device;
  EXPECT_EQ(V.Device.size(), In.size());
  EXPECT_EQ(V.Host.size(), In.size());
}

TEST(RestrictionViews, DualOverloadsSplitBySide) {
  // amp code can call g(int) alone: the device view takes g(float) out of its
  // sight; cpu code can call f(int) alone: the host view hides f(double).
  std::string In = "int g(float) restrict(cpu) { return 1; }\nint g(int) restrict(cpu, amp) { return 2; }\n"
                   "int f(double) restrict(amp) { return 3; }\nint f(int) restrict(cpu, amp) { return 4; }\n";
  auto V = splitByRestriction(In, cxx17());
  EXPECT_TRUE(V.Twins.Scoped.contains("g"));
  EXPECT_TRUE(V.Twins.Scoped.contains("f"));
  EXPECT_NE(V.Device.find("int $(float)"), std::string::npos) << V.Device;
  EXPECT_EQ(V.Host.find("return 3"), std::string::npos) << V.Host;
  EXPECT_NE(V.Host.find("return 4"), std::string::npos) << V.Host;
  // One signature declared both ways is amp-restriction-mismatch, not a split.
  auto M = splitByRestriction("int h(int) restrict(amp);\nint h(int) restrict(cpu, amp) { return 5; }\n", cxx17());
  EXPECT_FALSE(M.hasTwins());
}

TEST(RestrictionViews, DeclarationsInIfZeroOverloadNothing) {
  std::string In = "int g(int) restrict(cpu, amp) { return 2; }\n#if 0\nint g(float) restrict(cpu) { return 1; }\n"
                   "#if 1\n#endif\n#endif\n";
  auto V = splitByRestriction(In, cxx17());
  EXPECT_FALSE(V.hasTwins());
  EXPECT_FALSE(V.Twins.Scoped.contains("g"));
}

TEST(RestrictionViews, SkippedLinesOverloadNothing) {
  // Lines the preprocessor skipped (an #ifdef of an undefined macro) are out.
  std::string In = "int g(int) restrict(cpu, amp) { return 2; }\n#ifdef NOT_DEFINED\n"
                   "int g(float) restrict(cpu) { return 1; }\n#endif\n";
  EXPECT_TRUE(splitByRestriction(In, cxx17()).hasTwins());
  SkippedLines Skipped = {{3, 3}};
  auto V = splitByRestriction(In, cxx17(), nullptr, nullptr, &Skipped);
  EXPECT_FALSE(V.hasTwins());
}

TEST(RestrictionViews, UsingDeclarationsFollowWhatTheyName) {
  // `using U2::u;` names only an amp twin: the host view drops it with the
  // twin; `using N::v;` names a cpu function that stays, so both views keep it.
  std::string In = "namespace U1 { int u(int) restrict(cpu) { return 1; } }\n"
                   "namespace U2 { int u(int) restrict(amp) { return 2; } }\n"
                   "namespace N { int v(int) { return 3; } }\n"
                   "using U1::u;\nusing U2::u;\nusing N::v;\n";
  auto V = splitByRestriction(In, cxx17());
  ASSERT_TRUE(V.hasTwins());
  EXPECT_EQ(V.Host.find("using U2::u;"), std::string::npos) << V.Host;
  EXPECT_NE(V.Host.find("using U1::u;"), std::string::npos) << V.Host;
  EXPECT_EQ(V.Device.find("using U1::u;"), std::string::npos) << V.Device;
  EXPECT_NE(V.Device.find("using U2::u;"), std::string::npos) << V.Device;
  EXPECT_NE(V.Host.find("using N::v;"), std::string::npos);
  EXPECT_NE(V.Device.find("using N::v;"), std::string::npos);
  EXPECT_EQ(V.Host.size(), In.size()); // offsets agree across views
}

TEST(RestrictionViews, ScopesKeepTwinsApart) {
  // a::d(int) is cpu-only, b's d(int) is restrict(cpu, amp) beside an amp-only
  // d(float): the device view renames a::d, never b::d(int) of the same
  // signature; nested classes of one name likewise.
  std::string In = "namespace a { int d(int) restrict(cpu) { return 1; } }\n"
                   "namespace b { int d(int) restrict(cpu, amp) { return 2; }\n"
                   "int d(float) restrict(amp) { return 3; } }\n"
                   "struct O1 { struct In { int g(int) restrict(cpu) { return 4; } }; };\n"
                   "struct O2 { struct In { int g(int) restrict(cpu, amp) { return 5; }\n"
                   "int g(float) restrict(amp) { return 6; } }; };\n";
  auto V = splitByRestriction(In, cxx17());
  ASSERT_TRUE(V.hasTwins());
  EXPECT_TRUE(V.DeviceRenames.contains("a::d(int)"));
  EXPECT_FALSE(V.DeviceRenames.contains("b::d(int)"));
  EXPECT_TRUE(V.Twins.Scoped.contains("b::d"));
  EXPECT_FALSE(V.Twins.WithCpuOverloads.contains("b::d")); // no cpu-only d in b
  EXPECT_TRUE(V.Twins.WithCpuOverloads.contains("a::d"));
  EXPECT_NE(V.Device.find("return 2"), std::string::npos);
  EXPECT_NE(V.Device.find("{ return 5; }"), std::string::npos);
  EXPECT_NE(V.Device.find("int g(int) restrict(cpu, amp)"), std::string::npos) << V.Device;
}

TEST(RestrictionViews, ExplicitSpecializationsFollowTheirPrimary) {
  // template<> tf<float>(float) restrict(cpu) belongs to the cpu primary: the
  // device view hides it with that primary, the host view keeps it.
  std::string In = "template <class T> int tf(T) restrict(amp) { return 1; }\n"
                   "template <class T> int tf(T) restrict(cpu) { return 2; }\n"
                   "template <> int tf<float>(float) restrict(cpu) { return 4; }\n";
  auto V = splitByRestriction(In, cxx17());
  EXPECT_TRUE(V.Twins.Scoped.contains("tf"));
  EXPECT_EQ(V.Device.find("return 4"), std::string::npos) << V.Device;
  EXPECT_NE(V.Host.find("return 4"), std::string::npos) << V.Host;
  EXPECT_EQ(V.Host.find("return 1"), std::string::npos) << V.Host;
}
