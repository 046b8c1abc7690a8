// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// Restriction twins reached every way a kernel can reach them, run on the host
// accelerator as on the device (host/TwinRenames.h): a twin declared before it
// is defined, called from a restrict(amp) function, from a restrict(cpu, amp)
// function two calls deep (each gets an amp copy), through a member called on
// `this`, and from a functor kernel. Host code keeps calling the cpu twins.
// Twins named like a library function (`mine::fabs`) leave the library's
// `precise_math::fabs` alone (the conformance suite's amptest math does this).
#include <amp.h>
#include <amp_math.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int base() restrict(cpu);
int base() restrict(amp);
int base() restrict(cpu) { return 1; }
int base() restrict(amp) { return 2; }

int amp_only() restrict(amp) { return base() * 10; }       // 20

namespace mine {
float fabs(float v) restrict(cpu) { return v < 0 ? -v : v; }
float fabs(float v) restrict(amp) { return (v < 0 ? -v : v) + 0.5f; }
} // namespace mine
int inner() restrict(cpu, amp) { return base() + 100; }    // cpu 101, amp 102
int outer() restrict(cpu, amp) { return inner() * 1000; }  // cpu 101000, amp 102000

struct Counter {
  int scale;
  int step() const restrict(cpu) { return scale; }
  int step() const restrict(amp) { return scale * 2; }
  int twice() const restrict(cpu, amp) { return step() + step(); } // cpu 2s, amp 4s
};

struct Functor {
  array_view<int, 1> out;
  Counter c;
  void operator()(index<1> i) const restrict(amp) { out[i] = c.twice() + base(); }
};

int main() {
  std::vector<int> a(4), b(4);
  array_view<int, 1> av(4, a), bv(4, b);
  Counter c{3};
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = amp_only() + outer() + c.twice() + i[0] + (int)(precise_math::fabs(-3.0f) + mine::fabs(-2.0f)) * 1000000;
  });
  parallel_for_each(bv.extent, Functor{bv, Counter{5}});
  std::printf("kernel: %d %d, functor: %d\n", av[0], av[3], bv[1]);
  std::printf("host: %d %d\n", outer(), c.twice());
  return 0;
}
// CHECK: kernel: 5102032 5102035, functor: 22
// CHECK: host: 101000 6
