// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// Every function fast_math and precise_math share with <cmath>, each form:
// fast_math's name and namef (float), precise_math's name (float and double)
// and namef. Each device value is compared with the host's <cmath> in long
// double at the same input, within the tolerance docs/math.md records:
// precise float 4e-6, double 1e-12 (relative, with an absolute floor near
// zero), fast_math 1e-3 (the precision of the device's native_ functions is
// its own). nextafter must equal the host's in the same precision. The other
// forms (frexp, modf, ldexp, sincos, classification) are in
// math-classification.cpp; the functions beyond <cmath> in
// math-precise-special.cpp and math-precise-classify.cpp.
#include <amp.h>
#include <amp_math.h>

#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;
namespace fm = concurrency::fast_math;
namespace pm = concurrency::precise_math;

// (name, input set): the functions of both namespaces, then precise_math's own.
#define UNARY_BOTH(X)                                                                                            \
  X(acos, 1) X(asin, 1) X(atan, 0) X(ceil, 0) X(cos, 0) X(cosh, 0) X(exp, 0) X(exp2, 0) X(fabs, 0) X(floor, 0)   \
  X(log, 2) X(log10, 2) X(log2, 2) X(round, 0) X(sin, 0) X(sinh, 0) X(sqrt, 2) X(tan, 0) X(tanh, 0) X(trunc, 0) \
  X(rsqrt, 2)
#define UNARY_PRECISE(X)                                                                                         \
  X(acosh, 3) X(asinh, 0) X(atanh, 1) X(cbrt, 0) X(erf, 0) X(erfc, 4) X(expm1, 0) X(log1p, 1) X(tgamma, 5)      \
  X(lgamma, 5)
#define BINARY_BOTH(X) X(atan2, 0) X(fmax, 0) X(fmin, 0) X(fmod, 0) X(pow, 2)
#define BINARY_PRECISE(X) X(hypot, 0) X(copysign, 0) X(fdim, 0) X(remainder, 0) X(nextafter, 0)

enum Fn {
#define ENUM(name, set) F_##name,
  UNARY_BOTH(ENUM) UNARY_PRECISE(ENUM) BINARY_BOTH(ENUM) BINARY_PRECISE(ENUM)
#undef ENUM
  F_fma, F_COUNT
};
const int FastCount = F_acosh; // fast_math has the first UNARY_BOTH functions ...
bool inFast(int fn) { return fn < FastCount || (fn >= F_atan2 && fn <= F_pow); } // ... and BINARY_BOTH
const char *names[] = {
#define NAME(name, set) #name,
    UNARY_BOTH(NAME) UNARY_PRECISE(NAME) BINARY_BOTH(NAME) BINARY_PRECISE(NAME)
#undef NAME
    "fma"};
const int sets[] = {
#define SET(name, set) set,
    UNARY_BOTH(SET) UNARY_PRECISE(SET) BINARY_BOTH(SET) BINARY_PRECISE(SET)
#undef SET
    0};

const int N = 8;
const double inputs[][N] = {
    {0.3, -0.7, 1.5, 2.25, -3.1, 0.01, 10.5, -0.2},      // 0: general
    {0.3, -0.7, 0.5, 0.99, -0.2, 0.01, 0.75, -0.999},    // 1: (-1, 1)
    {0.3, 0.7, 1.5, 2.25, 3.1, 0.01, 10.5, 100.0},       // 2: positive
    {1.0, 1.5, 2.25, 3.1, 10.5, 100.0, 1.01, 7.0},       // 3: from 1
    {0.3, -0.7, 1.5, 2.25, -3.1, 0.01, 3.5, -0.2},       // 4: erfc stays above float's least
    {0.3, 0.7, 1.5, 2.25, 3.1, 0.01, 10.5, 20.0}};       // 5: gamma stays within float
const double second[N] = {1.5, 2.0, -0.5, 3.0, -2.25, 0.75, 1.0, 4.0};
const double third[N] = {0.5, -1.0, 2.0, 0.25, 1.0, -3.0, 0.125, 8.0};

