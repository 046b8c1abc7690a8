// The Visual C++ CRT's "secure" _s functions C++ AMP programs call, with
// Visual C++'s signatures (the array overloads without a size included) and
// its default on a bad argument: the program stops with a message, as
// Microsoft's invalid parameter handler does. Part of -fms-compatibility
// (docs/msvc.md), and of <tchar.h>. Written here rather than taken from
// Debian's libsafec-dev: its strcpy_s, sprintf_s, memcpy_s are macros of C11
// Annex K's argument lists, which reject Visual C++'s two-argument array
// forms, and it has no _itoa_s, _wfopen_s or swprintf_s.
#pragma once

#include <cerrno>
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cwchar>

#include <amp_clang/msvc/invalid_parameter.h>

#ifndef _ERRNO_T_DEFINED
#define _ERRNO_T_DEFINED
typedef int errno_t;
#endif
typedef std::size_t rsize_t;
#ifndef _TRUNCATE
#define _TRUNCATE ((std::size_t)-1)
#endif
#ifndef STRUNCATE
#define STRUNCATE 80
#endif
#ifndef __max
#define __max(a, b) (((a) > (b)) ? (a) : (b))
#endif
#ifndef __min
#define __min(a, b) (((a) < (b)) ? (a) : (b))
#endif

namespace amp_clang_msvc {
template <class C> inline std::size_t length(const C *s, std::size_t max) {
  std::size_t n = 0;
  while (n < max && s[n])
    ++n;
  return n;
}
// Copies count characters of src (all of it for _TRUNCATE, as much as fits)
// after the dest's first len.
template <class C>
inline errno_t append(const char *fn, C *dest, rsize_t size, std::size_t len, const C *src, std::size_t count) {
  if (!dest || size == 0)
    invalid_parameter(fn, "destination is null or has no room");
  if (!src) {
    dest[0] = 0;
    invalid_parameter(fn, "source is null");
  }
  bool truncate = count == _TRUNCATE;
  std::size_t n = length(src, truncate ? size : count);
  if (len + n >= size) {
    if (!truncate) {
      dest[0] = 0;
      invalid_parameter(fn, "buffer too small");
    }
    n = size - 1 - len;
  }
  std::memcpy(dest + len, src, n * sizeof(C));
  dest[len + n] = 0;
  return truncate && n < length(src, n + 1) ? STRUNCATE : 0;
}
} // namespace amp_clang_msvc

inline errno_t strcpy_s(char *dest, rsize_t size, const char *src) {
  return amp_clang_msvc::append("strcpy_s", dest, size, 0, src, _TRUNCATE - 1);
}
inline errno_t strncpy_s(char *dest, rsize_t size, const char *src, rsize_t count) {
  return amp_clang_msvc::append("strncpy_s", dest, size, 0, src, count);
}
inline errno_t strcat_s(char *dest, rsize_t size, const char *src) {
  if (!dest || size == 0)
    amp_clang_msvc::invalid_parameter("strcat_s", "destination is null or has no room");
  std::size_t len = amp_clang_msvc::length(dest, size);
  if (len == size)
    amp_clang_msvc::invalid_parameter("strcat_s", "destination is not terminated");
  return amp_clang_msvc::append("strcat_s", dest, size, len, src, _TRUNCATE - 1);
}
inline errno_t strncat_s(char *dest, rsize_t size, const char *src, rsize_t count) {
  if (!dest || size == 0)
    amp_clang_msvc::invalid_parameter("strncat_s", "destination is null or has no room");
  std::size_t len = amp_clang_msvc::length(dest, size);
  if (len == size)
    amp_clang_msvc::invalid_parameter("strncat_s", "destination is not terminated");
  return amp_clang_msvc::append("strncat_s", dest, size, len, src, count);
}
inline errno_t wcscpy_s(wchar_t *dest, rsize_t size, const wchar_t *src) {
  return amp_clang_msvc::append("wcscpy_s", dest, size, 0, src, _TRUNCATE - 1);
}
inline errno_t wcscat_s(wchar_t *dest, rsize_t size, const wchar_t *src) {
  if (!dest || size == 0)
    amp_clang_msvc::invalid_parameter("wcscat_s", "destination is null or has no room");
  return amp_clang_msvc::append("wcscat_s", dest, size, amp_clang_msvc::length(dest, size), src, _TRUNCATE - 1);
}
inline errno_t memcpy_s(void *dest, rsize_t size, const void *src, rsize_t count) {
  if (count == 0)
    return 0;
  if (!dest)
    amp_clang_msvc::invalid_parameter("memcpy_s", "destination is null");
  if (!src || count > size) {
    std::memset(dest, 0, size);
    amp_clang_msvc::invalid_parameter("memcpy_s", !src ? "source is null" : "buffer too small");
  }
  std::memcpy(dest, src, count);
  return 0;
}
inline errno_t memmove_s(void *dest, rsize_t size, const void *src, rsize_t count) {
  if (count == 0)
    return 0;
  if (!dest || !src || count > size)
    amp_clang_msvc::invalid_parameter("memmove_s", "null pointer or buffer too small");
  std::memmove(dest, src, count);
  return 0;
}
inline char *strtok_s(char *str, const char *delim, char **context) { return strtok_r(str, delim, context); }

