// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// The host accelerator runs the kernel as the device does: it tells S(int)
// restrict(amp) from S(double) by a tag (run/restriction-overload-constructors-host.cpp)
// and calls T's and P's amp operators by other names
// (run/restriction-overload-operators-host.cpp); it refused the kernel before:
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// cpu code may not call the amp overloads it no longer sees, nor amp code the cpu ones:
// RUN: not %amp-clang -fsyntax-only -DWRONG_SIDE %s 2>&1 | FileCheck %s --check-prefix=WRONG
// Constructors and operators overloaded on restriction with *other* parameter
// types: each context chooses among its own overloads only. cpu code's
// `S s(1)` runs S(double), not the better-matching S(int) restrict(amp) (which
// it must not call); amp code's `S s(1)` runs S(double) restrict(amp), not
// S(int) restrict(cpu). A class written right after an #include is no
// template (the include's `>` once read as `template <...>`).
#include <amp.h>
struct S {
  int v;
  S(int) restrict(amp) : v(10) {}
  S(double) : v(20) {}
  S(const char *) restrict(cpu) : v(30) {}
  S(float) restrict(amp) : v(40) {}
  S(int, int) restrict(amp) : v(50) {}
};

#include <cstdio>
#include <vector>

using namespace concurrency;

struct T {
  int operator+(int) const restrict(amp) { return 1; }
  int operator+(double) const { return 2; }
  int operator()(int) const restrict(cpu) { return 3; }
  int operator()(double) const restrict(amp) { return 4; }
  int operator[](int) const restrict(amp) { return 5; }
  int operator[](double) const restrict(cpu) { return 6; }
};

struct P { int a; };
int operator*(const P &, int) restrict(amp) { return 7; }
int operator*(const P &, double) restrict(cpu) { return 8; }

// An amp function the kernel reaches constructs through an amp constructor no
// cpu constructor could stand in for: the host compile, which refuses the
// kernel, drops that function's body rather than fail on it.
struct Q { int a; };
struct S2 {
  int v;
  S2(Q q) restrict(amp) : v(q.a) {}
  S2(double) : v(2) {}
};
int make(int x) restrict(amp) {
  Q q{x};
  S2 s(q);
  return s.v;
}
int main() {
  S s(1), l("x"), f(1.5f);
  T t;
  P p{0};
  double h = 1.5;
  std::printf("cpu %d %d %d %d %d %d %d\n", s.v, l.v, f.v, t + 1, t(h), t[1], p * 1);
  // CHECK: cpu 20 30 20 2 3 6 8
  std::vector<int> o(8);
  array_view<int, 1> av(8, o);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    S a(1), b(1.5f), c(true);
    T u;
    P q{0};
    double h = 1.5;
    int r[8] = {a.v, b.v, c.v, u + h, u(1), u[h], q * h, make(60)};
    av[i] = r[i[0]];
  });
  av.synchronize();
  std::printf("amp %d %d %d %d %d %d %d %d\n", o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7]);
  // CHECK: amp 10 40 10 1 4 5 7 60
#ifdef WRONG_SIDE
  // WRONG: restriction-overload-special-other-types.cpp:[[@LINE+3]]:66: error: no matching constructor for initialization of 'S'
  // WRONG: restriction-overload-special-other-types.cpp:[[@LINE+1]]:5: error: no matching constructor for initialization of 'S'
  S bad(1, 2);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { S w("x"); av[i] = w.v; });
#endif
}
