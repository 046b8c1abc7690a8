// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// The host accelerator runs it too: the amp operators come back there under
// other names, which the kernel's operator expressions call (it refused the
// kernel before, as one compile cannot keep both operators):
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// A member operator and a non-member one of the same symbol, differing in
// restriction, are one overload set: each context calls its own side's,
// whichever of the two is the member.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct A {
  int v;
  int operator+(const A &o) const restrict(cpu) { return v + o.v; }      // cpu: a sum
};
int operator+(const A &a, const A &b) restrict(amp) { return a.v * b.v; } // amp: a product

struct B {
  int v;
  int operator-(const B &o) const restrict(amp) { return 100 + v - o.v; }
};
int operator-(const B &a, const B &b) restrict(cpu) { return a.v - b.v; }

int main() {
  std::vector<int> out(2);
  array_view<int, 1> av(2, out);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    A a = {3}, b = {4};
    B c = {10}, d = {4};
    av[i] = i[0] == 0 ? a + b : c - d;
  });
  av.synchronize();
  A a = {3}, b = {4};
  B c = {10}, d = {4};
  std::printf("amp %d %d cpu %d %d\n", out[0], out[1], a + b, c - d);
  // CHECK: amp 12 106 cpu 7 6
}
