// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// Conversion functions of one class are one overload set whatever their
// target types: with `operator int() restrict(cpu)` beside `operator long()
// restrict(amp)`, cpu code converts through operator int and amp code through
// operator long, also inside arithmetic (`obj + 1`). A `#pragma` before the
// class must not hide it from the restriction views.
#pragma warning(disable: 4552)
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct A {
  int v;
  operator int() const restrict(cpu) { return v * 10; }
  operator long() const restrict(amp) { return v * 20; }
};

int main() {
  A a{1};
  int i = a;
  long l = a;
  std::printf("cpu %d %ld %d\n", i, l, static_cast<int>(a + 1));
  // CHECK: cpu 10 10 11
  std::vector<int> o(3);
  array_view<int, 1> av(3, o);
  parallel_for_each(av.extent, [=](index<1> k) restrict(amp) {
    A b{1};
    int j = b;
    av[k] = k[0] == 0 ? j : k[0] == 1 ? static_cast<int>(b) : static_cast<int>(b + 1);
  });
  av.synchronize();
  std::printf("amp %d %d %d\n", o[0], o[1], o[2]);
  // CHECK: amp 20 20 21
}
