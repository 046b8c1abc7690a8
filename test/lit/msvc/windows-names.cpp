// RUN: %amp-clang -fms-compatibility %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF
// Visual C++'s <amp.h> brings in <windows.h> (through <amprt.h> and
// <unknwn.h>): its integer typedefs and TRUE/FALSE, with Windows' sizes
// (LLP64: LONG and DWORD are 32 bits). Under -fms-compatibility only: by
// default a portable program keeps these names for itself.
#include <amp.h>

#include <cstdio>

int main() {
  UINT n = 4;
  BOOL ok = TRUE;
  DWORD all = 0xffffffffu;
  BYTE b = 255;
  std::printf("%d\n", (min(1, 2) == 1 && max(1, 2) == 2 && n == 4 && ok && !FALSE) ? 0 : 1);
  // CHECK: 0
  std::printf("%zu %zu %zu %zu %zu %zu %zu\n", sizeof(BOOL), sizeof(BYTE), sizeof(WORD), sizeof(DWORD), sizeof(LONG),
              sizeof(ULONG), sizeof(INT));
  // CHECK-NEXT: 4 1 2 4 4 4 4
  std::printf("%u %u %llu\n", all + 1, static_cast<unsigned>(static_cast<BYTE>(b + 1)),
              static_cast<unsigned long long>(sizeof(DWORD_PTR) * 8));
  // CHECK-NEXT: 0 0 64
  return (min(1, 2) == 1 && max(1, 2) == 2 && n == 4 && ok) ? 0 : 1;
}
// OFF: error: unknown type name 'UINT'
// BUILD-NOT: {{.}}
