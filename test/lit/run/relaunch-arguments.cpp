// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A launch sets only the kernel arguments that changed since the kernel's last
// launch. Relaunching one kernel with other views, other captured values, the
// same views again, and views over buffers made after others were released
// must each see its own arguments.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

static void scale(array_view<float, 1> out, array_view<const float, 1> in, float a) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = a * in[i]; });
}

int main() {
  const int n = 1000;
  std::vector<float> x(n, 1.0f), y(n, 2.0f), r1(n), r2(n);
  array_view<const float, 1> xv(n, x), yv(n, y);
  array_view<float, 1> o1(n, r1), o2(n, r2);
  scale(o1, xv, 3.0f);
  scale(o2, yv, 3.0f);  // other views, same value
  scale(o1, yv, 5.0f);  // first output again, other input and value
  o1.synchronize();
  o2.synchronize();
  std::printf("%g %g %g %g\n", r1[0], r1[n - 1], r2[0], r2[n - 1]);
  // CHECK: 10 10 6 6
  for (int round = 0; round < 3; ++round) {
    // Fresh buffers each round: the previous round's were released.
    std::vector<float> in(n, float(round + 1)), out(n, 0.0f);
    array_view<const float, 1> iv(n, in);
    array_view<float, 1> ov(n, out);
    scale(ov, iv, 2.0f);
    ov.synchronize();
    std::printf("round %d: %g %g\n", round, out[0], out[n - 1]);
  }
  // CHECK: round 0: 2 2
  // CHECK: round 1: 4 4
  // CHECK: round 2: 6 6
  return 0;
}
