// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-function-pointer: no function pointers or pointers to member functions in amp code.
#include <amp.h>
using namespace concurrency;

int twice(int x) restrict(amp) { return 2 * x; }
struct Pair {
  int a, b;
  int sum() const restrict(amp) { return a + b; }
};

int take_address(int x) restrict(amp) {
  int (*fp)(int) = &twice; // expected-error {{function pointer used in restrict(amp) code: variable 'fp' has type 'int (*)(int)' [amp-function-pointer]}} expected-error {{function pointer used in restrict(amp) code: address of function 'twice' taken}}
  return fp(x);            // expected-error {{function pointer used in restrict(amp) code: call through a function pointer}}
}

int by_parameter(int (*op)(int), int x) restrict(amp) { // expected-error {{variable 'op' has type 'int (*)(int)'}}
  return op(x);                                         // expected-error {{call through a function pointer}}
}

int decay(int x) restrict(amp) {
  auto f = twice; // expected-error {{variable 'f' has type 'int (*)(int)'}} expected-error {{address of function 'twice' taken}}
  return x;
}

struct Functor {
  int operator()(Pair p) const restrict(amp) {
    int (Pair::*method)() const restrict(amp) = &Pair::sum; // expected-error {{pointer to member function used in restrict(amp) code: variable 'method' has type}} expected-error {{'method' is a pointer to a restrict(amp) function}} expected-error {{pointer to member function used in restrict(amp) code: pointer to member 'Pair::sum' formed}}
    return (p.*method)();                  // expected-error {{'.*' applied to a pointer to member}}
  }
};

void kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int (&ref)(int) = twice; // expected-error {{variable 'ref' has type 'int (&)(int)'}}
    out[i] = ref(i[0]);      // expected-error {{call through a function pointer}}
  });
}

// Valid neighbours: direct calls (free, member, static, operator, lambda) and
// function pointers in cpu code.
struct Util { static int one() restrict(amp) { return 1; } };
int direct(Pair p) restrict(amp) {
  Functor f;
  return twice(1) + (twice)(2) + p.sum() + Util::one() + f(p) + [](int v) restrict(amp) { return v; }(3);
}
// A pointer to a data member is allowed (C++ AMP 1.2 only forbids pointers to
// member functions), here in a function callable from both sides.
int field_of(const Pair &p, int Pair::*field) restrict(cpu, amp) { return field == &Pair::a ? p.a : p.b; }
int host(int x) {
  int (*fp)(int) = [](int v) { return v; };
  return fp(x);
}
