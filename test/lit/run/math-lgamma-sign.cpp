// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: FileCheck %s --check-prefix=CL < %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// precise_math's lgamma as Microsoft declares it: lgamma(x, &sign) gives
// log|gamma(x)| and the sign of gamma(x), in float (lgamma, lgammaf) and
// double, against the host's lgamma_r; tolerances as docs/math.md records.
// CL: amp_lgamma_sign_float_private(
#include <amp.h>
#include <amp_math.h>

#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;
namespace pm = concurrency::precise_math;

int main() {
  std::vector<double> in = {0.5, 1.5, -0.5, -1.5, 3.0, -2.5, 10.25};
  const int N = static_cast<int>(in.size());
  std::vector<double> val(N * 3);
  std::vector<int> sign(N * 3);
  array_view<const double, 1> x(N, in);
  array_view<double, 1> v(N * 3, val);
  array_view<int, 1> s(N * 3, sign);
  parallel_for_each(x.extent, [=](index<1> i) restrict(amp) {
    int a = 0, b = 0, c = 0;
    float xf = static_cast<float>(x[i]);
    v[i[0] * 3 + 0] = pm::lgamma(xf, &a);
    v[i[0] * 3 + 1] = pm::lgammaf(xf, &b);
    v[i[0] * 3 + 2] = pm::lgamma(x[i], &c);
    s[i[0] * 3 + 0] = a;
    s[i[0] * 3 + 1] = b;
    s[i[0] * 3 + 2] = c;
  });
  v.synchronize();
  s.synchronize();
  int bad = 0;
  for (int r = 0; r < N; ++r) {
    int want = 0;
    double ref = lgamma_r(in[r], &want);
    for (int c = 0; c < 3; ++c) {
      double tol = c < 2 ? 4e-6 : 1e-12;
      if (std::fabs(val[r * 3 + c] - ref) > tol * std::fmax(1.0, std::fabs(ref)) || sign[r * 3 + c] != want) {
        std::printf("lgamma(%g) column %d: got %.17g sign %d, want %.17g sign %d\n", in[r], c, val[r * 3 + c],
                    sign[r * 3 + c], ref, want);
        ++bad;
      }
    }
  }
  // The signs themselves: gamma is negative at -0.5 and -2.5 only.
  std::printf("signs");
  for (int r = 0; r < N; ++r)
    std::printf(" %d", sign[r * 3 + 2]);
  std::printf(", mismatches %d\n", bad);
  // CHECK-NOT: column
  // CHECK: signs 1 1 -1 1 1 -1 1, mismatches 0
  return bad != 0;
}
