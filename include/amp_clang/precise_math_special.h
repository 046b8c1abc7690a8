// Concurrency::precise_math functions that OpenCL C has no built-in for:
// fpclassify, the inverse error functions, phi and probit. Plain amp code on
// the functions of amp_math.h, lowered like the user's; the host accelerator
// runs the same bodies.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/restrict.h>

#include <cmath>

namespace Concurrency {
namespace precise_math {

/// The host's FP_NAN, FP_INFINITE, FP_ZERO, FP_SUBNORMAL or FP_NORMAL, so that
/// cpu code compares the result with <cmath>'s constants.
inline int fpclassify(float x) restrict(amp) {
  return isnan(x) ? FP_NAN : isinf(x) ? FP_INFINITE : x == 0.0f ? FP_ZERO : isnormal(x) ? FP_NORMAL : FP_SUBNORMAL;
}
inline int fpclassify(double x) restrict(amp) {
  return isnan(x) ? FP_NAN : isinf(x) ? FP_INFINITE : x == 0.0 ? FP_ZERO : isnormal(x) ? FP_NORMAL : FP_SUBNORMAL;
}

namespace detail {
/// erfinv(x) / x, as a polynomial in w = -log((1 - x)(1 + x)): M. Giles,
/// "Approximating the erfinv function" (GPU Computing Gems, 2011), single
/// precision (relative error below 4e-7 over the whole range).
inline float erfinv_over_x(float w) restrict(amp) {
  float p;
  if (w < 5.0f) {
    w = w - 2.5f;
    p = 2.81022636e-08f;
    p = 3.43273939e-07f + p * w;
    p = -3.5233877e-06f + p * w;
    p = -4.39150654e-06f + p * w;
    p = 0.00021858087f + p * w;
    p = -0.00125372503f + p * w;
    p = -0.00417768164f + p * w;
    p = 0.246640727f + p * w;
    p = 1.50140941f + p * w;
  } else {
    w = sqrt(w) - 3.0f;
    p = -0.000200214257f;
    p = 0.000100950558f + p * w;
    p = 0.00134934322f + p * w;
    p = -0.00367342844f + p * w;
    p = 0.00573950773f + p * w;
    p = -0.0076224613f + p * w;
    p = 0.00943887047f + p * w;
    p = 1.00167406f + p * w;
    p = 2.83297682f + p * w;
  }
  return p;
}
} // namespace detail

namespace detail {
/// Newton steps on log(erfc(t)) = log(y) (erfc'(t) = -2/sqrt(pi) exp(-t^2)):
/// the logarithm keeps the steps sound deep in the tail, where erfc(t) and y
/// are far below 1; each step squares the relative error.
template <typename _AmpT> _AmpT erfcinv_refine(_AmpT t, _AmpT y, int steps) restrict(amp) {
  for (int k = 0; k < steps; ++k) {
    _AmpT slope = _AmpT(1.12837916709551257390) * exp(-t * t);
    _AmpT value = erfc(t);
    if (slope == _AmpT(0) || value == _AmpT(0))
      break;
    t += (log(value) - log(y)) * value / slope;
  }
  return t;
}
} // namespace detail

/// erfcinv(y) = erfinv(1 - y), with w computed from y itself: (1 - x)(1 + x)
/// is y (2 - y), exact where 1 - y would round to 1. Past the range of the
/// approximation (y below about 1e-7), Newton steps from erfc's asymptote.
/// Above 1, erfcinv(y) = -erfcinv(2 - y), and 2 - y is exact.
inline float erfcinvf(float y) restrict(amp) {
  if (!(y > 0.0f && y < 2.0f))
    return y == 0.0f ? INFINITY : y == 2.0f ? -INFINITY : nanf(0);
  float w = -log(y * (2.0f - y));
  if (w < 16.0f)
    return detail::erfinv_over_x(w) * (1.0f - y);
  float sign = y > 1.0f ? -1.0f : 1.0f; // no recursion in amp code
  y = y > 1.0f ? 2.0f - y : y;
  return sign * detail::erfcinv_refine(sqrt(-log(y)), y, 5);
}
inline float erfcinv(float y) restrict(amp) { return erfcinvf(y); }
inline float erfinvf(float x) restrict(amp) {
  if (!(x > -1.0f && x < 1.0f))
    return x == 1.0f ? INFINITY : x == -1.0f ? -INFINITY : nanf(0);
  return detail::erfinv_over_x(-log((1.0f - x) * (1.0f + x))) * x;
}
inline float erfinv(float x) restrict(amp) { return erfinvf(x); }

/// Double precision: the float result (or erfc's asymptote below float's
/// range), refined by Newton steps; three reach double precision.
inline double erfcinv(double y) restrict(amp) {
  if (!(y > 0.0 && y < 2.0))
    return y == 0.0 ? static_cast<double>(INFINITY) : y == 2.0 ? -static_cast<double>(INFINITY) : nan(0);
  double sign = y > 1.0 ? -1.0 : 1.0;
  y = y > 1.0 ? 2.0 - y : y;
  double t = y > 1e-37 ? static_cast<double>(erfcinvf(static_cast<float>(y))) : sqrt(-log(y));
  return sign * detail::erfcinv_refine(t, y, y > 1e-37 ? 3 : 6);
}
inline double erfinv(double x) restrict(amp) {
  if (!(x > -1.0 && x < 1.0))
    return x == 1.0 ? static_cast<double>(INFINITY) : x == -1.0 ? -static_cast<double>(INFINITY) : nan(0);
  if (fabs(x) >= 0.5) // 1 - |x| is exact here; erfc keeps the digits erf loses
    return x > 0.0 ? erfcinv(1.0 - x) : -erfcinv(1.0 + x);
  double t = static_cast<double>(erfinvf(static_cast<float>(x)));
  for (int k = 0; k < 3; ++k)
    t -= (erf(t) - x) / (1.12837916709551257390 * exp(-t * t));
  return t;
}

/// The standard normal distribution: phi its cumulative distribution
/// function, probit the inverse.
inline float phif(float x) restrict(amp) { return 0.5f * erfcf(-x * 0.707106781f); }
inline float phi(float x) restrict(amp) { return phif(x); }
inline double phi(double x) restrict(amp) { return 0.5 * erfc(-x * 0.70710678118654752440); }
inline float probitf(float p) restrict(amp) { return -1.41421356f * erfcinvf(2.0f * p); }
inline float probit(float p) restrict(amp) { return probitf(p); }
inline double probit(double p) restrict(amp) { return -1.41421356237309504880 * erfcinv(2.0 * p); }

} // namespace precise_math
} // namespace Concurrency
