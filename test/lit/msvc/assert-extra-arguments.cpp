// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// RUN: %amp-clang -fms-compatibility %s -o %t.fails -DFAIL && not --crash %t.fails 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: %amp-clang -fms-compatibility -DNDEBUG -DFAIL %s -o %t.ndebug && %t.ndebug | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF
// Visual C++ takes `assert(cond, "message")`, warns (C4002) and ignores the
// extra argument; so does -fms-compatibility (2 of docs/real-world.md's
// programs write it). The condition still stops the program when false,
// unless NDEBUG; a comma inside parentheses stays the condition's.
#include <amp.h>

#include <cassert>
#include <cstdio>

static int add(int a, int b) { return a + b; }

int main() {
  int tiles = 4;
#ifdef FAIL
  tiles = 3;
#endif
  assert(tiles % 2 == 0, "tiles must be even");
  assert(add(tiles, 1) > 0);
  // CHECK: checked 4
  std::printf("checked %d\n", tiles + (tiles % 2));
  return 0;
}
// FAIL: Assertion `tiles % 2 == 0' failed
// OFF: error: too many arguments provided to function-like macro invocation
