// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// precise_math's functions with exact results, in float (name and namef) and
// double: fpclassify (the host's FP_* values), isnormal, ilogb, nan and
// remquo. Each device result must equal the host's <cmath>.
#include <amp.h>
#include <amp_math.h>

#include <cmath>
#include <cstdio>
#include <limits>
#include <vector>

using namespace concurrency;
namespace pm = concurrency::precise_math;

const int N = 6, Cols = 9;

int main() {
  std::vector<double> din = {1.5, 0.0, std::numeric_limits<double>::infinity(),
                             std::numeric_limits<double>::quiet_NaN(), -1e-310, -96.25};
  std::vector<float> fin = {1.5f, 0.0f, std::numeric_limits<float>::infinity(),
                            std::numeric_limits<float>::quiet_NaN(), -1e-40f, -96.25f};
  std::vector<int> out(N * Cols);
  array_view<const double, 1> d(N, din);
  array_view<const float, 1> f(N, fin);
  array_view<int, 1> o(N * Cols, out);
  parallel_for_each(d.extent, [=](index<1> i) restrict(amp) {
    int k = i[0] * Cols;
    o[k + 0] = pm::fpclassify(f[i]);
    o[k + 1] = pm::fpclassify(d[i]);
    o[k + 2] = pm::isnormal(f[i]);
    o[k + 3] = pm::isnormal(d[i]);
    // ilogb of 0, inf and NaN is implementation-defined: finite non-zero only.
    bool finite = pm::isfinite(d[i]) && d[i] != 0.0;
    o[k + 4] = finite && pm::isnormal(f[i]) ? pm::ilogb(f[i]) : 0;
    o[k + 5] = finite && pm::isnormal(f[i]) ? pm::ilogbf(f[i]) : 0;
    o[k + 6] = finite ? pm::ilogb(d[i]) : 0;
    o[k + 7] = pm::isnan(pm::nanf(i[0])) && pm::isnan(pm::nan(i[0])) ? 1 : 0;
    int qf = 0, qd = 0;
    float rf = pm::remquof(7.5f + i[0], 2.0f, &qf);
    double rd = pm::remquo(-7.5 - i[0], 2.0, &qd);
    o[k + 8] = static_cast<int>(rf * 4) * 10000 + (qf & 7) * 1000 + static_cast<int>(rd * 4) * 10 + (qd < 0 ? -qd & 7 : qd & 7);
  });
  o.synchronize();
  int bad = 0;
  for (int r = 0; r < N; ++r) {
    const int *got = &out[r * Cols];
    bool finite = std::isfinite(din[r]) && din[r] != 0.0;
    int qf = 0, qd = 0;
    float rf = std::remquo(7.5f + r, 2.0f, &qf);
    double rd = std::remquo(-7.5 - r, 2.0, &qd);
    int want[Cols] = {std::fpclassify(fin[r]), std::fpclassify(din[r]), std::isnormal(fin[r]), std::isnormal(din[r]),
                      finite && std::isnormal(fin[r]) ? std::ilogb(fin[r]) : 0,
                      finite && std::isnormal(fin[r]) ? std::ilogb(fin[r]) : 0, finite ? std::ilogb(din[r]) : 0, 1,
                      static_cast<int>(rf * 4) * 10000 + (qf & 7) * 1000 + static_cast<int>(rd * 4) * 10 +
                          (qd < 0 ? -qd & 7 : qd & 7)};
    for (int c = 0; c < Cols; ++c)
      if (got[c] != want[c]) {
        std::printf("input %g column %d: got %d, want %d\n", din[r], c, got[c], want[c]);
        ++bad;
      }
  }
  // The values themselves, so that a host and device that agree on a wrong
  // answer still fail: fpclassify of 1.5, 0, inf, NaN, a subnormal.
  std::printf("fpclassify %d %d %d %d %d\n", out[0 * Cols] == FP_NORMAL, out[1 * Cols] == FP_ZERO,
              out[2 * Cols] == FP_INFINITE, out[3 * Cols] == FP_NAN, out[4 * Cols + 1] == FP_SUBNORMAL);
  // CHECK-NOT: got
  // CHECK: fpclassify 1 1 1 1 1
  std::printf("ilogb(-96.25) %d, mismatches %d\n", out[5 * Cols + 6], bad);
  // CHECK: ilogb(-96.25) 6, mismatches 0
  return bad != 0;
}
