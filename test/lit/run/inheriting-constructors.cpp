// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// `using Base::Base;` in amp code: the derived class's constructor passes its
// arguments on to the base's, then initialises its own members.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

struct Base {
  int y;
  Base(int v, int) restrict(cpu, amp) : y(v * 2) {}
};
struct Derived : Base {
  using Base::Base;
  int z = 5;
};

int main() {
  int r[1] = {};
  array_view<int, 1> v(1, r);
  parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
    Derived d(3, 0);
    v[i] = d.y * 10 + d.z;
  });
  v.synchronize();
  Derived d(3, 0);
  std::printf("amp %d cpu %d\n", r[0], d.y * 10 + d.z);
  return 0;
}
// CHECK: amp 65 cpu 65
