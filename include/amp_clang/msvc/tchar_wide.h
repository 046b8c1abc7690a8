// <tchar.h> under _UNICODE: Windows' wide generic-text mapping on Linux.
// _tmain is an entry point taking wchar_t strings, as Windows' wmain: the
// macro below declares the user's function under another name and defines
// main, which decodes the arguments and the environment from UTF-8 and calls
// it. The printing functions format wide text as Microsoft's do (%s and %c
// take wide arguments, %S and %C narrow ones) and write it as UTF-8 through the
// narrow C stream, so that printf and std::cout output around it survives
// (glibc drops narrow writes to a stream made wide by wprintf).
#pragma once

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cwchar>
#include <string>
#include <type_traits>
#include <vector>

typedef wchar_t _TCHAR;
typedef wchar_t _TSCHAR;
typedef wchar_t _TUCHAR;
typedef wchar_t _TXCHAR;
typedef std::wint_t _TINT;

#define __T(x) L##x
#define _T(x) __T(x)
#define _TEXT(x) __T(x)
#define _TEOF WEOF

namespace amp_clang_msvc {
namespace tchar {

/// \p Text (UTF-8) as wide characters; a byte that starts no valid sequence is U+FFFD.
inline std::wstring widen(const char *Text) {
  std::wstring Out;
  const unsigned char *P = reinterpret_cast<const unsigned char *>(Text);
  while (*P) {
    unsigned C = *P, Extra = C < 0x80 ? 0 : (C >> 5) == 6 ? 1 : (C >> 4) == 14 ? 2 : (C >> 3) == 30 ? 3 : 4;
    unsigned Code = Extra == 0 ? C : Extra == 1 ? C & 0x1F : Extra == 2 ? C & 0x0F : C & 0x07;
    unsigned I = 1;
    for (; Extra < 4 && I <= Extra && (P[I] & 0xC0) == 0x80; ++I)
      Code = Code << 6 | (P[I] & 0x3F);
    if (Extra == 4 || I <= Extra) {
      Out += wchar_t(0xFFFD);
      ++P;
      continue;
    }
    Out += wchar_t(Code);
    P += I;
  }
  return Out;
}

/// \p Text (wide) as UTF-8.
inline std::string narrow(const wchar_t *Text, std::size_t Size) {
  std::string Out;
  for (std::size_t I = 0; I < Size; ++I) {
    unsigned long C = static_cast<unsigned long>(Text[I]);
    if (C < 0x80) {
      Out += char(C);
    } else if (C < 0x800) {
      Out += char(0xC0 | C >> 6);
      Out += char(0x80 | (C & 0x3F));
    } else if (C < 0x10000) {
      Out += char(0xE0 | C >> 12);
      Out += char(0x80 | (C >> 6 & 0x3F));
      Out += char(0x80 | (C & 0x3F));
    } else {
      Out += char(0xF0 | (C >> 18 & 0x07));
      Out += char(0x80 | (C >> 12 & 0x3F));
      Out += char(0x80 | (C >> 6 & 0x3F));
      Out += char(0x80 | (C & 0x3F));
    }
  }
  return Out;
}

/// Microsoft's wide format as C's: in a wide printf, %s and %c take wide
/// arguments (C's %ls, %lc) and %S and %C narrow ones (C's %s, %c).
inline std::wstring cFormat(const wchar_t *Format) {
  std::wstring Out;
  for (const wchar_t *P = Format; *P; ++P) {
    Out += *P;
    if (*P != L'%')
      continue;
    if (P[1] == L'%') {
      Out += *++P;
      continue;
    }
    // Flags, width, precision, then the length and the conversion.
    while (P[1] && std::wcschr(L"-+ #0123456789.*", P[1]))
      Out += *++P;
    bool Sized = false;
    while (P[1] && std::wcschr(L"hlLqjztI", P[1])) {
      if (P[1] == L'h' && (P[2] == L's' || P[2] == L'c')) { // %hs: narrow, C's %s
        ++P;
        continue;
      }
      Sized = true;
      Out += *++P;
    }
    if (!P[1])
      break;
    wchar_t Conversion = *++P;
    if (!Sized && (Conversion == L's' || Conversion == L'c'))
      Out += L'l';
    Out += Conversion == L'S' ? L's' : Conversion == L'C' ? L'c' : Conversion;
  }
  return Out;
}

/// Microsoft's vfwprintf, written to \p Stream as UTF-8.
inline int vprintTo(std::FILE *Stream, const wchar_t *Format, std::va_list Args) {
  std::wstring C = cFormat(Format);
  std::vector<wchar_t> Buffer(256);
  while (true) {
    std::va_list Copy;
    va_copy(Copy, Args);
    int Size = std::vswprintf(Buffer.data(), Buffer.size(), C.c_str(), Copy);
    va_end(Copy);
    if (Size >= 0) {
      std::string Text = narrow(Buffer.data(), std::size_t(Size));
      return std::fwrite(Text.data(), 1, Text.size(), Stream) == Text.size() ? Size : -1;
    }
    if (Buffer.size() >= (std::size_t(1) << 24))
      return -1;
    Buffer.resize(Buffer.size() * 2);
  }
}

inline int printTo(std::FILE *Stream, const wchar_t *Format, ...) {
  std::va_list Args;
  va_start(Args, Format);
  int Size = vprintTo(Stream, Format, Args);
  va_end(Args);
  return Size;
}

inline int print(const wchar_t *Format, ...) {
  std::va_list Args;
  va_start(Args, Format);
  int Size = vprintTo(stdout, Format, Args);
  va_end(Args);
  return Size;
}

inline int vprint(const wchar_t *Format, std::va_list Args) { return vprintTo(stdout, Format, Args); }

inline int putString(const wchar_t *Text, std::FILE *Stream) {
  std::string Bytes = narrow(Text, std::wcslen(Text));
  return std::fputs(Bytes.c_str(), Stream);
}

inline std::FILE *open(const wchar_t *Name, const wchar_t *Mode) {
  std::string N = narrow(Name, std::wcslen(Name)), M = narrow(Mode, std::wcslen(Mode));
  return std::fopen(N.c_str(), M.c_str());
}

inline int toInt(const wchar_t *Text) { return int(std::wcstol(Text, nullptr, 10)); }
inline long toLong(const wchar_t *Text) { return std::wcstol(Text, nullptr, 10); }
inline double toDouble(const wchar_t *Text) { return std::wcstod(Text, nullptr); }

/// The return type of the user's _tmain.
template <class F> struct result;
template <class R, class... A> struct result<R(A...)> { using type = R; };

/// Copies of \p Strings (null-terminated) as wide strings, and pointers to them.
struct WideStrings {
  explicit WideStrings(char **Strings) {
    for (char **S = Strings; S && *S; ++S)
      Texts.push_back(widen(*S));
    for (std::wstring &T : Texts)
      Pointers.push_back(&T[0]);
    Pointers.push_back(nullptr);
  }
  std::vector<std::wstring> Texts;
  std::vector<wchar_t *> Pointers;
};

template <class R> int exitStatus(R (*Entry)()) {
  if constexpr (std::is_void_v<R>)
    return Entry(), 0;
  else
    return int(Entry());
}
template <class R, class C, class V> int exitStatus(R (*Entry)(C, V), int Argc, wchar_t **Argv) {
  if constexpr (std::is_void_v<R>)
    return Entry(Argc, Argv), 0;
  else
    return int(Entry(Argc, Argv));
}
template <class R, class C, class V, class E> int exitStatus(R (*Entry)(C, V, E), int Argc, wchar_t **Argv, wchar_t **Env) {
  if constexpr (std::is_void_v<R>)
    return Entry(Argc, Argv, Env), 0;
  else
    return int(Entry(Argc, Argv, Env));
}

/// main's work: the user's _tmain, with as many parameters as it declares.
template <class R> int run(R (*Entry)(), int, char **, char **) { return exitStatus(Entry); }
template <class R, class C, class V> int run(R (*Entry)(C, V), int Argc, char **Argv, char **) {
  WideStrings Args(Argv);
  return exitStatus(Entry, Argc, Args.Pointers.data());
}
template <class R, class C, class V, class E> int run(R (*Entry)(C, V, E), int Argc, char **Argv, char **Env) {
  WideStrings Args(Argv), Environment(Env);
  return exitStatus(Entry, Argc, Args.Pointers.data(), Environment.Pointers.data());
}

} // namespace tchar
} // namespace amp_clang_msvc