inline int vsprintf_s(char *dest, rsize_t size, const char *format, va_list args) {
  if (!dest || size == 0 || !format)
    amp_clang_msvc::invalid_parameter("sprintf_s", "null pointer or no room");
  int n = std::vsnprintf(dest, size, format, args);
  if (n < 0 || static_cast<std::size_t>(n) >= size) {
    dest[0] = 0;
    amp_clang_msvc::invalid_parameter("sprintf_s", "buffer too small");
  }
  return n;
}
inline int sprintf_s(char *dest, rsize_t size, const char *format, ...) {
  va_list args;
  va_start(args, format);
  int n = vsprintf_s(dest, size, format, args);
  va_end(args);
  return n;
}
inline int vswprintf_s(wchar_t *dest, rsize_t size, const wchar_t *format, va_list args) {
  if (!dest || size == 0 || !format)
    amp_clang_msvc::invalid_parameter("swprintf_s", "null pointer or no room");
  int n = std::vswprintf(dest, size, format, args);
  if (n < 0) {
    dest[0] = 0;
    amp_clang_msvc::invalid_parameter("swprintf_s", "buffer too small");
  }
  return n;
}
inline int swprintf_s(wchar_t *dest, rsize_t size, const wchar_t *format, ...) {
  va_list args;
  va_start(args, format);
  int n = vswprintf_s(dest, size, format, args);
  va_end(args);
  return n;
}
// _snprintf_s: count characters at most; _TRUNCATE truncates and returns -1.
inline int _snprintf_s(char *dest, rsize_t size, rsize_t count, const char *format, ...) {
  va_list args;
  va_start(args, format);
  std::size_t room = count == _TRUNCATE || count >= size ? size : count + 1;
  int n = std::vsnprintf(dest, room, format, args);
  va_end(args);
  if (n >= 0 && static_cast<std::size_t>(n) < room)
    return n;
  if (count != _TRUNCATE) {
    dest[0] = 0;
    amp_clang_msvc::invalid_parameter("_snprintf_s", "buffer too small");
  }
  return -1;
}
#define printf_s printf
#define fprintf_s fprintf
#define vprintf_s vprintf
#define vfprintf_s vfprintf
#define wprintf_s wprintf

inline errno_t fopen_s(FILE **file, const char *name, const char *mode) {
  if (!file || !name || !mode)
    amp_clang_msvc::invalid_parameter("fopen_s", "null pointer");
  *file = std::fopen(name, mode); // glibc ignores Visual C++'s "t" and reads ",ccs=" itself
  return *file ? 0 : errno;
}
inline errno_t _wfopen_s(FILE **file, const wchar_t *name, const wchar_t *mode) {
  if (!file || !name || !mode)
    amp_clang_msvc::invalid_parameter("_wfopen_s", "null pointer");
  char narrow_name[4096], narrow_mode[32];
  if (std::wcstombs(narrow_name, name, sizeof narrow_name) >= sizeof narrow_name ||
      std::wcstombs(narrow_mode, mode, sizeof narrow_mode) >= sizeof narrow_mode)
    return *file = nullptr, EINVAL;
  return fopen_s(file, narrow_name, narrow_mode);
}

inline errno_t _itoa_s(int value, char *dest, rsize_t size, int radix) {
  if (!dest || size == 0 || radix < 2 || radix > 36)
    amp_clang_msvc::invalid_parameter("_itoa_s", "null pointer, no room or radix outside 2..36");
  // As Visual C++: radix 10 prints a sign, others the two's complement bits.
  unsigned long long magnitude = radix == 10 && value < 0 ? 0ull - static_cast<long long>(value)
                                                          : static_cast<unsigned int>(value);
  char digits[72];
  std::size_t n = 0;
  do {
    digits[n++] = "0123456789abcdefghijklmnopqrstuvwxyz"[magnitude % radix];
    magnitude /= radix;
  } while (magnitude);
  if (radix == 10 && value < 0)
    digits[n++] = '-';
  if (n >= size) {
    dest[0] = 0;
    amp_clang_msvc::invalid_parameter("_itoa_s", "buffer too small");
  }
  for (std::size_t i = 0; i < n; ++i)
    dest[i] = digits[n - 1 - i];
  dest[n] = 0;
  return 0;
}

// Visual C++'s C++ overloads that take the destination's size from its type.
template <std::size_t N> inline errno_t strcpy_s(char (&dest)[N], const char *src) { return strcpy_s(dest, N, src); }
template <std::size_t N> inline errno_t strncpy_s(char (&dest)[N], const char *src, rsize_t count) {
  return strncpy_s(dest, N, src, count);
}
template <std::size_t N> inline errno_t strcat_s(char (&dest)[N], const char *src) { return strcat_s(dest, N, src); }
template <std::size_t N> inline errno_t strncat_s(char (&dest)[N], const char *src, rsize_t count) {
  return strncat_s(dest, N, src, count);
}
template <std::size_t N> inline errno_t wcscpy_s(wchar_t (&dest)[N], const wchar_t *src) { return wcscpy_s(dest, N, src); }
template <std::size_t N> inline errno_t wcscat_s(wchar_t (&dest)[N], const wchar_t *src) { return wcscat_s(dest, N, src); }
template <std::size_t N> inline errno_t _itoa_s(int value, char (&dest)[N], int radix) {
  return _itoa_s(value, dest, N, radix);
}
template <std::size_t N> inline int sprintf_s(char (&dest)[N], const char *format, ...) {
  va_list args;
  va_start(args, format);
  int n = vsprintf_s(dest, N, format, args);
  va_end(args);
  return n;
}
template <std::size_t N> inline int swprintf_s(wchar_t (&dest)[N], const wchar_t *format, ...) {
  va_list args;
  va_start(args, format);
  int n = vswprintf_s(dest, N, format, args);
  va_end(args);
  return n;
}

#include <amp_clang/msvc/crt_scanf.h>
