// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// In amp code a cpu-only overload is no candidate: g(1.5f) with
// `int g(float) restrict(cpu)` beside `int g(int) restrict(amp)` calls g(int)
// (converting the argument), and cpu code still calls g(float). Members too.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int g(float) restrict(cpu) { return 1; }
int g(int) restrict(amp) { return 2; }

struct Scale {
  float by(double v) const restrict(cpu) { return float(v) * 10.0f; }
  float by(float v) const restrict(amp) { return v * 20.0f; }
};

int main() {
  Scale s;
  std::printf("cpu %d %.1f\n", g(1.5f), s.by(0.5));
  // CHECK: cpu 1 5.0
  std::vector<float> o(2);
  array_view<float, 1> av(2, o);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Scale t;
    av[i] = i[0] == 0 ? float(g(1.5f)) : t.by(0.5);
  });
  av.synchronize();
  std::printf("amp %.1f %.1f\n", o[0], o[1]);
  // CHECK: amp 2.0 10.0
}
