// Tests of the pass that drops prelude helpers no line of a program names.
#include "lowering/UnusedHelpers.h"

#include <gtest/gtest.h>

using namespace ampclang;

TEST(UnusedHelpers, KeepsNamedHelpersAndDropsTheRest) {
  std::string In = "typedef struct { int v[1]; } amp_index_1;\n"
                   "inline int amp_used_1(amp_index_1 i) { return i.v[0]; }\n"
                   "inline int amp_unused_1(amp_index_1 i) { return i.v[0] + 1; }\n"
                   "__kernel void k(__global int *o) { amp_index_1 i; o[0] = amp_used_1(i); }\n";
  EXPECT_EQ(dropUnusedHelpers(In), "typedef struct { int v[1]; } amp_index_1;\n"
                                   "inline int amp_used_1(amp_index_1 i) { return i.v[0]; }\n"
                                   "__kernel void k(__global int *o) { amp_index_1 i; o[0] = amp_used_1(i); }\n");
}

TEST(UnusedHelpers, DropsChainsOnlyUnusedHelpersName) {
  std::string In = "inline int amp_b(int x) { return x; }\n"
                   "inline int amp_a(int x) { return amp_b(x) + amp_a(x - 1); }\n"
                   "inline int amp_c(int x) { return amp_b(x); }\n"
                   "__kernel void k(__global int *o) { o[0] = amp_c(1); }\n";
  // amp_a names itself and amp_b, and nothing names amp_a: both it and its
  // use of amp_b go; amp_c still names amp_b.
  EXPECT_EQ(dropUnusedHelpers(In), "inline int amp_b(int x) { return x; }\n"
                                   "inline int amp_c(int x) { return amp_b(x); }\n"
                                   "__kernel void k(__global int *o) { o[0] = amp_c(1); }\n");
  EXPECT_EQ(dropUnusedHelpers("inline int amp_b(int x) { return x; }\ninline int amp_a(int x) { return amp_b(x); }\n"),
            "");
}

TEST(UnusedHelpers, LeavesOtherDefinitionsAlone) {
  // Not one-line helpers: a function spread over lines, a prototype and a
  // user function; numbers' letters are no names.
  std::string In = "inline int amp_multi(int x) {\n  return x;\n}\n"
                   "int amp_f_user(int x);\n"
                   "int amp_f_user(int x) { return x * 0x1p0f; }\n"
                   "inline float p0f(float x) { return x; }\n";
  EXPECT_EQ(dropUnusedHelpers(In), "inline int amp_multi(int x) {\n  return x;\n}\n"
                                   "int amp_f_user(int x);\n"
                                   "int amp_f_user(int x) { return x * 0x1p0f; }\n");
}
