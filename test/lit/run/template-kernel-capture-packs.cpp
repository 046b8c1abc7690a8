// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Kernels capturing a function parameter pack (`sum(args...)` in the body):
// of a function template and of a generic lambda, empty or not, launched in
// place or passed by name, and used only where `if constexpr` keeps it. The
// host fills the pack's elements after the other captures, at each
// instantiation's offsets.
#include <amp.h>
#include <cstdio>
using namespace concurrency;
int sum() restrict(amp) { return 0; }
template <class T, class... R> int sum(T t, R... r) restrict(amp) { return (int)t + sum(r...); }
// A pack captured by a kernel launched in place, with a capture after it.
template <class... Args> void add_all(array_view<int, 1> av, Args... args) {
  int scale = 2;
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += scale * sum(args...); });
}
// By a kernel passed by name, and only where `if constexpr` keeps its use.
template <bool Use, class... Args> void maybe_add(array_view<int, 1> av, Args... args) {
  auto k = [=](index<1> i) restrict(amp) {
    if constexpr (Use)
      av[i] += sum(args...);
    else
      av[i] += 1;
  };
  parallel_for_each(av.extent, k);
}
int main() {
  int x[2] = {1, 2};
  array_view<int, 1> av(2, x);
  add_all(av, 10, 20.5f, 300);
  add_all(av);
  add_all(av, 4000);
  av.synchronize();
  std::printf("%d %d\n", x[0], x[1]);
  // CHECK: 8661 8662
  maybe_add<true>(av, 5, 6);
  maybe_add<false>(av, 5, 6);
  maybe_add<true>(av);
  // A generic lambda's pack.
  auto gen = [&](auto... xs) { parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += sum(xs...) * 100; }); };
  gen(1, 2.0);
  gen();
  av.synchronize();
  std::printf("%d %d\n", x[0], x[1]);
  // CHECK-NEXT: 8973 8974
}
