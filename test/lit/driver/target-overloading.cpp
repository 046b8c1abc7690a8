// RUN: %amp-clang -famp-target-overloading -fsyntax-only -Xclang -verify %s
// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// -famp-target-overloading (experimental): the front end resolves restriction
// through Clang's CUDA targets, so overload sets whose members differ in both
// signature and restriction resolve per side. Amp overloads return int, cpu
// ones unsigned; each static_assert names the one its side must pick.
// The restriction views of the default front end now give the same answers
// (constructors and operators of other types since 2026-11-26).
#include <amp.h>
#include <type_traits>

template <class T, class U> constexpr bool same = std::is_same_v<T, U>;

struct S {
  int k;
  S(int) restrict(amp) : k(1) {}
  S(double) restrict(cpu) : k(2) {}
};

struct V { int k; };
int operator+(V, int) restrict(amp);
unsigned operator+(V, double) restrict(cpu);

template <class T> int t(T) restrict(amp);
unsigned t(double) restrict(cpu);

struct F {
  int operator()(int) const restrict(amp);
  unsigned operator()(double) const restrict(cpu);
};

template <class T> struct W {
  int m(int) restrict(amp);
  unsigned m(T) restrict(cpu);
};

struct B { int k; };
int g(const B &) restrict(amp);
unsigned g(B &) restrict(cpu);

int f(int) restrict(amp);
unsigned f(double);

void cpu_side(V v, F fn, W<double> w, B b) {
  static_assert(same<decltype(f(1)), unsigned>);
  static_assert(same<decltype(v + 1), unsigned>);
  static_assert(same<decltype(t(1)), unsigned>);
  static_assert(same<decltype(fn(1)), unsigned>);
  static_assert(same<decltype(w.m(1)), unsigned>);
  static_assert(same<decltype(g(b)), unsigned>);
  S s(1); // S(double)
  (void)s;
}

void amp_side(V v, F fn, W<double> w, B b) restrict(amp) {
  static_assert(same<decltype(f(1.5)), int>);
  static_assert(same<decltype(v + 1.5), int>);
  static_assert(same<decltype(t(1.5)), int>);
  static_assert(same<decltype(fn(1.5)), int>);
  static_assert(same<decltype(w.m(1.5)), int>);
  static_assert(same<decltype(g(b)), int>);
  double x = 1.5;
  S s(x); // S(int)
  (void)s;
}

// expected-no-diagnostics
