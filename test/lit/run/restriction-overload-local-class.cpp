// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// On the host accelerator the kernel calls the amp twins too: the host compile
// holds them under other names (host/TwinRenames.h), so %run's two devices agree.
// Overloading on restriction inside a local class: member twins of a class
// defined in a function body (a cpu/amp function, and a kernel lambda), one of
// them with an exception specification (the conformance suite's
// Exception_specification/Test.02).
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int which() restrict(cpu, amp) {
  struct Local {
    int h(void) restrict(cpu) throw() { return 1; }
    int h(void) restrict(amp) { return 2; }
  } x;
  return x.h();
}

int main() {
  std::vector<int> out(2);
  array_view<int, 1> ov(2, out);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    struct InKernel {
      int k(int v) restrict(amp) { return v + 10; }
      int k(int v) restrict(cpu) { return v + 20; }
    };
    InKernel o;
    ov[i] = i[0] == 0 ? which() : o.k(i[0]);
  });
  std::printf("device: %d %d, host: %d\n", ov[0], ov[1], which());
  return 0;
}
// CHECK: device: 2 11, host: 1
