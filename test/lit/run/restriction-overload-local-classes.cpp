// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// Two local classes of one name in two functions are no restriction twins:
// the kernel's Op::h(int) restrict(cpu, amp) is the exact match for h(6),
// whatever the cpu-only Op::h of helper(). (On the host accelerator the
// kernel is refused: the checks name local classes without their function,
// docs/host-accelerator.md; hence no differential run.)
#include <amp.h>

#include <cstdio>

using namespace concurrency;

int helper() {
  struct Op {
    int h(int x) const restrict(cpu) { return -x; }
  };
  return Op().h(1);
}

int main() {
  int r = 0;
  array_view<int, 1> av(1, &r);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    struct Op {
      int h(int x) const restrict(cpu, amp) { return x * 7; }
      int h(float) const restrict(amp) { return -7; }
    };
    av[i] = Op().h(6);
  });
  av.synchronize();
  std::printf("amp %d cpu %d\n", r, helper());
  return 0;
}
// CHECK: amp 42 cpu -1
