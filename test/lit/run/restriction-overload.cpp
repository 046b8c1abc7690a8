// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// On the host accelerator the kernel calls the amp twins too: the host compile
// holds them under other names (host/TwinRenames.h), so %run's two devices agree.
// Overloading on restriction: the calling context picks the overload. Kernels
// call the restrict(amp) twins, host code the restrict(cpu) or unannotated ones.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int where() restrict(cpu) { return 1; }
int where() restrict(amp) { return 2; }

float scale(float x) { return x * 10.0f; }
float scale(float x) restrict(amp) { return x * 100.0f; }

struct Probe {
  int id() const restrict(cpu) { return 3; }
  int id() const restrict(amp) { return 4; }
};

int both() restrict(cpu, amp) { return where() * 1000; }

int main() {
  std::vector<int> out(4);
  std::vector<float> f(4);
  array_view<int, 1> ov(4, out);
  array_view<float, 1> fv(4, f);
  Probe p;
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    ov[i] = where() + p.id() * 10 + both();
    fv[i] = scale(1.0f);
  });
  std::printf("device: %d %g\n", ov[0], fv[0]);
  std::printf("host: %d %g\n", where() + p.id() * 10 + both(), scale(1.0f));
  return 0;
}
// CHECK: device: 2042 100
// CHECK: host: 1031 10
