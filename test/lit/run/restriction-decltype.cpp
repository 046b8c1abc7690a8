// RUN: %amp-clang %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty
// RUN: %t | FileCheck %s
// decltype follows the calling context's restriction: with
// `float h() restrict(cpu)` beside `int h() restrict(amp)`, decltype(h()) is
// float in cpu code and int in amp code, at run time on both sides.
// (What the front end evaluates in cpu code, a static_assert on it, still
// sees the amp h: restriction-decltype-static.cpp, an expected failure.)
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

float h() restrict(cpu) { return 0.5f; }
int h() restrict(amp) { return 2; }

int main() {
  decltype(h()) x = 1.5f + h();
  std::printf("cpu %.1f\n", (double)x);
  // CHECK: cpu 2.0
  std::vector<float> o(1);
  array_view<float, 1> av(1, o);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    decltype(h()) y = 7 / h(); // int: 3
    av[i] = (float)y + 0.25f;
  });
  av.synchronize();
  std::printf("amp %.2f\n", o[0]);
  // CHECK: amp 3.25
}
// BUILD-NOT: error
