// C++ AMP math: concurrency::fast_math (float) and concurrency::precise_math (float and double).
#pragma once

#include <amp_clang/namespace.h>
#include <vector> // as Microsoft's amp_math.h, through its <amprt.h>

#include <amp_clang/preferred.h>
#include <amp_clang/restrict.h>

#include <cmath>
#include <type_traits>

// Each function is restrict(amp). Under amp-clang's front end it is also a
// host function for overload resolution (Clang's CUDA targets): its body, in
// <cmath> terms, is for the host compile only (the lowering maps each call to
// an OpenCL built-in), and cpu code calling one still breaks
// amp-call-amp-function, which reads the restriction itself.
#if defined(AMP_CLANG_CUDA_TARGETS)
#define AMP_CLANG_MATH_RESTRICT __attribute__((annotate("amp.restrict:amp"), host, device))
#else
#define AMP_CLANG_MATH_RESTRICT restrict(amp) AMP_CLANG_PREFERRED
#endif

// Each function is restrict(amp), as Microsoft declares them: cpu code calling
// one is an error (amp-call-amp-function); host code uses <cmath>. The
// lowering maps the calls to OpenCL built-ins (native_* for fast_math); the
// bodies, in <cmath> terms, are what the host compile sees.
#define AMP_CLANG_MATH_1(NAME, _AmpT, EXPR)                                                    \
  inline _AmpT NAME(_AmpT x) AMP_CLANG_MATH_RESTRICT { return EXPR; }
#define AMP_CLANG_MATH_2(NAME, _AmpT, EXPR)                                                    \
  inline _AmpT NAME(_AmpT x, _AmpT y) AMP_CLANG_MATH_RESTRICT { return EXPR; }

// Microsoft's amp_math.h ends fast_math and precise_math with "Import CMATH
// C++ functions": using-declarations of <cmath>'s functions (in fast_math the
// C90 set and exp2, fmax, fmin, log2, round, trunc; in precise_math those and
// C99's), each with its f form. Restriction picks: cpu code calling
// fast_math::exp gets std::exp (its double overload too), amp code the amp
// function. The front end parses the amp functions, marked imported, and the
// rule amp-call-amp-function lets cpu calls of them pass; the host compile
// sees the using-declarations in their place (C++ forbids both at once).
#if defined(AMP_CLANG_FRONTEND)
#define AMP_CLANG_MATH_IMPORTED(...) __VA_ARGS__
#define AMP_CLANG_MATH_IMPORT(NAME)
#define AMP_CLANG_MATH_IMPORT_MARK __attribute__((annotate("amp.cmath_import")))
#else
#define AMP_CLANG_MATH_IMPORTED(...)
#define AMP_CLANG_MATH_IMPORT(NAME)                                                        \
  using std::NAME;                                                                         \
  using ::NAME##f;
#define AMP_CLANG_MATH_IMPORT_MARK
#endif
#define AMP_CLANG_MATH_1I(NAME, _AmpT, EXPR)                                                   \
  inline _AmpT NAME(_AmpT x) AMP_CLANG_MATH_RESTRICT AMP_CLANG_MATH_IMPORT_MARK { return EXPR; }
#define AMP_CLANG_MATH_2I(NAME, _AmpT, EXPR)                                                   \
  inline _AmpT NAME(_AmpT x, _AmpT y) AMP_CLANG_MATH_RESTRICT AMP_CLANG_MATH_IMPORT_MARK { return EXPR; }

