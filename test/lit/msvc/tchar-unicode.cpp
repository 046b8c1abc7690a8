// RUN: %amp-clang -D_UNICODE -DUNICODE %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: env AMP_TCHAR_TEST=envé %t /a été | FileCheck %s
// RUN: %amp-clang -D_UNICODE -DUNICODE -DVOID_MAIN %s -o %t.void
// RUN: %t.void | FileCheck %s --check-prefix=VOID
// RUN: %amp-clang -fms-compatibility -DVOID_MAIN %s -o %t.mbcs
// RUN: %t.mbcs | FileCheck %s --check-prefix=VOID
// Visual Studio projects use the Unicode character set by default (_UNICODE
// and UNICODE): _TCHAR and TCHAR are wchar_t and _tmain is wmain, an entry
// point taking wide strings (the C++ AMP book's ShowAmpDevices compares
// std::wstring(argv[1]) with L"/a"). amp-clang's main decodes the arguments
// and the environment from UTF-8 and calls _tmain; _tprintf prints UTF-8
// through the narrow stream (printf and std::cout after it still print) and
// reads %s and %c as wide, %S as narrow, as Microsoft's wprintf does.
#include <amp.h>
#include <tchar.h>

#include <cstdio>
#include <iostream>
#include <string>
#include <type_traits>

#ifdef _UNICODE
static_assert(std::is_same_v<_TCHAR, wchar_t> && std::is_same_v<TCHAR, wchar_t>, "the wide mapping");
#else
static_assert(std::is_same_v<_TCHAR, char> && std::is_same_v<TCHAR, char>, "the single-byte mapping");
#endif

#ifndef VOID_MAIN
int _tmain(int argc, _TCHAR *argv[], _TCHAR *envp[]) {
  if (argc != 3 || std::wstring(argv[1]).compare(L"/a") != 0)
    return 1;
  _TCHAR buf[32];
  _tcscpy_s(buf, _T("args"));
  _tprintf(_T("%s %d %s %zu %c %S\n"), buf, argc, argv[2], _tcslen(argv[2]), argv[2][0], "narrow");
  // CHECK: args 3 été 3 é narrow
  std::printf("printf after _tprintf\n");
  // CHECK-NEXT: printf after _tprintf
  std::cout << "cout " << (std::wstring(argv[2]) == L"\u00e9t\u00e9") << std::endl;
  // CHECK-NEXT: cout 1
  for (_TCHAR **e = envp; *e; ++e)
    if (_tcsncmp(*e, _T("AMP_TCHAR_TEST="), 15) == 0)
      _tprintf(_T("env %s %d\n"), *e + 15, _ttoi(_T("41")) + 1);
  // CHECK-NEXT: env envé 42
  return 0;
}
#else
void _tmain() {
  _tprintf(_T("%s\n"), _T("void _tmain"));
  // VOID: void _tmain
}
#endif
// BUILD-NOT: {{.}}
