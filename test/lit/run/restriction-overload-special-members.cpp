// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// Constructors, conversion functions, call operators, unary and free
// operators overloaded on restriction, in a class template and out of class:
// cpu code runs the cpu overloads and amp code the amp ones. A conversion to
// the template's parameter (`operator T()`) is known as a twin in every
// instantiation (Clang names it `operator int` there). The host accelerator
// refuses such kernels (a constructor twin cannot be renamed).
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T> struct W {
  T v;
  W(T x) restrict(cpu) : v(x) {}
  W(T x) restrict(amp) : v(x + 1) {}
  operator T() const restrict(cpu) { return v * 10; }
  operator T() const restrict(amp) { return v * 20; }
  T operator()(int k) const restrict(cpu) { return v + k; }
  T operator()(int k) const restrict(amp) { return v + 2 * k; }
  W operator-() const restrict(cpu);
  W operator-() const restrict(amp);
};
template <typename T> W<T> W<T>::operator-() const restrict(cpu) { return W(-v); }
template <typename T> W<T> W<T>::operator-() const restrict(amp) { return W(-v - 100); }

struct P { int a; };
P operator*(const P &l, int r) restrict(cpu) { P p; p.a = l.a * r; return p; }
P operator*(const P &l, int r) restrict(amp) { P p; p.a = l.a * r + 1000; return p; }

int main() {
  W<int> w(1);
  int c = w;
  P p;
  p.a = 3;
  std::printf("cpu %d %d %d %d\n", c, w(5), (-w).v, (p * 2).a);
  // CHECK: cpu 10 6 -1 6
  std::vector<int> o(4);
  array_view<int, 1> av(4, o);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    W<int> a(1); // v = 2
    int b = a;
    P q;
    q.a = 3;
    av[i] = i[0] == 0 ? b : i[0] == 1 ? a(5) : i[0] == 2 ? (-a).v : (q * 2).a;
  });
  av.synchronize();
  std::printf("amp %d %d %d %d\n", o[0], o[1], o[2], o[3]);
  // CHECK: amp 40 12 -101 1006
}
