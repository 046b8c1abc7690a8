// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Instantiations of one kernel text may capture different variables:
// `if constexpr` drops the uses of some (a value, a view, a struct holding a
// view's other member) in some instantiations. The host's one fill names every
// capture of any instantiation and skips, per instantiation, those it lacks,
// for a lambda launched in place and for one passed by name.
#include <amp.h>
#include <cstdio>
using namespace concurrency;
struct Pair { array_view<int, 1> a; int k; };
template <bool Twice> void by_branch(array_view<int, 1> av, int k, array_view<int, 1> extra, Pair p) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    if constexpr (Twice) {
      av[i] = 2 * k + p.k;
      extra[i] = 5;
      p.a[i] = 6;
    } else {
      av[i] = 1 + p.k;
      p.a[i] = 8;
    }
  });
  auto bound = [=](index<1> i) restrict(amp) {
    if constexpr (Twice)
      extra[i] += k;
  };
  parallel_for_each(av.extent, bound);
}
int main() {
  int a = 0, e = 0, x = 0;
  array_view<int, 1> av(1, &a), ev(1, &e), xv(1, &x);
  Pair p{xv, 100};
  by_branch<true>(av, 3, ev, p);
  av.synchronize(); ev.synchronize(); xv.synchronize();
  std::printf("%d %d %d\n", a, e, x);
  // CHECK: 106 8 6
  by_branch<false>(av, 3, ev, p);
  av.synchronize(); ev.synchronize(); xv.synchronize();
  std::printf("%d %d %d\n", a, e, x);
  // CHECK-NEXT: 101 8 8
}
