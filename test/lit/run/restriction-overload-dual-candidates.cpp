// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// The host accelerator's one compile sees g(float) beside g(int), so it
// refuses the kernel, saying why:
// RUN: env AMP_CLANG_DEVICE=host not --crash %t 2>&1 | FileCheck %s --check-prefix=HOST
// HOST: cannot run on the host accelerator: it calls g, which has restrict(cpu) and restrict(amp) overloads (or calls such a function) and is restrict(cpu, amp) beside restrict(cpu) overloads
// Overloads of other parameter types beside restrict(cpu, amp) ones: each side
// chooses among the overloads it can call. amp code's g(1.5f) calls
// g(int) restrict(cpu, amp), not the better-matching g(float) restrict(cpu);
// cpu code's f(1.0) calls f(int) restrict(cpu, amp), not f(double) restrict(amp).
#include <amp.h>

#include <cstdio>

using namespace concurrency;

int g(float) restrict(cpu) { return 1; }
int g(int) restrict(cpu, amp) { return 2; }

int f(double) restrict(amp) { return 3; }
int f(int) restrict(cpu, amp) { return 4; }

struct S {
  int get() restrict(amp) { return 5; }
  int get() const restrict(cpu, amp) { return 6; }
};

int main() {
  int r[3] = {};
  array_view<int, 1> out(3, r);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    S s;
    out[0] = g(1.5f);
    out[1] = f(1.0);
    out[2] = s.get();
  });
  out.synchronize();
  S s;
  std::printf("amp %d %d %d cpu %d %d %d\n", r[0], r[1], r[2], g(1.5f), f(1.0), s.get());
  // CHECK: amp 2 3 5 cpu 1 4 6
}
