// RUN: %amp-clang -fms-compatibility %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %t | FileCheck %s
// RUN: %amp-clang -fms-compatibility -DWITH_UNISTD %s -o %t.unistd && %t.unistd | FileCheck %s --check-prefixes=CHECK,UNISTD
// RUN: not %amp-clang -fms-compatibility -fsyntax-only -DNO_GLOBAL_NAME %s 2>&1 | FileCheck %s --check-prefix=GLOBAL
// Win32's GetCurrentThreadId() and GetCurrentProcessId() with <amp.h> alone,
// which Visual C++'s <amp.h> declares through <windows.h>: Microsoft's C++ AMP
// BLAS keys its per-thread state by the thread's ID (ampcblas_runtime.cpp).
// It failed: "use of undeclared identifier 'GetCurrentThreadId'". Each is
// Linux's ID of the thread or process, nonzero and the same each time a thread
// asks; the C library's gettid and getpid are not added to the global
// namespace, and <unistd.h> may come before or after.
#ifdef WITH_UNISTD
#include <unistd.h>
#endif
#include <amp.h>

#include <cstdio>
#include <map>
#include <thread>

#ifdef NO_GLOBAL_NAME
// GLOBAL: windows-thread-id.cpp:[[@LINE+1]]:23: error: no member named 'gettid' in the global namespace
int leaked() { return ::gettid(); }
#endif

int main() {
  // Per-thread state, as the BLAS keeps it.
  std::map<DWORD, int> contexts;
  DWORD self = GetCurrentThreadId(), other = 0;
  contexts[self] = 1;
  std::thread t([&] { other = GetCurrentThreadId(); });
  t.join();
  contexts[other] = 2;
  // CHECK: nonzero 1 distinct 1 stable 1 contexts 2
  std::printf("nonzero %d distinct %d stable %d contexts %zu\n", self != 0 && other != 0, self != other,
              GetCurrentThreadId() == self, contexts.size());
  // CHECK-NEXT: process 1
  std::printf("process %d\n", GetCurrentProcessId() != 0 && GetCurrentProcessId() == GetCurrentProcessId());
#ifdef WITH_UNISTD
  // UNISTD-NEXT: same as the C library 1
  std::printf("same as the C library %d\n", GetCurrentThreadId() == DWORD(gettid()) &&
                                                GetCurrentProcessId() == DWORD(getpid()));
#endif
  return 0;
}
// BUILD-NOT: {{.}}
