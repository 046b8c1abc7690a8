// RUN: %amp-clang %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %t one | FileCheck %s
// RUN: %amp-clang -D_UNICODE -DUNICODE %s -o %t.u
// RUN: %t.u one | FileCheck %s
// Windows' generic-text mappings: _tmain, _TCHAR, _T(""), _tprintf and the
// string functions. <tchar.h> exists in every build (no portable program
// includes it); its names map to the char functions, or under _UNICODE to the
// wide ones, with _tmain an entry point taking wide strings (tchar-unicode.cpp).
#include <amp.h>
#include <tchar.h>

int _tmain(int argc, _TCHAR *argv[]) {
  _TCHAR buf[32];
  _tcscpy_s(buf, _T("args"));
  _tprintf(_T("%s %d %s %zu\n"), buf, argc, argv[1], _tcslen(argv[1]));
  // CHECK: args 2 one 3
  TCHAR number[] = _T("12");
  _tprintf(_T("%d\n"), _ttoi(number) + 1);
  // CHECK-NEXT: 13
  return 0;
}
// BUILD-NOT: {{.}}
