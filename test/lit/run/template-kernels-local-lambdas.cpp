// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A kernel written in a template, capturing a lambda local to a function: the
// lambda's type is named `main::$_N`, N counted in the order a compile first
// mangles such names. Lambdas made before it (a std::sort comparator, a
// kernel) or a host call of a restrict(cpu, amp) lambda give it another N in
// the host compile than in amp-clang's front end; each instantiation still
// runs its own kernel (launch.h: local_lambda names such lambdas where made).
#include <amp.h>
#include <algorithm>
#include <cstdio>
#include <vector>
using namespace concurrency;

template <typename Op> void apply(array_view<int, 1> av, Op op) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = op(av[i]); });
}

// Two lambdas through the one template, each instantiation its own kernel.
void two_lambdas(std::vector<int> &v) {
  array_view<int, 1> av(3, v);
  apply(av, [](int x) restrict(amp) { return x + 1; });
  apply(av, [](int x) restrict(amp) { return x * 2; });
  av.synchronize();
}

int main() {
  std::vector<int> v = {1, 3, 2};
  std::sort(v.begin(), v.end(), [](int a, int b) { return a > b; });
  array_view<int, 1> av(3, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += 1; });
  apply(av, [](int x) restrict(amp) { return x * 10; });
  av.synchronize();
  // CHECK: after one lambda: 40 30 20
  std::printf("after one lambda: %d %d %d\n", v[0], v[1], v[2]);
  std::vector<int> w = {1, 2, 3};
  two_lambdas(w);
  // CHECK: two lambdas: 4 6 8
  std::printf("two lambdas: %d %d %d\n", w[0], w[1], w[2]);

  // Named lambdas, one also called on the host before either launch.
  std::vector<int> u(1, 3);
  array_view<int, 1> uv(1, u);
  auto times10 = [](int x) restrict(amp) { return x * 10; };
  auto plus1 = [](int x) restrict(cpu, amp) { return x + 1; };
  // CHECK: host plus1: 2
  std::printf("host plus1: %d\n", plus1(1));
  apply(uv, times10);
  uv.synchronize();
  // CHECK: after times10: 30
  std::printf("after times10: %d\n", u[0]);
  apply(uv, plus1);
  uv.synchronize();
  // CHECK: after plus1: 31
  std::printf("after plus1: %d\n", u[0]);
  return 0;
}
