// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// C++17 structured bindings in amp code: of a struct (by value and by
// reference, writing through it), of a C array, and of a tuple-like class
// whose get<I>() is restrict(amp).
#include <amp.h>

#include <cstdio>
#include <utility>
#include <vector>

using namespace concurrency;

struct Pr {
  int a, b;
};
struct Twin {
  int lo, hi;
  template <int I> int get() const restrict(cpu, amp) { return I ? hi * 2 : lo * 2; }
};
template <> struct std::tuple_size<Twin> { static constexpr std::size_t value = 2; };
template <std::size_t I> struct std::tuple_element<I, Twin> { using type = int; };

int main() {
  std::vector<int> out(4);
  array_view<int, 1> v(4, out);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    Pr p{3, 4};
    auto [x, y] = p;
    v[0] = x * 10 + y;
    auto &[rx, ry] = p;
    rx = 8;
    v[1] = p.a * 10 + ry;
    int arr[2] = {5, 6};
    auto [e0, e1] = arr;
    v[2] = e0 * 10 + e1;
    auto [lo, hi] = Twin{1, 2};
    v[3] = lo * 10 + hi;
  });
  v.synchronize();
  std::printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
  return 0;
}
// CHECK: 34 84 56 24