// `int _tmain(int argc, _TCHAR *argv[]) { ... }` becomes a declaration of
// _amp_clang_tmain, then main, then _amp_clang_tmain's definition (its return
// type taken from the declaration, so `void _tmain()` works too). One file
// of a program defines _tmain, as one defines main.
#define _tmain(...)                                                                                           \
  _amp_clang_tmain(__VA_ARGS__);                                                                             \
  int main(int _Amp_argc, char **_Amp_argv, char **_Amp_envp) {                                              \
    return ::amp_clang_msvc::tchar::run(&_amp_clang_tmain, _Amp_argc, _Amp_argv, _Amp_envp);                 \
  }                                                                                                          \
  auto _amp_clang_tmain(__VA_ARGS__)->::amp_clang_msvc::tchar::result<decltype(_amp_clang_tmain)>::type

#define _tprintf ::amp_clang_msvc::tchar::print
#define _tprintf_s ::amp_clang_msvc::tchar::print
#define _vtprintf ::amp_clang_msvc::tchar::vprint
#define _ftprintf ::amp_clang_msvc::tchar::printTo
#define _ftprintf_s ::amp_clang_msvc::tchar::printTo
#define _stprintf_s swprintf_s
#define _sntprintf swprintf
#define _fputts ::amp_clang_msvc::tchar::putString
#define _fgetts std::fgetws
#define _tfopen ::amp_clang_msvc::tchar::open
#define _tfopen_s _wfopen_s
#define _tcslen std::wcslen
#define _tcscpy std::wcscpy
#define _tcscpy_s wcscpy_s
#define _tcsncpy std::wcsncpy
#define _tcscat std::wcscat
#define _tcscat_s wcscat_s
#define _tcscmp std::wcscmp
#define _tcsncmp std::wcsncmp
#define _tcsicmp wcscasecmp
#define _tcschr std::wcschr
#define _tcsrchr std::wcsrchr
#define _tcsstr std::wcsstr
#define _tcstok_s std::wcstok
#define _tcstol std::wcstol
#define _tcstoul std::wcstoul
#define _tcstod std::wcstod
#define _ttoi ::amp_clang_msvc::tchar::toInt
#define _tstoi ::amp_clang_msvc::tchar::toInt
#define _ttol ::amp_clang_msvc::tchar::toLong
#define _tstol ::amp_clang_msvc::tchar::toLong
#define _tstof ::amp_clang_msvc::tchar::toDouble
#define _ttof ::amp_clang_msvc::tchar::toDouble