// name, namef for float, imported from <cmath>; FN is the std:: function.
#define AMP_CLANG_MATH_F1(NAME, FN)                                                        \
  AMP_CLANG_MATH_IMPORTED(AMP_CLANG_MATH_1I(NAME, float, static_cast<float>(std::FN(x)))   \
                          AMP_CLANG_MATH_1I(NAME##f, float, static_cast<float>(std::FN(x)))) \
  AMP_CLANG_MATH_IMPORT(NAME)
#define AMP_CLANG_MATH_F2(NAME, FN)                                                        \
  AMP_CLANG_MATH_IMPORTED(AMP_CLANG_MATH_2I(NAME, float, static_cast<float>(std::FN(x, y))) \
                          AMP_CLANG_MATH_2I(NAME##f, float, static_cast<float>(std::FN(x, y)))) \
  AMP_CLANG_MATH_IMPORT(NAME)

#define AMP_CLANG_MATH_COMMON_FLOAT                                                        \
  AMP_CLANG_MATH_F1(acos, acos)                                                            \
  AMP_CLANG_MATH_F1(asin, asin)                                                            \
  AMP_CLANG_MATH_F1(atan, atan)                                                            \
  AMP_CLANG_MATH_F2(atan2, atan2)                                                          \
  AMP_CLANG_MATH_F1(ceil, ceil)                                                            \
  AMP_CLANG_MATH_F1(cos, cos)                                                              \
  AMP_CLANG_MATH_F1(cosh, cosh)                                                            \
  AMP_CLANG_MATH_F1(exp, exp)                                                              \
  AMP_CLANG_MATH_F1(exp2, exp2)                                                            \
  AMP_CLANG_MATH_F1(fabs, fabs)                                                            \
  AMP_CLANG_MATH_F1(floor, floor)                                                          \
  AMP_CLANG_MATH_F2(fmax, fmax)                                                            \
  AMP_CLANG_MATH_F2(fmin, fmin)                                                            \
  AMP_CLANG_MATH_F2(fmod, fmod)                                                            \
  AMP_CLANG_MATH_F1(log, log)                                                              \
  AMP_CLANG_MATH_F1(log10, log10)                                                          \
  AMP_CLANG_MATH_F1(log2, log2)                                                            \
  AMP_CLANG_MATH_F2(pow, pow)                                                              \
  AMP_CLANG_MATH_F1(round, round)                                                          \
  AMP_CLANG_MATH_F1(sin, sin)                                                              \
  AMP_CLANG_MATH_F1(sinh, sinh)                                                            \
  AMP_CLANG_MATH_F1(sqrt, sqrt)                                                            \
  AMP_CLANG_MATH_F1(tan, tan)                                                              \
  AMP_CLANG_MATH_F1(tanh, tanh)                                                            \
  AMP_CLANG_MATH_F1(trunc, trunc)                                                          \
  AMP_CLANG_MATH_1(rsqrt, float, 1.0f / std::sqrt(x))                                      \
  AMP_CLANG_MATH_1(rsqrtf, float, 1.0f / std::sqrt(x))                                     \
  AMP_CLANG_MATH_IMPORTED(                                                                 \
      inline float ldexp(float x, int e) AMP_CLANG_MATH_RESTRICT AMP_CLANG_MATH_IMPORT_MARK {   \
        return std::ldexp(x, e);                                                           \
      } inline float ldexpf(float x, int e) AMP_CLANG_MATH_RESTRICT AMP_CLANG_MATH_IMPORT_MARK { \
        return std::ldexp(x, e);                                                           \
      } inline float frexp(float x, int *e) AMP_CLANG_MATH_RESTRICT AMP_CLANG_MATH_IMPORT_MARK { \
        return std::frexp(x, e);                                                           \
      } inline float frexpf(float x, int *e) AMP_CLANG_MATH_RESTRICT AMP_CLANG_MATH_IMPORT_MARK { \
        return std::frexp(x, e);                                                           \
      } inline float modf(float x, float *i) AMP_CLANG_MATH_RESTRICT AMP_CLANG_MATH_IMPORT_MARK { \
        return std::modf(x, i);                                                            \
      } inline float modff(float x, float *i) AMP_CLANG_MATH_RESTRICT AMP_CLANG_MATH_IMPORT_MARK { \
        return std::modf(x, i);                                                            \
      })                                                                                   \
  AMP_CLANG_MATH_IMPORT(ldexp) AMP_CLANG_MATH_IMPORT(frexp) AMP_CLANG_MATH_IMPORT(modf)   \
  inline void sincos(float x, float *s, float *c) AMP_CLANG_MATH_RESTRICT {                     \
    *s = std::sin(x);                                                                      \
    *c = std::cos(x);                                                                      \
  }                                                                                        \
  inline void sincosf(float x, float *s, float *c) AMP_CLANG_MATH_RESTRICT { sincos(x, s, c); } \
  inline int isfinite(float x) AMP_CLANG_MATH_RESTRICT { return std::isfinite(x); }            \
  inline int isinf(float x) AMP_CLANG_MATH_RESTRICT { return std::isinf(x); }                  \
  inline int isnan(float x) AMP_CLANG_MATH_RESTRICT { return std::isnan(x); }                  \
  inline int signbit(float x) AMP_CLANG_MATH_RESTRICT { return std::signbit(x); }              \
  inline int signbitf(float x) AMP_CLANG_MATH_RESTRICT { return std::signbit(x); }

namespace Concurrency {
namespace fast_math {
AMP_CLANG_MATH_COMMON_FLOAT
} // namespace fast_math

namespace precise_math {
AMP_CLANG_MATH_COMMON_FLOAT
AMP_CLANG_MATH_F1(acosh, acosh)
AMP_CLANG_MATH_F1(asinh, asinh)
AMP_CLANG_MATH_F1(atanh, atanh)
AMP_CLANG_MATH_F1(cbrt, cbrt)
AMP_CLANG_MATH_F1(erf, erf)
AMP_CLANG_MATH_F1(erfc, erfc)
AMP_CLANG_MATH_F1(expm1, expm1)
AMP_CLANG_MATH_F1(log1p, log1p)
AMP_CLANG_MATH_F1(tgamma, tgamma)
AMP_CLANG_MATH_F1(lgamma, lgamma)
AMP_CLANG_MATH_F2(hypot, hypot)
AMP_CLANG_MATH_F2(copysign, copysign)
AMP_CLANG_MATH_F2(fdim, fdim)
AMP_CLANG_MATH_F2(remainder, remainder)
AMP_CLANG_MATH_F2(nextafter, nextafter)
AMP_CLANG_MATH_IMPORTED(
    inline float fma(float x, float y, float z) AMP_CLANG_MATH_RESTRICT AMP_CLANG_MATH_IMPORT_MARK {
      return std::fma(x, y, z);
    } inline float fmaf(float x, float y, float z) AMP_CLANG_MATH_RESTRICT AMP_CLANG_MATH_IMPORT_MARK {
      return std::fma(x, y, z);
    })
AMP_CLANG_MATH_IMPORT(fma)

// Double precision: the device must support it (accelerator::supports_double_precision).
// (All of them are <cmath>'s, imported: on the host std's double overloads.
// The front end also sees std's forms for integers, cpu code's alone: an int
// argument is ambiguous between the float and double amp functions.)
#define AMP_CLANG_MATH_D1(NAME)                                                            \
  AMP_CLANG_MATH_IMPORTED(AMP_CLANG_MATH_1I(NAME, double, std::NAME(x)) template <class _AmpI, \
                          std::enable_if_t<std::is_integral<_AmpI>::value, int> = 0>       \
                          double NAME(_AmpI x) restrict(cpu) { return std::NAME(x); })
#define AMP_CLANG_MATH_D2(NAME)                                                            \
  AMP_CLANG_MATH_IMPORTED(AMP_CLANG_MATH_2I(NAME, double, std::NAME(x, y)) template <class _AmpI, \
                          std::enable_if_t<std::is_integral<_AmpI>::value, int> = 0>       \
                          double NAME(_AmpI x, _AmpI y) restrict(cpu) { return std::NAME(x, y); })
AMP_CLANG_MATH_D1(acos) AMP_CLANG_MATH_D1(acosh) AMP_CLANG_MATH_D1(asin) AMP_CLANG_MATH_D1(asinh)
AMP_CLANG_MATH_D1(atan) AMP_CLANG_MATH_D1(atanh) AMP_CLANG_MATH_D1(cbrt) AMP_CLANG_MATH_D1(ceil)
AMP_CLANG_MATH_D1(cos) AMP_CLANG_MATH_D1(cosh) AMP_CLANG_MATH_D1(erf) AMP_CLANG_MATH_D1(erfc)
AMP_CLANG_MATH_D1(exp) AMP_CLANG_MATH_D1(exp2) AMP_CLANG_MATH_D1(expm1) AMP_CLANG_MATH_D1(fabs)
AMP_CLANG_MATH_D1(floor) AMP_CLANG_MATH_D1(lgamma) AMP_CLANG_MATH_D1(log) AMP_CLANG_MATH_D1(log10)
AMP_CLANG_MATH_D1(log1p) AMP_CLANG_MATH_D1(log2) AMP_CLANG_MATH_D1(round) AMP_CLANG_MATH_D1(sin)
AMP_CLANG_MATH_D1(sinh) AMP_CLANG_MATH_D1(sqrt) AMP_CLANG_MATH_D1(tan) AMP_CLANG_MATH_D1(tanh)
AMP_CLANG_MATH_D1(tgamma) AMP_CLANG_MATH_D1(trunc)
AMP_CLANG_MATH_D2(atan2) AMP_CLANG_MATH_D2(copysign) AMP_CLANG_MATH_D2(fdim) AMP_CLANG_MATH_D2(fmax)
AMP_CLANG_MATH_D2(fmin) AMP_CLANG_MATH_D2(fmod) AMP_CLANG_MATH_D2(hypot) AMP_CLANG_MATH_D2(nextafter)
AMP_CLANG_MATH_D2(pow) AMP_CLANG_MATH_D2(remainder)
AMP_CLANG_MATH_1(rsqrt, double, 1.0 / std::sqrt(x))
AMP_CLANG_MATH_IMPORTED(
    inline double fma(double x, double y, double z) AMP_CLANG_MATH_RESTRICT AMP_CLANG_MATH_IMPORT_MARK {
      return std::fma(x, y, z);
    } inline double ldexp(double x, int e) AMP_CLANG_MATH_RESTRICT AMP_CLANG_MATH_IMPORT_MARK {
      return std::ldexp(x, e);
    } inline double frexp(double x, int *e) AMP_CLANG_MATH_RESTRICT AMP_CLANG_MATH_IMPORT_MARK {
      return std::frexp(x, e);
    } inline double modf(double x, double *i) AMP_CLANG_MATH_RESTRICT AMP_CLANG_MATH_IMPORT_MARK {
      return std::modf(x, i);
    })
inline int isfinite(double x) AMP_CLANG_MATH_RESTRICT { return std::isfinite(x); }
inline int isinf(double x) AMP_CLANG_MATH_RESTRICT { return std::isinf(x); }
inline int isnan(double x) AMP_CLANG_MATH_RESTRICT { return std::isnan(x); }
inline int signbit(double x) AMP_CLANG_MATH_RESTRICT { return std::signbit(x); }
#undef AMP_CLANG_MATH_D1
#undef AMP_CLANG_MATH_D2
inline void sincos(double x, double *s, double *c) AMP_CLANG_MATH_RESTRICT {
  *s = std::sin(x);
  *c = std::cos(x);
}

// The rest of Microsoft's precise_math: the OpenCL built-in of the same
// meaning where there is one (the lowering maps these names), plain amp code
// built on the functions above otherwise (amp_clang/precise_math_special.h).
// T is float for `name` and `namef`, double for `name`.
#define AMP_CLANG_MATH_FD1(NAME, EXPR)                                                     \
  AMP_CLANG_MATH_1(NAME, float, static_cast<float>(EXPR))                                  \
  AMP_CLANG_MATH_1(NAME##f, float, static_cast<float>(EXPR))                               \
  AMP_CLANG_MATH_1(NAME, double, EXPR)
#define AMP_CLANG_MATH_FD2(NAME, EXPR)                                                     \
  AMP_CLANG_MATH_2(NAME, float, static_cast<float>(EXPR))                                  \
  AMP_CLANG_MATH_2(NAME##f, float, static_cast<float>(EXPR))                               \
  AMP_CLANG_MATH_2(NAME, double, EXPR)
// sin(pi x) and its kin, reduced to [-1, 1] first so that large x keep their digits.
AMP_CLANG_MATH_FD1(sinpi, std::sin(3.14159265358979323846 * std::remainder(double(x), 2.0)))
AMP_CLANG_MATH_FD1(cospi, std::cos(3.14159265358979323846 * std::remainder(double(x), 2.0)))
AMP_CLANG_MATH_FD1(tanpi, std::tan(3.14159265358979323846 * std::remainder(double(x), 1.0)))
AMP_CLANG_MATH_FD1(exp10, std::pow(10.0, double(x)))
AMP_CLANG_MATH_FD1(logb, std::logb(x))
AMP_CLANG_MATH_FD1(nearbyint, std::nearbyint(x))
// Plain amp code on the functions above (unqualified: precise_math's own).
AMP_CLANG_MATH_1(rcbrt, float, 1.0f / cbrt(x))
AMP_CLANG_MATH_1(rcbrtf, float, 1.0f / cbrt(x))
AMP_CLANG_MATH_1(rcbrt, double, 1.0 / cbrt(x))
AMP_CLANG_MATH_2(scalb, float, ldexp(x, static_cast<int>(y)))
AMP_CLANG_MATH_2(scalbf, float, ldexp(x, static_cast<int>(y)))
AMP_CLANG_MATH_2(scalb, double, ldexp(x, static_cast<int>(y)))
inline float scalbn(float x, int e) AMP_CLANG_MATH_RESTRICT { return std::scalbn(x, e); }
inline float scalbnf(float x, int e) AMP_CLANG_MATH_RESTRICT { return std::scalbn(x, e); }
inline double scalbn(double x, int e) AMP_CLANG_MATH_RESTRICT { return std::scalbn(x, e); }
inline int ilogb(float x) AMP_CLANG_MATH_RESTRICT { return std::ilogb(x); }
inline int ilogbf(float x) AMP_CLANG_MATH_RESTRICT { return std::ilogb(x); }
inline int ilogb(double x) AMP_CLANG_MATH_RESTRICT { return std::ilogb(x); }
inline int isnormal(float x) AMP_CLANG_MATH_RESTRICT { return std::isnormal(x); }
inline int isnormal(double x) AMP_CLANG_MATH_RESTRICT { return std::isnormal(x); }
inline float remquo(float x, float y, int *q) AMP_CLANG_MATH_RESTRICT { return std::remquo(x, y, q); }
inline float remquof(float x, float y, int *q) AMP_CLANG_MATH_RESTRICT { return std::remquo(x, y, q); }
inline double remquo(double x, double y, int *q) AMP_CLANG_MATH_RESTRICT { return std::remquo(x, y, q); }
/// Microsoft's lgamma: log |gamma(x)|, and the sign of gamma(x) (1 or -1) in
/// *sign; OpenCL's lgamma_r on the device. The one-argument forms above are
/// C's, kept beside them.
inline float lgamma(float x, int *sign) AMP_CLANG_MATH_RESTRICT { return ::lgammaf_r(x, sign); }
inline float lgammaf(float x, int *sign) AMP_CLANG_MATH_RESTRICT { return ::lgammaf_r(x, sign); }
inline double lgamma(double x, int *sign) AMP_CLANG_MATH_RESTRICT { return ::lgamma_r(x, sign); }
/// A quiet NaN; the argument (Microsoft's payload) is not kept.
inline float nanf(int) AMP_CLANG_MATH_RESTRICT { return std::nanf(""); }
inline double nan(int) AMP_CLANG_MATH_RESTRICT { return std::nan(""); }
#undef AMP_CLANG_MATH_FD1
#undef AMP_CLANG_MATH_FD2
} // namespace precise_math
} // namespace Concurrency

#include <amp_clang/precise_math_special.h>

#undef AMP_CLANG_MATH_COMMON_FLOAT
#undef AMP_CLANG_MATH_F1
#undef AMP_CLANG_MATH_F2
#undef AMP_CLANG_MATH_1
#undef AMP_CLANG_MATH_2