template <typename T> T precise(int fn, T x, T y, T z) restrict(amp) {
  switch (fn) {
#define CASE1(name, set) case F_##name: return pm::name(x);
#define CASE2(name, set) case F_##name: return pm::name(x, y);
    UNARY_BOTH(CASE1) UNARY_PRECISE(CASE1) BINARY_BOTH(CASE2) BINARY_PRECISE(CASE2)
  default: return pm::fma(x, y, z);
  }
}
float preciseSuffixed(int fn, float x, float y, float z) restrict(amp) {
  switch (fn) {
#define CASE1F(name, set) case F_##name: return pm::name##f(x);
#define CASE2F(name, set) case F_##name: return pm::name##f(x, y);
    UNARY_BOTH(CASE1F) UNARY_PRECISE(CASE1F) BINARY_BOTH(CASE2F) BINARY_PRECISE(CASE2F)
  default: return pm::fmaf(x, y, z);
  }
}
float fast(int fn, float x, float y, bool suffixed) restrict(amp) {
  switch (fn) {
#define FAST1(name, set) case F_##name: return suffixed ? fm::name##f(x) : fm::name(x);
#define FAST2(name, set) case F_##name: return suffixed ? fm::name##f(x, y) : fm::name(x, y);
    UNARY_BOTH(FAST1) BINARY_BOTH(FAST2)
  default: return 0.0f;
  }
}

namespace ref { // <cmath>, with rsqrt's definition beside it
using namespace std;
long double rsqrt(long double x) { return 1.0L / std::sqrt(x); }
} // namespace ref

long double reference(int fn, long double x, long double y, long double z) {
  switch (fn) {
#define REF1(name, set) case F_##name: return ref::name(x);
#define REF2(name, set) case F_##name: return ref::name(x, y);
    UNARY_BOTH(REF1) UNARY_PRECISE(REF1) BINARY_BOTH(REF2) BINARY_PRECISE(REF2)
  default: return std::fma(x, y, z);
  }
}

int misses = 0;
template <typename T> void check(const char *form, int fn, int k, T got, double rel) {
  int set = sets[fn];
  T x = static_cast<T>(inputs[set][k]), y = static_cast<T>(second[k]), z = static_cast<T>(third[k]);
  long double want = fn == F_nextafter ? static_cast<long double>(std::nextafter(x, y)) : reference(fn, x, y, z);
  long double err = std::fabs(static_cast<long double>(got) - want);
  if (!(err <= std::fmax(rel * std::fabs(want), rel * 1e-3))) {
    std::printf("%s %s(%g): got %.17g, want %.17Lg\n", form, names[fn], static_cast<double>(x), static_cast<double>(got),
                want);
    ++misses;
  }
}

int main() {
  const int Total = F_COUNT * N;
  std::vector<float> fx(Total), fy(Total), fz(Total), pf(Total), ps(Total), fa(Total), fs(Total);
  std::vector<double> dx(Total), dy(Total), dz(Total), pd(Total);
  for (int fn = 0; fn < F_COUNT; ++fn)
    for (int k = 0; k < N; ++k) {
      int i = fn * N + k;
      dx[i] = inputs[sets[fn]][k];
      dy[i] = second[k];
      dz[i] = third[k];
      fx[i] = static_cast<float>(dx[i]);
      fy[i] = static_cast<float>(dy[i]);
      fz[i] = static_cast<float>(dz[i]);
    }
  array_view<const float, 1> ax(Total, fx), ay(Total, fy), az(Total, fz);
  array_view<const double, 1> bx(Total, dx), by(Total, dy), bz(Total, dz);
  array_view<float, 1> opf(Total, pf), ops(Total, ps), ofa(Total, fa), ofs(Total, fs);
  array_view<double, 1> opd(Total, pd);
  parallel_for_each(opf.extent, [=](index<1> i) restrict(amp) {
    int fn = i[0] / N;
    opf[i] = precise<float>(fn, ax[i], ay[i], az[i]);
    ops[i] = preciseSuffixed(fn, ax[i], ay[i], az[i]);
    opd[i] = precise<double>(fn, bx[i], by[i], bz[i]);
    ofa[i] = fast(fn, ax[i], ay[i], false);
    ofs[i] = fast(fn, ax[i], ay[i], true);
  });
  opf.synchronize();
  ops.synchronize();
  opd.synchronize();
  ofa.synchronize();
  ofs.synchronize();
  int checked = 0;
  for (int fn = 0; fn < F_COUNT; ++fn)
    for (int k = 0; k < N; ++k) {
      int i = fn * N + k;
      check<float>("precise float", fn, k, pf[i], 4e-6);
      check<float>("precise namef", fn, k, ps[i], 4e-6);
      check<double>("precise double", fn, k, pd[i], 1e-12);
      checked += 3;
      if (inFast(fn)) {
        check<float>("fast name", fn, k, fa[i], 1e-3);
        check<float>("fast namef", fn, k, fs[i], 1e-3);
        checked += 2;
      }
    }
  std::printf("%d values of %d functions checked, %d misses\n", checked, static_cast<int>(F_COUNT), misses);
  // CHECK-NOT: got
  // CHECK: 1424 values of 42 functions checked, 0 misses
  return misses != 0;
}
