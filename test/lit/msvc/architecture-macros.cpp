// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF
// Visual C++ predefines its architecture macros (_M_X64 and _M_AMD64 on
// x86-64), which programs test to pick their types, and winnt.h's UNALIGNED;
// -fms-compatibility gives them (one of docs/real-world.md's programs).
#include <amp.h>

#include <cstdio>

#if defined(_M_IX86)
typedef int label_t;
#elif defined(_M_AMD64) && defined(_M_X64)
typedef __int64 label_t;
#else
#error "Unknown architecture!"
#endif

int main() {
  char data[sizeof(char *)] = {};
  char *p = *reinterpret_cast<char *UNALIGNED *>(data);
  // CHECK: label_t 8 null 1
  std::printf("label_t %zu null %d\n", sizeof(label_t), p == nullptr);
  return 0;
}
// OFF: error: "Unknown architecture!"
