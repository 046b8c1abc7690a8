// The Windows names Visual C++'s <amp.h> brings in through <windows.h> (its
// <amprt.h> includes <unknwn.h>, which includes <windows.h>): the integer
// typedefs, TRUE/FALSE and min/max. Part of -fms-compatibility (docs/msvc.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include <amp_clang/preferred.h>
#include <amp_clang/restrict.h>

// Windows is LLP64: LONG and DWORD are 32 bits. On an LP64 target they are
// int and unsigned int, as in Wine's headers (and amp.h's HRESULT).
#ifndef _AMP_CLANG_WINDOWS_TYPES
#define _AMP_CLANG_WINDOWS_TYPES
typedef int BOOL;
typedef unsigned char BYTE;
typedef unsigned char UCHAR;
typedef char CHAR;
typedef wchar_t WCHAR;
typedef short SHORT;
typedef unsigned short USHORT;
typedef unsigned short WORD;
typedef int INT;
typedef unsigned int UINT;
typedef int LONG;
typedef unsigned int ULONG;
typedef unsigned int DWORD;
typedef long long LONGLONG;
typedef unsigned long long ULONGLONG;
typedef unsigned long long DWORDLONG;
typedef float FLOAT;
typedef std::int8_t INT8;
typedef std::uint8_t UINT8;
typedef std::int16_t INT16;
typedef std::uint16_t UINT16;
typedef std::int32_t INT32;
typedef std::uint32_t UINT32;
typedef std::int64_t INT64;
typedef std::uint64_t UINT64;
typedef std::uint64_t DWORD64;
typedef std::intptr_t INT_PTR;
typedef std::uintptr_t UINT_PTR;
typedef std::intptr_t LONG_PTR;
typedef std::uintptr_t ULONG_PTR;
typedef std::uintptr_t DWORD_PTR;
typedef std::size_t SIZE_T;
typedef std::ptrdiff_t SSIZE_T;
typedef void *PVOID;
typedef void *LPVOID;
typedef const void *LPCVOID;
typedef void *HANDLE;
typedef char *LPSTR;
typedef const char *LPCSTR;
typedef wchar_t *LPWSTR;
typedef const wchar_t *LPCWSTR;
typedef BOOL *PBOOL;
typedef BYTE *PBYTE;
typedef DWORD *PDWORD;
typedef UINT *PUINT;
#endif

#ifndef TRUE
#define TRUE 1
#endif
#ifndef FALSE
#define FALSE 0
#endif
#ifndef VOID
#define VOID void
#endif
#ifndef CONST
#define CONST const
#endif

// <windows.h> defines min and max as macros unless NOMINMAX is defined.
// Macros of those names break the standard library (std::min(a, b),
// numeric_limits<T>::max()), so they are function templates here, callable
// in cpu and amp code as the macros are: two arguments of one type give a
// reference to one of them, as std::min does, two of different types their
// common type, as the macro's ?: does. std::min and std::max are untouched.
// With `using namespace std`, the one-type form wins the tie with std's
// (AMP_CLANG_PREFERRED), so amp code calling max(a, b) gets this one.
#ifndef NOMINMAX
template <class T>
inline const T &min(const T &a, const T &b) AMP_CLANG_PREFERRED restrict(cpu, amp) {
  return (b < a) ? b : a;
}
template <class T>
inline const T &max(const T &a, const T &b) AMP_CLANG_PREFERRED restrict(cpu, amp) {
  return (a < b) ? b : a;
}
template <class T, class U>
inline typename std::common_type<T, U>::type min(const T &a, const U &b) restrict(cpu, amp) {
  return (a < b) ? a : b;
}
template <class T, class U>
inline typename std::common_type<T, U>::type max(const T &a, const U &b) restrict(cpu, amp) {
  return (a > b) ? a : b;
}
#endif
