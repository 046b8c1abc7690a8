// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Base classes in device code: each base with data is its own struct member,
// empty bases have none, and conversions walk the path one base at a time.
#include <amp.h>
#include <cstdio>

using namespace concurrency;

struct Empty {};
struct Counted {
  ~Counted() restrict(cpu, amp) {}
};
struct First { int a; };
struct Second { int b; };
struct Both : Empty, First, Second {
  Both(int x) restrict(cpu, amp) : Empty(), First{x}, Second{x * 10} {}
};
struct Deeper : Both {
  Deeper(int x) restrict(cpu, amp) : Both(x) {}
};
struct OnlyEmpty : Counted {
  OnlyEmpty(float = 3.f) restrict(cpu, amp) {}
};

int second_of(const Second &s) restrict(amp) { return s.b; }
int first_of(const First *f) restrict(amp) { return f->a; }

int main() {
  int out[3] = {0, 0, 0};
  array_view<int, 1> o(3, out);
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
    Deeper d(i[0] + 1);
    OnlyEmpty e;
    (void)e;
    o[i] = second_of(d) + first_of(&d);
  });
  o.synchronize();
  std::printf("%d %d %d\n", out[0], out[1], out[2]);
  return 0;
}
// CHECK: 11 22 33
