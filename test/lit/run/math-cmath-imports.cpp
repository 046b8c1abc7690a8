// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// Microsoft's <amp_math.h> imports <cmath>'s functions into fast_math and
// precise_math: cpu code calling fast_math::exp calls std::exp (its double
// overload too, and std's forms for integers), amp code the amp function, and
// a restrict(cpu, amp) function each on its side.
#include <amp.h>
#include <amp_math.h>

#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

float both(float x) restrict(amp, cpu) { return fast_math::exp(x) + precise_math::sqrt(x) + fast_math::fmaxf(x, 2.0f); }
// Double precision: a float exp would differ from std::exp(1.0) in the 8th digit.
bool host_double_exact() { return fast_math::exp(1.0) == std::exp(1.0) && precise_math::log(3.0) == std::log(3.0); }
double host_int() { return precise_math::sqrt(2) + precise_math::pow(2, 10); }
float host_f(float x) {
  int e;
  float m = fast_math::frexp(x, &e);
  float ip;
  float fr = precise_math::modff(x, &ip);
  return m + e + fr + ip + precise_math::tgammaf(x) + precise_math::fma(x, x, x) + fast_math::ldexpf(x, 2);
}
namespace plain {
using namespace concurrency::precise_math;
double h(double x) { return cbrt(x) + hypot(x, x); }
} // namespace plain

int main() {
  std::vector<float> v(4, 2.0f);
  array_view<float, 1> a(4, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = both(a[i]) + precise_math::tgamma(a[i]); });
  a.synchronize();
  // CHECK: 11.803 10.803 1 1025.4142135623731 25.204 13.313708
  std::printf("%.3f %.3f %d %.17g %.3f %.6f\n", v[0], both(2.0f), host_double_exact() ? 1 : 0, host_int(),
              host_f(2.5f), plain::h(8.0));
  return 0;
}
