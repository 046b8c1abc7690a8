// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A kernel written in a template is one host text; at run time its
// instantiation's kernel is picked by the types of its captures and the
// template arguments around it. Instantiations that capture the same types
// must still each run their own kernel when they differ only in a parameter
// pack (of types or of values, of a function or of a class) or in the type
// of an `auto` parameter of a generic lambda (launched in place or by name).
#include <amp.h>
#include <cstdio>
using namespace concurrency;

struct A { static int v() restrict(amp) { return 1; } };
struct B { static int v() restrict(amp) { return 2; } };

// A pack the kernel's text names only through sizeof...
template <class... Ts> int count_kernel() {
  int r = 0;
  array_view<int, 1> av(1, &r);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = (int)sizeof...(Ts); });
  av.synchronize();
  return r;
}
template <int... Vs> int sum_kernel() {
  int r = 0;
  array_view<int, 1> av(1, &r);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { const int xs[] = {0, Vs...}; int s = 0; for (int k = 0; k < (int)(sizeof(xs) / sizeof(int)); ++k) s += xs[k]; av[i] = s; });
  av.synchronize();
  return r;
}

void first() {
  int r = 0;
  array_view<int, 1> av(1, &r);
  // A generic host lambda: its `auto` parameter picks the kernel.
  auto run = [&](auto tag) {
    using T = decltype(tag);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = T::v(); });
    av.synchronize();
    return r;
  };
  int a = run(A{});
  int b = run(B{});
  std::printf("generic %d %d\n", a, b);
  // CHECK: generic 1 2
  std::printf("packs %d %d %d\n", count_kernel<int>(), count_kernel<int, int>(), count_kernel<>());
  // CHECK-NEXT: packs 1 2 0
  std::printf("values %d %d\n", sum_kernel<1, 2>(), sum_kernel<5>());
  // CHECK-NEXT: values 3 5
  auto many = [&](auto... tags) {
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = (int)sizeof...(tags); });
    av.synchronize();
    return r;
  };
  std::printf("generic pack %d %d\n", many(A{}), many(A{}, B{}));
  // CHECK-NEXT: generic pack 1 2
}
template <class... Ts> struct Holder {
  int go() {
    int r = 0;
    array_view<int, 1> av(1, &r);
    auto k = [=](index<1> i) restrict(amp) { av[i] = 10 * (int)sizeof...(Ts); };
    parallel_for_each(av.extent, k);
    av.synchronize();
    return r;
  }
};
int more() {
  int r = 0;
  array_view<int, 1> av(1, &r);
  auto run = [&](auto tag) {
    using T = decltype(tag);
    auto k = [=](index<1> i) restrict(amp) { av[i] = T::v() + 100; };
    parallel_for_each(av.extent, k);
    av.synchronize();
    return r;
  };
  std::printf("bound %d %d\n", run(A{}), run(B{}));
  // CHECK: bound 101 102
  std::printf("class packs %d %d\n", Holder<int>().go(), Holder<int, A, B>().go());
  // CHECK-NEXT: class packs 10 30
  return 0;
}
int main() {
  first();
  more();
}
