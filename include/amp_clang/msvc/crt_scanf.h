// Visual C++'s scanf_s, sscanf_s and fscanf_s: after the pointer of each %s,
// %c, %[ (and %S, %C) comes the buffer's size (an unsigned int). The format
// is rewritten with that size as the field's width and the sizes left out of
// the arguments, then C's scanf family reads it. Included by crt_secure.h.
#pragma once

#include <cctype>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <string>

namespace amp_clang_msvc {
constexpr int max_scanf_arguments = 32;
// Builds the plain format and collects the destination pointers.
inline int scanf_arguments(const char *fn, const char *format, va_list args, std::string &plain, void **out) {
  int count = 0;
  for (const char *p = format; *p; ++p) {
    plain += *p;
    if (*p != '%')
      continue;
    if (*++p == '%') {
      plain += '%';
      continue;
    }
    bool suppressed = *p == '*';
    if (suppressed)
      plain += *p++;
    std::string width;
    while (std::isdigit(static_cast<unsigned char>(*p)))
      width += *p++;
    std::string length;
    while (*p && std::strchr("hljztLqI0123456789", *p))
      length += *p++;
    if (!*p)
      break;
    char conversion = *p;
    std::string spec(1, conversion);
    if (conversion == '[') { // the scanset runs to the first ']' after "[", "[^", "[]" or "[^]"
      const char *q = p + 1;
      if (*q == '^')
        ++q;
      if (*q == ']')
        ++q;
      while (*q && *q != ']')
        ++q;
      spec.assign(p, *q ? q + 1 : q);
      p = *q ? q : q - 1;
    }
    bool sized = std::strchr("scSC[", conversion) != nullptr;
    if (!suppressed && count == max_scanf_arguments)
      invalid_parameter(fn, "more conversions than amp-clang's scanf_s handles (32)");
    if (!suppressed)
      out[count++] = va_arg(args, void *);
    if (sized && !suppressed) {
      unsigned size = va_arg(args, unsigned);
      if (size == 0)
        invalid_parameter(fn, "buffer size 0");
      if (width.empty()) // %c reads one character unless a width says more
        width = std::to_string(conversion == 'c' || conversion == 'C' ? 1u : size - 1);
    }
    plain += width + length + spec;
  }
  return count;
}
#define AMP_CLANG_SCANF_ARGS(a)                                                                                   \
  a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11], a[12], a[13], a[14], a[15], a[16],   \
      a[17], a[18], a[19], a[20], a[21], a[22], a[23], a[24], a[25], a[26], a[27], a[28], a[29], a[30], a[31]
} // namespace amp_clang_msvc

// C lets a scanf call pass more arguments than its format uses: each call
// passes all 32 slots.
inline int vsscanf_s(const char *buffer, const char *format, va_list args) {
  std::string plain;
  void *a[amp_clang_msvc::max_scanf_arguments] = {};
  amp_clang_msvc::scanf_arguments("sscanf_s", format, args, plain, a);
  return std::sscanf(buffer, plain.c_str(), AMP_CLANG_SCANF_ARGS(a));
}
inline int vfscanf_s(FILE *stream, const char *format, va_list args) {
  std::string plain;
  void *a[amp_clang_msvc::max_scanf_arguments] = {};
  amp_clang_msvc::scanf_arguments("fscanf_s", format, args, plain, a);
  return std::fscanf(stream, plain.c_str(), AMP_CLANG_SCANF_ARGS(a));
}
inline int sscanf_s(const char *buffer, const char *format, ...) {
  va_list args;
  va_start(args, format);
  int n = vsscanf_s(buffer, format, args);
  va_end(args);
  return n;
}
inline int fscanf_s(FILE *stream, const char *format, ...) {
  va_list args;
  va_start(args, format);
  int n = vfscanf_s(stream, format, args);
  va_end(args);
  return n;
}
inline int scanf_s(const char *format, ...) {
  va_list args;
  va_start(args, format);
  int n = vfscanf_s(stdin, format, args);
  va_end(args);
  return n;
}
#undef AMP_CLANG_SCANF_ARGS
