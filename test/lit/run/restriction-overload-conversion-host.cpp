// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// A class with `operator float() restrict(cpu)` beside `operator float()
// restrict(amp)` (the conformance suite's "conversion operators overloaded by
// restriction in a class"): kernels converting it call the amp one, on the
// host accelerator too. The host compile keeps only the cpu one under its own
// name, so the host copy of the kernel calls the amp one by another name
// (`(h).operator_float__amp_twin()`) wherever the kernel converts implicitly,
// with a cast (C++ and functional), by an explicit `h.operator float()`, in a condition (operator
// bool) and in a function the kernel calls. The host accelerator refused these
// kernels: "it calls Half::operator float, which has restrict(cpu) and
// restrict(amp) overloads ... and is a constructor, destructor, conversion or
// operator".
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct Half {
  float v;
  operator float() const restrict(cpu) { return v + 1000.0f; }
  operator float() const restrict(amp) { return v * 2.0f; }
  operator bool() const restrict(cpu) { return false; }
  operator bool() const restrict(amp) { return v > 1.5f; }
};

struct Holder {
  Half h;
};

// Conversion functions of other target types split by restriction.
struct Count {
  int v;
  operator int() const restrict(cpu) { return v * 10; }
  operator long() const restrict(amp) { return v * 20; }
};

float through(const Holder &w) restrict(amp) { return w.h; }
float identity(float x) restrict(amp) { return x; }

int main() {
  std::vector<float> o(4), p(4);
  std::vector<int> q(4);
  array_view<float, 1> av(4, o), pv(4, p);
  array_view<int, 1> qv(4, q);
  parallel_for_each(av.extent, [=](index<1> k) restrict(amp) {
    Holder w{{float(k[0])}};
    float r = w.h.operator float();
    if (w.h)
      r += 100.0f;
    av[k] = r + through(w) + static_cast<float>(w.h);
    pv[k] = identity(w.h) + (float(w.h) + 0.5f);
    Count c{k[0]};
    int n = c;
    qv[k] = n + static_cast<int>(c + 1);
  });
  av.synchronize();
  pv.synchronize();
  qv.synchronize();
  // CHECK: amp 0 6 112 118
  std::printf("amp %g %g %g %g\n", o[0], o[1], o[2], o[3]);
  // CHECK-NEXT: amp 0.5 4.5 8.5 12.5
  std::printf("amp %g %g %g %g\n", p[0], p[1], p[2], p[3]);
  // CHECK-NEXT: amp 1 41 81 121
  std::printf("amp %d %d %d %d\n", q[0], q[1], q[2], q[3]);
  Half c{1.0f};
  // CHECK-NEXT: cpu 1001 0
  std::printf("cpu %g %d\n", static_cast<float>(c), c ? 1 : 0);
  return 0;
}
