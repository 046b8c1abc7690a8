// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// A lambda kernel written in a function template captures the template's
// argument, an array_view in one instantiation and a struct holding a lambda
// that holds an array_view in another (Microsoft's Algorithms Library:
// reduce() over a functor_view). The host fill, one text for both, binds a
// view, or writes the struct's bytes and binds the views inside it
// (launch.h: capture_in). It was refused by the host compile's static
// assertion "captured values must be trivially copyable".
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

template <typename F> struct fview {
  F f;
  int n;
  int operator[](const index<1> &i) const restrict(cpu, amp) { return f(i); }
};
template <typename F> fview<F> make_fview(F f, int n) { return fview<F>{f, n}; }

template <typename V> int sum_of(const V &in, int n) {
  std::vector<int> out(n);
  array_view<int, 1> o(n, out);
  o.discard_data();
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) { o[i] = in[i] * 2; });
  o.synchronize();
  int s = 0;
  for (int x : out) s += x;
  return s;
}

int main() {
  const int n = 64;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i) data[i] = i;
  array_view<const int, 1> av(n, data);
  int a = sum_of(av, n);
  auto fv = make_fview([av](const index<1> &i) restrict(cpu, amp) { return av[i] + 1; }, n);
  int b = sum_of(fv, n);
  std::printf("%d %d\n", a, b);
  return (a == 4032 && b == 4160) ? 0 : 1; // 2 * (0 + ... + 63), 2 * (1 + ... + 64)
}
// CHECK: 4032 4160
