// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// Explicit specializations of function templates overloaded on restriction
// specialize the primary of their own restriction: amp code's tf(1.0f) calls
// the amp primary (or the amp specialization), cpu code's the cpu one. An
// inheriting constructor of twin constructors is each side's own.
// (The host accelerator refuses kernels reaching templates with twins:
// docs/host-accelerator.md.)
#include <amp.h>

#include <cstdio>

using namespace concurrency;

template <class T> int tf(T) restrict(amp) { return 1; }
template <class T> int tf(T) restrict(cpu) { return 2; }
template <> int tf<float>(float) restrict(cpu) { return 4; }

template <class T> int tg(T) restrict(amp) { return 10; }
template <class T> int tg(T) restrict(cpu) { return 20; }
template <> int tg<float>(float) restrict(amp) { return 30; }
template <> int tg<float>(float) restrict(cpu) { return 40; }

struct S {
  template <class T> int m(T) const restrict(amp) { return 100; }
  template <class T> int m(T) const restrict(cpu) { return 200; }
};
template <> int S::m<float>(float) const restrict(cpu) { return 400; }

struct Base {
  int k;
  Base(int) restrict(amp) : k(17) {}
  Base(int) restrict(cpu) : k(18) {}
};
struct Derived : Base {
  using Base::Base;
};

int main() {
  int out[1] = {};
  array_view<int, 1> r(1, out);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    S s;
    Derived d(0);
    r[0] = tf(1.0f) + tg(1.0f) + s.m(1.0f) + d.k * 1000;
  });
  r.synchronize();
  S s;
  Derived d(0);
  std::printf("amp %d cpu %d\n", out[0], tf(1.0f) + tg(1.0f) + s.m(1.0f) + d.k * 1000);
  return 0;
}
// CHECK: amp 17131 cpu 18444
