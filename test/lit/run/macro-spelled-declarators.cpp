// RUN: %amp-clang '-DEXCEPTIONS=throw(int)' -DMUTABLE=mutable '-DCAPTURE=[&]' -DQUALS=const -DNOTHING= %s -o %t
// RUN: %run %t | FileCheck %s
// Declarators whose parts arrive through object-like macros, from the command
// line or from #define (the conformance suite's syntax generators): the
// restriction is moved after the exception specification, and after a
// lambda's `mutable`, as when they are written out.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

#define CPU_ONLY restrict(cpu)
#define GPU_ONLY restrict(amp)

struct S {
  int f(int x) QUALS NOTHING CPU_ONLY EXCEPTIONS;
  int g(int x) QUALS NOTHING GPU_ONLY NOTHING;
};
int S::f(int x) QUALS NOTHING CPU_ONLY EXCEPTIONS { return x + 1; }
int S::g(int x) QUALS NOTHING GPU_ONLY NOTHING { return x + 2; }

template <typename T> T twice(T x) CPU_ONLY EXCEPTIONS;
template <typename T> T twice(T x) CPU_ONLY EXCEPTIONS { return x * 2; }

int main() {
  S s;
  int (S::*p)(int) QUALS CPU_ONLY EXCEPTIONS = &S::f;
  int base = 3;
  auto l = CAPTURE(int x) MUTABLE CPU_ONLY EXCEPTIONS->int { return x + base; };
  std::vector<int> out(1);
  array_view<int, 1> ov(1, out);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    S d;
    ov[i] = d.g(i[0] + 5);
  });
  std::printf("%d %d %d %d\n", (s.*p)(1), twice(5), l(4), ov[0]);
  return 0;
}
// CHECK: 2 10 7 7
