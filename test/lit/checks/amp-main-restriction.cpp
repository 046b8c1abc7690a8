// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// RUN: %amp-clang -fsyntax-only -Xclang -verify -DCPU_AMP %s
// RUN: %amp-clang -fsyntax-only -Xclang -verify -DVALID %s
// Rule amp-main-restriction: the program starts on the host; `main` (any of
// its forms) is restrict(cpu) alone (Microsoft: C3934).
#include <amp.h>
#if defined(VALID)
// expected-no-diagnostics
int main() restrict(cpu) { return 0; }
#elif defined(CPU_AMP)
int main() restrict(cpu, amp) { return 0; } // expected-error {{'main' is where the program starts, on the host: it can be restrict(cpu) only [amp-main-restriction]}}
#else
int main() restrict(amp) { return 0; } // expected-error {{'main' is where the program starts, on the host: it can be restrict(cpu) only [amp-main-restriction]}}
#endif
