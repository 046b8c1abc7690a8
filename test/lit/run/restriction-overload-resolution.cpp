// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// Restriction takes part in overload resolution (C++ AMP 2.3): an overload
// that the calling context's restriction does not allow is not a candidate,
// whatever its parameter types. Host code never runs the amp-only overloads,
// kernels never the cpu-only ones, on the device or on the host accelerator.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

int f(int) restrict(amp) { return 0; }
int f(double) { return 1; }

struct S {
  int pick(int) const restrict(amp) { return 20; }
  int pick(float) const restrict(cpu) { return 10; }
};

int both(int v) restrict(cpu, amp) { return f(v) + 100; } // cpu 101, amp 100

int main() {
  // A cpu call with an int: f(int) is not viable here, f(double) is.
  std::printf("cpu f(1) = %d\n", f(1));
  // CHECK: cpu f(1) = 1
  S s;
  std::printf("cpu pick(1) = %d\n", s.pick(1));
  // CHECK: cpu pick(1) = 10
  std::printf("cpu both(1) = %d\n", both(1));
  // CHECK: cpu both(1) = 101
  std::vector<int> out(3);
  array_view<int, 1> av(3, out);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    S t;
    av[i] = i[0] == 0 ? f(i[0]) : i[0] == 1 ? t.pick(i[0]) : both(i[0]);
  });
  av.synchronize();
  std::printf("amp %d %d %d\n", out[0], out[1], out[2]);
  // CHECK: amp 0 20 100
  return f(1) == 1 ? 0 : 1;
}
