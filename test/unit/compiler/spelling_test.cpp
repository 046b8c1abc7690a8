// Tests of the text rewrites made before parsing: `mutable restrict(...)`
// reordering and the device/host views of functions overloaded on restriction.
#include "frontend/MutableRestrictReorder.h"
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
  EXPECT_TRUE(V.Twins.contains("f"));
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

TEST(RestrictionViews, UnannotatedFunctionIsTheCpuTwin) {
  std::string In = "float s(float x) { return x; }\nfloat s(float x) restrict(amp) { return -x; }\n";
  auto V = splitByRestriction(In, cxx17());
  ASSERT_TRUE(V.Twins.contains("s"));
  EXPECT_EQ(V.Device.find("return x;"), std::string::npos);
}

TEST(RestrictionViews, OverloadsOfOtherArityAreNotTwins) {
  // A cpu function and an amp function of the same name but other parameters
  // are ordinary overloads: the host calls one, kernels the other.
  std::string In = "template <class T> void sum(T *a, T *b) { *b = *a; }\n"
                   "template <class T> void sum(int i, int n, const T &a, T &b) restrict(amp) { b = a; }\n";
  auto V = splitByRestriction(In, cxx17());
  EXPECT_FALSE(V.hasTwins());
}

TEST(RestrictionViews, MembersAreKeyedByClass) {
  std::string In = "struct A { int id() const restrict(cpu) { return 1; }\n int id() const restrict(amp) { return 2; } };\n"
                   "struct B { int id() const { return 3; } };\n";
  auto V = splitByRestriction(In, cxx17());
  EXPECT_TRUE(V.Twins.contains("A::id"));
  EXPECT_FALSE(V.Twins.contains("B::id"));
  EXPECT_NE(V.Device.find("return 3"), std::string::npos);
}

TEST(RestrictionViews, CallsInsideBodiesAreNotDeclarations) {
  std::string In = "int f() restrict(cpu) { return 1; }\nint f() restrict(amp) { return 2; }\n"
                   "int main() { int x = 2 * f(); return x; }\n";
  auto V = splitByRestriction(In, cxx17());
  EXPECT_NE(V.Device.find("int x = 2 * f();"), std::string::npos);
}
