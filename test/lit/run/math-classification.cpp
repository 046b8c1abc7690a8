// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// Classification and decomposition functions of fast_math and precise_math,
// in float and double: isnan, isinf, isfinite, signbit, frexp, modf, ldexp, sincos.
#include <amp.h>
#include <amp_math.h>

#include <cstdio>
#include <limits>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<float> fin = {1.0f, -0.0f, std::numeric_limits<float>::quiet_NaN(),
                            -std::numeric_limits<float>::infinity()};
  std::vector<double> din(fin.begin(), fin.end());
  std::vector<int> out(4 * 8, 0);
  array_view<const float, 1> f(4, fin);
  array_view<const double, 1> d(4, din);
  array_view<int, 1> o(4 * 8, out);
  parallel_for_each(f.extent, [=](index<1> i) restrict(amp) {
    int k = i[0] * 8;
    o[k + 0] = fast_math::isnan(f[i]) ? 1 : 0;
    o[k + 1] = fast_math::isinf(f[i]) ? 1 : 0;
    o[k + 2] = precise_math::isfinite(f[i]) ? 1 : 0;
    o[k + 3] = precise_math::signbitf(f[i]) ? 1 : 0;
    o[k + 4] = precise_math::isnan(d[i]) ? 1 : 0;
    o[k + 5] = precise_math::isinf(d[i]) ? 1 : 0;
    o[k + 6] = precise_math::isfinite(d[i]) ? 1 : 0;
    o[k + 7] = precise_math::signbit(d[i]) ? 1 : 0;
  });
  o.synchronize();
  // CHECK: 1: 0 0 1 0 0 0 1 0
  // CHECK: -0: 0 0 1 1 0 0 1 1
  // CHECK: nan: 1 0 0 {{[01]}} 1 0 0 {{[01]}}
  // CHECK: -inf: 0 1 0 1 0 1 0 1
  const char *names[] = {"1", "-0", "nan", "-inf"};
  for (int r = 0; r < 4; ++r) {
    std::printf("%s:", names[r]);
    for (int c = 0; c < 8; ++c)
      std::printf(" %d", out[r * 8 + c]);
    std::printf("\n");
  }

  std::vector<float> parts(6, 0.0f);
  array_view<float, 1> p(6, parts);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    int e = 0;
    p[0] = fast_math::frexp(12.0f, &e); // 0.75 * 2^4
    p[1] = static_cast<float>(e);
    float whole = 0.0f;
    p[2] = precise_math::modff(2.25f, &whole);
    p[3] = whole;
    float s = 0.0f, c = 0.0f;
    precise_math::sincos(0.0f, &s, &c);
    p[4] = s + c;
    p[5] = fast_math::ldexp(3.0f, 2);
  });
  p.synchronize();
  // CHECK: 0.75 4 0.25 2 1 12
  std::printf("%g %g %g %g %g %g\n", parts[0], parts[1], parts[2], parts[3], parts[4], parts[5]);
  return 0;
}
