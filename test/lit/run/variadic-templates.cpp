// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Variadic templates in amp code: sizeof... of a type pack and of a
// function parameter pack, parameter packs expanded into calls (several
// parameters of one name in the generated OpenCL C), and fold expressions.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

template <typename... T> int count(T... t) restrict(amp) { return int(sizeof...(T)) * 10 + int(sizeof...(t)); }
template <typename... T> int sum(T... t) restrict(amp) { return (t + ... + 0); }
template <typename... T> int product(T... t) restrict(amp) { return (1 * ... * t); }
template <typename First, typename... Rest> int head_then_sum(First f, Rest... rest) restrict(amp) {
  return f * 100 + sum(rest...);
}
template <int... N> int digits() restrict(amp) {
  int ds[] = {N...}, v = 0;
  for (int d : ds)
    v = v * 10 + d;
  return v + int(sizeof...(N)) * 1000;
}

int main() {
  int r[5] = {};
  array_view<int, 1> out(5, r);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    out[0] = count(1, 2.0f, 3u);
    out[1] = sum(1, 2, 3);
    out[2] = product(2, 3, 4);
    out[3] = head_then_sum(5, 1, 1);
    out[4] = digits<4, 2>();
  });
  out.synchronize();
  std::printf("%d %d %d %d %d\n", r[0], r[1], r[2], r[3], r[4]);
  // CHECK: 33 6 24 502 2042
}
