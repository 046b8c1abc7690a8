// Windows' generic-text mappings for C++ AMP programs written with _tmain,
// _TCHAR and _T(""). Without _UNICODE: the single-byte ("MBCS") mapping, each
// name its char function. With _UNICODE (Visual Studio's default character
// set): the wide mapping, with `_tmain(int argc, _TCHAR *argv[])` an entry
// point as Windows' wmain is: amp-clang's main gives it the arguments (and the
// environment) decoded from UTF-8. _tprintf and the other printing functions
// print UTF-8 through the narrow C streams, so they mix with printf and
// std::cout, and read %s and %c as Microsoft's wide functions do (the
// argument is wide). `TCHAR` follows UNICODE, as Windows' <winnt.h> has it.
// The _s forms come with it.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <amp_clang/msvc/crt_secure.h>

#if defined(_UNICODE)
#include <amp_clang/msvc/tchar_wide.h>
#else
typedef char _TCHAR;
typedef char _TSCHAR;
typedef unsigned char _TUCHAR;
typedef char _TXCHAR;
typedef int _TINT;

#define __T(x) x
#define _T(x) __T(x)
#define _TEXT(x) __T(x)
#define _TEOF EOF

#define _tmain main
#define _tprintf printf
#define _ftprintf fprintf
#define _stprintf sprintf
#define _sntprintf snprintf
#define _vtprintf vprintf
#define _tprintf_s printf
#define _stprintf_s sprintf_s
#define _tscanf scanf
#define _tscanf_s scanf_s
#define _stscanf sscanf
#define _stscanf_s sscanf_s
#define _fgetts fgets
#define _fputts fputs
#define _puttc putc
#define _puttchar putchar
#define _gettchar getchar
#define _tfopen fopen
#define _tfopen_s fopen_s
#define _tcslen strlen
#define _tcscpy strcpy
#define _tcscpy_s strcpy_s
#define _tcsncpy strncpy
#define _tcsncpy_s strncpy_s
#define _tcscat strcat
#define _tcscat_s strcat_s
#define _tcscmp strcmp
#define _tcsncmp strncmp
#define _tcsicmp strcasecmp
#define _tcschr strchr
#define _tcsrchr strrchr
#define _tcsstr strstr
#define _tcstok strtok
#define _tcstok_s strtok_s
#define _tcstol strtol
#define _tcstoul strtoul
#define _tcstod strtod
#define _ttoi atoi
#define _tstoi atoi
#define _ttol atol
#define _tstol atol
#define _tstof atof
#define _ttof atof
#define _itot_s _itoa_s
#define _tgetenv getenv
#endif

#ifndef _TCHAR_DEFINED
#define _TCHAR_DEFINED
#if defined(UNICODE)
typedef wchar_t TCHAR;
#else
typedef char TCHAR;
#endif
#endif
