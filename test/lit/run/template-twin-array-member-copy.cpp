// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A template overloaded on restriction whose cpu side launches a kernel is
// instantiated by amp-clang after the parse (the cpu side is renamed in the
// front end's view, where nothing calls it). Its body copy-assigns a local
// class with an array member, whose implicit operator= calls __builtin_memcpy,
// which Clang declares on first use in the translation unit's scope; that
// scope was gone by then and amp-clang crashed (exit status 139). Microsoft's
// Algorithms Library's swap_ranges reaches such a copy through
// array_view::section.
#include <amp.h>
#include <cstdio>
#include <vector>

namespace lib {
template <typename T> void exchange(T &a, T &b) restrict(cpu, amp) {
  T t = a;
  a = b;
  b = t;
}

template <typename I> int swap_halves(I first, I last) restrict(amp);
template <typename I> int swap_halves(I first, I last) {
  int n = int(last - first) / 2;
  concurrency::array_view<int> a(n, &*first), b(n, &*(first + n));
  concurrency::parallel_for_each(a.extent, [=](concurrency::index<1> i) restrict(amp) {
    lib::exchange(a[i], b[i]);
  });
  struct Block {
    int v[4];
  } x{{1, 2, 3, 4}}, y{};
  y = x; // the implicit copy assignment: __builtin_memcpy
  a.synchronize();
  b.synchronize();
  return y.v[3];
}
} // namespace lib

int main() {
  std::vector<int> v(8);
  for (int i = 0; i < 8; ++i)
    v[i] = i;
  int copied = lib::swap_halves(v.begin(), v.end());
  for (int x : v)
    std::printf("%d ", x);
  std::printf("copied %d\n", copied);
  // CHECK: 4 5 6 7 0 1 2 3 copied 4
  return 0;
}
