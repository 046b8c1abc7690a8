// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A restriction specifier before a trailing return type, as C++ AMP's grammar
// puts it: `auto f() restrict(amp) -> T`, free and member functions, defined
// in and out of class, with decltype and qualified names.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

auto twice(int v) restrict(amp) -> int { return 2 * v; }
auto half(float v) restrict(cpu, amp) -> decltype(v * 0.5f) { return v * 0.5f; }
namespace ns {
auto shift(int v) restrict(cpu, amp) -> int;
}
auto ns::shift(int v) restrict(cpu, amp) -> int { return v + 100; }
struct Box {
  int v;
  auto get() const restrict(cpu, amp) -> int { return v; }
  auto scaled(int k) const restrict(amp) -> int;
};
auto Box::scaled(int k) const restrict(amp) -> int { return v * k; }

int main() {
  std::printf("cpu %.1f %d\n", half(3.0f), ns::shift(1));
  // CHECK: cpu 1.5 101
  std::vector<int> o(4);
  array_view<int, 1> av(4, o);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Box b{i[0] + 1};
    av[i] = twice(b.get()) + b.scaled(10) + ns::shift(0) + (int)half(4.0f);
  });
  av.synchronize();
  std::printf("amp %d %d %d %d\n", o[0], o[1], o[2], o[3]);
  // CHECK: amp 114 126 138 150
}
