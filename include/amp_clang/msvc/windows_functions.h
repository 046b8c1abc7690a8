// Win32 functions that C++ AMP libraries call with <amp.h> alone, which
// Visual C++'s <amp.h> declares through the Windows headers (its <amprt.h>
// includes <unknwn.h>, which includes <windows.h>). Microsoft's C++ AMP BLAS
// keys its per-thread state by GetCurrentThreadId(). Only what such code is
// known to call; part of -fms-compatibility (docs/msvc.md).
#pragma once

#include <amp_clang/msvc/windows_types.h>

// The C library's own functions, declared where no global name is added
// (C linkage makes them the same functions <unistd.h> declares).
namespace amp_clang::msvc_detail {
extern "C" int gettid(void) noexcept;
extern "C" int getpid(void) noexcept;
} // namespace amp_clang::msvc_detail

#ifndef _AMP_CLANG_WINDOWS_FUNCTIONS
#define _AMP_CLANG_WINDOWS_FUNCTIONS
// As on Windows: a nonzero number that tells the calling thread (process)
// from every other running one, the same each time it asks: Linux's thread
// (process) ID, which debuggers and /proc show too.
inline DWORD GetCurrentThreadId() { return static_cast<DWORD>(::amp_clang::msvc_detail::gettid()); }
inline DWORD GetCurrentProcessId() { return static_cast<DWORD>(::amp_clang::msvc_detail::getpid()); }
#endif
