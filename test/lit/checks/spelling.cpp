// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics
// Every way C++ AMP spells a restriction parses with stock Clang 19: on lambdas,
// free functions and member functions (also after const), repeated or
// combined, before a trailing return type, and after `mutable` on lambdas
// that are not kernels (a mutable kernel is amp-mutable-kernel's business).
#include <amp.h>
using namespace concurrency;

int f1(int x) restrict(amp) { return x; }
int f2(int x) restrict(cpu, amp) { return x; }
int f3(int x) restrict(amp) restrict(cpu) { return x; }
int f4(int x) restrict(amp,cpu);
int f4(int x) restrict(amp,cpu) { return x; }
int *c_restrict(int *__restrict p) { return p; }

struct S {
  int a() const restrict(amp) { return 1; }
  int b() restrict(cpu, amp) { return 2; }
  int c() const restrict(amp) restrict(cpu);
  static int d() restrict(amp) { return 4; }
};
int S::c() const restrict(amp) restrict(cpu) { return 3; }

void kernels(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    auto plain = [](int x) restrict(amp) { return x + 1; };
    auto trailing = [](int x) restrict(amp) -> int { return x + 2; };
    auto both = [](int x) restrict(cpu, amp) { return x; };
    int counter = 0;
    auto mut = [counter](int x) mutable restrict(amp) { return x + ++counter; };
    auto mut2 = [counter](int x) mutable restrict(amp) restrict(cpu) -> int { return x + counter++; };
    S s;
    out[i] = plain(1) + trailing(2) + both(3) + mut(4) + mut2(5) + f1(1) + f2(2) + f3(3) + f4(4) + s.a() + s.b() + s.c() + S::d();
  });
}
