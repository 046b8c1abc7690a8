// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// A restrict(cpu, amp) kernel (the conformance suite's __GPU) that calls
// functions, constructors and operators overloaded on restriction runs their
// amp overloads on the host accelerator too. Its text is the launch's, which
// only the kernel runs, so its calls are renamed in place. Before, the host
// accelerator ran the cpu overloads of named functions (f(21) gave -1, the
// device 42): a wrong answer without a word.
// Under -fsanitize=amp the host's checks of `av[0]` sit inside the amp
// assignment's call that replaces `av[0] = s3` (they once split it):
// RUN: %amp-clang -fsanitize=amp %s -o %t.san
// RUN: env AMP_CLANG_DEVICE=host %t.san | FileCheck %s
// A functor's restrict(cpu, amp) operator() is also cpu code's, which must
// keep calling the cpu overloads, so the host accelerator refuses it:
// RUN: %amp-clang -DFUNCTOR %s -o %t.functor
// RUN: %t.functor | FileCheck %s --check-prefix=FUNCTOR
// RUN: env AMP_CLANG_DEVICE=host not --crash %t.functor 2>&1 | FileCheck %s --check-prefix=FUNCTOR-HOST
// FUNCTOR: functor 42 cpu -1
// FUNCTOR-HOST: cannot run on the host accelerator: its kernel, a restrict(cpu, amp) functor or lambda named outside the launch, calls functions overloaded on restriction
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int f(int x) restrict(cpu) { return -1; }
int f(int x) restrict(amp) { return x * 2; }

struct S {
  int v;
  S(int x) restrict(cpu, amp) : v(x) {}
  S(const S &o) restrict(amp) : v(o.v + 1) {}
  S(const S &o) restrict(cpu) : v(0) {}
  S &operator=(const S &o) restrict(amp) { v = o.v * 10; return *this; }
  S &operator=(const S &o) restrict(cpu) { v = 0; return *this; }
};

// Called from the kernel: needs an amp copy on the host.
int g(int x) restrict(cpu, amp) { return f(x) + 1; }

#ifdef FUNCTOR
struct K {
  array_view<int, 1> a;
  void operator()(index<1> i) const restrict(cpu, amp) { a[i] = f(21); }
};
int main() {
  std::vector<int> d(1);
  array_view<int, 1> a(1, d);
  K k{a};
  parallel_for_each(a.extent, k);
  a.synchronize();
  int device = d[0];
  k(index<1>(0));
  std::printf("functor %d cpu %d\n", device, d[0]);
  return 0;
}
#else
int main() {
  std::vector<S> v(1, S(0));
  std::vector<int> d(3);
  array_view<S, 1> av(1, v);
  array_view<int, 1> a(3, d);
  parallel_for_each(extent<1>(1), [=](index<1> i) restrict(cpu, amp) {
    S s1(12);
    S s2 = s1;   // the amp copy: 13
    S s3(s2);    // 14
    av[0] = s3;  // the amp assignment: 140
    a[0] = f(21);
    a[1] = g(5);
    a[2] = s2.v;
  });
  a.synchronize();
  av.synchronize();
  std::printf("%d %d %d %d | cpu %d %d\n", d[0], d[1], d[2], v[0].v, f(21), g(5));
  return 0;
}
#endif
// CHECK: 42 11 13 140 | cpu -1 0
