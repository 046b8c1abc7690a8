// norm and unorm: floats clamped to [-1, 1] and [0, 1] at construction and
// after every operation (C++ AMP's <amp_short_vectors.h>).
#pragma once

#include <amp_clang/restrict.h>

namespace Concurrency {
namespace graphics {

class unorm;

/// A float clamped to [-1, 1]. A NaN is kept, as Microsoft's host code does.
class norm {
  float _Value;
  static float clamp(float v) restrict(cpu, amp) { return v < -1.0f ? -1.0f : (v > 1.0f ? 1.0f : v); }
  norm &set(float v) restrict(cpu, amp) {
    _Value = clamp(v);
    return *this;
  }

public:
  norm() restrict(cpu, amp) : _Value(0.0f) {}
  explicit norm(float v) restrict(cpu, amp) : _Value(clamp(v)) {}
  explicit norm(unsigned int v) restrict(cpu, amp) : _Value(clamp(static_cast<float>(v))) {}
  explicit norm(int v) restrict(cpu, amp) : _Value(clamp(static_cast<float>(v))) {}
  explicit norm(double v) restrict(cpu, amp) : _Value(clamp(static_cast<float>(v))) {}
  norm(const norm &) restrict(cpu, amp) = default;
  inline norm(const unorm &u) restrict(cpu, amp);
  norm &operator=(const norm &) restrict(cpu, amp) = default;

  operator float() const restrict(cpu, amp) { return _Value; }

  norm &operator+=(const norm &o) restrict(cpu, amp) { return set(_Value + o._Value); }
  norm &operator-=(const norm &o) restrict(cpu, amp) { return set(_Value - o._Value); }
  norm &operator*=(const norm &o) restrict(cpu, amp) { return set(_Value * o._Value); }
  norm &operator/=(const norm &o) restrict(cpu, amp) { return set(_Value / o._Value); }
  norm &operator++() restrict(cpu, amp) { return set(_Value + 1.0f); }
  norm &operator--() restrict(cpu, amp) { return set(_Value - 1.0f); }
  norm operator++(int) restrict(cpu, amp) {
    norm old = *this;
    ++*this;
    return old;
  }
  norm operator--(int) restrict(cpu, amp) {
    norm old = *this;
    --*this;
    return old;
  }
  norm operator-() const restrict(cpu, amp) { return norm(-_Value); }
};

/// A float clamped to [0, 1]. It has no negation: -u is a float.
class unorm {
  float _Value;
  static float clamp(float v) restrict(cpu, amp) { return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v); }
  unorm &set(float v) restrict(cpu, amp) {
    _Value = clamp(v);
    return *this;
  }

public:
  unorm() restrict(cpu, amp) : _Value(0.0f) {}
  explicit unorm(float v) restrict(cpu, amp) : _Value(clamp(v)) {}
  explicit unorm(unsigned int v) restrict(cpu, amp) : _Value(clamp(static_cast<float>(v))) {}
  explicit unorm(int v) restrict(cpu, amp) : _Value(clamp(static_cast<float>(v))) {}
  explicit unorm(double v) restrict(cpu, amp) : _Value(clamp(static_cast<float>(v))) {}
  explicit unorm(const norm &n) restrict(cpu, amp) : _Value(clamp(static_cast<float>(n))) {}
  unorm(const unorm &) restrict(cpu, amp) = default;
  unorm &operator=(const unorm &) restrict(cpu, amp) = default;

  operator float() const restrict(cpu, amp) { return _Value; }

  unorm &operator+=(const unorm &o) restrict(cpu, amp) { return set(_Value + o._Value); }
  unorm &operator-=(const unorm &o) restrict(cpu, amp) { return set(_Value - o._Value); }
  unorm &operator*=(const unorm &o) restrict(cpu, amp) { return set(_Value * o._Value); }
  unorm &operator/=(const unorm &o) restrict(cpu, amp) { return set(_Value / o._Value); }
  unorm &operator++() restrict(cpu, amp) { return set(_Value + 1.0f); }
  unorm &operator--() restrict(cpu, amp) { return set(_Value - 1.0f); }
  unorm operator++(int) restrict(cpu, amp) {
    unorm old = *this;
    ++*this;
    return old;
  }
  unorm operator--(int) restrict(cpu, amp) {
    unorm old = *this;
    --*this;
    return old;
  }
};

inline norm::norm(const unorm &u) restrict(cpu, amp) : _Value(static_cast<float>(u)) {}

// Arithmetic is done in float and the result clamped; comparisons are float's.
#define AMP_CLANG_NORM_OPERATORS(_AmpN)                                                                                \
  inline _AmpN operator+(const _AmpN &a, const _AmpN &b) restrict(cpu, amp) { return _AmpN(float(a) + float(b)); }     \
  inline _AmpN operator-(const _AmpN &a, const _AmpN &b) restrict(cpu, amp) { return _AmpN(float(a) - float(b)); }     \
  inline _AmpN operator*(const _AmpN &a, const _AmpN &b) restrict(cpu, amp) { return _AmpN(float(a) * float(b)); }     \
  inline _AmpN operator/(const _AmpN &a, const _AmpN &b) restrict(cpu, amp) { return _AmpN(float(a) / float(b)); }     \
  inline bool operator==(const _AmpN &a, const _AmpN &b) restrict(cpu, amp) { return float(a) == float(b); }           \
  inline bool operator!=(const _AmpN &a, const _AmpN &b) restrict(cpu, amp) { return float(a) != float(b); }           \
  inline bool operator<(const _AmpN &a, const _AmpN &b) restrict(cpu, amp) { return float(a) < float(b); }             \
  inline bool operator>(const _AmpN &a, const _AmpN &b) restrict(cpu, amp) { return float(a) > float(b); }             \
  inline bool operator<=(const _AmpN &a, const _AmpN &b) restrict(cpu, amp) { return float(a) <= float(b); }           \
  inline bool operator>=(const _AmpN &a, const _AmpN &b) restrict(cpu, amp) { return float(a) >= float(b); }
AMP_CLANG_NORM_OPERATORS(norm)
AMP_CLANG_NORM_OPERATORS(unorm)
#undef AMP_CLANG_NORM_OPERATORS

} // namespace graphics
} // namespace Concurrency

#define UNORM_ZERO ((Concurrency::graphics::unorm)0.0f)
#define UNORM_MIN ((Concurrency::graphics::unorm)0.0f)
#define UNORM_MAX ((Concurrency::graphics::unorm)1.0f)
#define NORM_ZERO ((Concurrency::graphics::norm)0.0f)
#define NORM_MIN ((Concurrency::graphics::norm)-1.0f)
#define NORM_MAX ((Concurrency::graphics::norm)1.0f)
