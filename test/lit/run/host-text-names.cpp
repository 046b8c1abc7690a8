// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// User names that look like the host text amp-clang writes: captures and
// globals named amp_a, amp_v, amp_k, amp_o, amp_n, amp_program and
// amp_kernel_0. The rewrite's own names are reserved identifiers (`_Amp_...`),
// so neither shadows the other, in a plain launch, a template's and a functor's.
#include <amp.h>
#include <cstdio>
using namespace concurrency;
int amp_kernel_0 = 5;
template <class T> void tk(array_view<T, 1> amp_v, T amp_a) {
  parallel_for_each(amp_v.extent, [=](index<1> i) restrict(amp) { amp_v[i] += amp_a; });
}
struct F { array_view<int, 1> amp_o; int amp_n; void operator()(index<1> i) const restrict(amp) { amp_o[i] += amp_n; } };
template <class K> void launch(K k) { parallel_for_each(k.amp_o.extent, k); }
int main() {
  int x[2] = {1, 2};
  array_view<int, 1> amp_a(2, x);
  int amp_k = 10, amp_program = 100;
  parallel_for_each(amp_a.extent, [=](index<1> i) restrict(amp) { amp_a[i] += amp_k + amp_program; });
  tk(amp_a, 1000);
  launch(F{amp_a, amp_kernel_0});
  amp_a.synchronize();
  std::printf("%d %d\n", x[0], x[1]);
  // CHECK: 1116 1117
}
