// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-extern-c-restriction: a function with C linkage has one symbol, so
// it cannot carry both restrictions.
#include <amp.h>
using namespace concurrency;

extern "C" int both(int v) restrict(cpu, amp) { return v; } // expected-error {{extern "C" function 'both' cannot be restrict(cpu, amp): C linkage gives it one symbol, and each restriction needs its own [amp-extern-c-restriction]}}
extern "C" {
int in_block(int v) restrict(amp, cpu); // expected-error {{extern "C" function 'in_block' cannot be restrict(cpu, amp)}}
}

// Overloads on restriction: the two would share one symbol (Microsoft: C2733).
extern "C" int twin(int v) restrict(amp) { return v; } // expected-error {{extern "C" function 'twin' cannot be overloaded on restriction: C linkage gives it one symbol}}
extern "C" int twin(int v) restrict(cpu) { return -v; }

// Valid neighbours: one restriction with C linkage, both with C++ linkage.
extern "C" int amp_only(int v) restrict(amp) { return v + 1; }
extern "C" int cpu_only(int v) restrict(cpu) { return v - 1; }
extern "C" int unrestricted(int v) { return v; }
extern "C++" int cxx_both(int v) restrict(cpu, amp) { return v * 2; }
int cxx_twin(int v) restrict(amp) { return v; }
int cxx_twin(int v) restrict(cpu) { return -v; }
void kernel(array_view<int, 1> a) {
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = amp_only(i[0]) + cxx_both(i[0]) + cxx_twin(i[0]); });
}
