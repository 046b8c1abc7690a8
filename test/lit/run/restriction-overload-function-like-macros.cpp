// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Restrictions spelled through function-like macros, as portability headers
// write them: the restriction passed as the macro's arguments (variadic or
// named), or fixed in the macro's text. Twins declared through them overload
// on restriction as written ones do: each side calls its own.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

#define RESTRICT(...) restrict(__VA_ARGS__)
#define ONLY(side) restrict(side)
#define DEVICE_FN() restrict(amp)

int f(int x) RESTRICT(cpu) { return x + 1; }
int f(int x) RESTRICT(amp) { return x + 2; }
float g(float x) ONLY(cpu) { return x; }
float g(float x) ONLY(amp) { return -x; }
int h() { return 1000; }
int h() DEVICE_FN() { return 2000; }
int both(int x) RESTRICT(cpu, amp) { return f(x) * 10; }

struct S {
  int k() const RESTRICT(cpu) { return 3; }
  int k() const ONLY(amp) { return 4; }
};

int main() {
  int r = 0;
  array_view<int, 1> av(1, &r);
  parallel_for_each(av.extent, [=](index<1> i) RESTRICT(amp) {
    S s;
    av[i] = f(10) + int(g(100.f)) + h() + both(1) + s.k();
  });
  av.synchronize();
  S s;
  std::printf("cpu %d amp %d\n", f(10) + int(g(100.f)) + h() + both(1) + s.k(), r);
  return 0;
}
// cpu: 11 + 100 + 1000 + 20 + 3; amp: 12 - 100 + 2000 + 30 + 4
// CHECK: cpu 1134 amp 1946
