// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: %amp-clang -DOLD_LAYOUT -DGPU_ONLY_F %s -o %t-old
// RUN: %run %t-old | FileCheck %s --check-prefix=OLD
// Overloads on restriction are read from the program the preprocessor keeps:
// a false `#if` group's text (here a second opening of struct S, and an
// overload set that -D chooses) neither opens scopes nor overloads anything.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

struct Base {
  int b = 4;
};
#ifdef OLD_LAYOUT
struct S {
#else
struct S : Base {
#endif
  int f() const restrict(amp) { return 1; }
  int f() const restrict(cpu) { return 2; }
};

// After S: amp code's g(3) calls g(int), cpu code's g(double).
int g(int x) restrict(amp) { return x * 10; }
int g(double) restrict(cpu) { return 7; }

#ifdef GPU_ONLY_F
int h(int x) restrict(amp) { return x * 2; }
#else
int h(int x) restrict(cpu, amp) { return x + 1; }
#endif

int main() {
  int r[1] = {};
  array_view<int, 1> v(1, r);
  parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
    S s;
    v[i] = s.f() + g(3) + h(100);
  });
  v.synchronize();
  S s;
#ifdef GPU_ONLY_F
  std::printf("amp %d cpu %d %d\n", r[0], s.f(), g(3));
#else
  std::printf("amp %d cpu %d %d %d\n", r[0], s.f(), g(3), h(100));
#endif
  return 0;
}
// CHECK: amp 132 cpu 2 7 101
// OLD: amp 231 cpu 2 7
