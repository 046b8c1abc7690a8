// The macros that spell out the short vector classes (vectors.h): one class is
// its fields, constructors, component and swizzle accessors and operators.
// Every member is plain restrict(cpu, amp) C++, lowered like user code.
#pragma once

#include <amp_clang/restrict.h>

// Microsoft's properties (v.x, v.xy, v.rg...) exist in the MSVC dialect only
// (-fms-extensions, docs/msvc.md), as accelerator_view::accelerator does.
#if defined(__has_declspec_attribute)
#if __has_declspec_attribute(property)
#define AMP_SV_PROPERTY(_AmpT, name) __declspec(property(get = get_##name, put = set_##name)) _AmpT name;
#endif
#endif
#ifndef AMP_SV_PROPERTY
#define AMP_SV_PROPERTY(_AmpT, name)
#endif

// F(field, args...) for each field of an N-vector.
#define AMP_SV_FIELDS2(_AmpF, ...) _AmpF(_M_x, __VA_ARGS__) _AmpF(_M_y, __VA_ARGS__)
#define AMP_SV_FIELDS3(_AmpF, ...) AMP_SV_FIELDS2(_AmpF, __VA_ARGS__) _AmpF(_M_z, __VA_ARGS__)
#define AMP_SV_FIELDS4(_AmpF, ...) AMP_SV_FIELDS3(_AmpF, __VA_ARGS__) _AmpF(_M_w, __VA_ARGS__)

#define AMP_SV_SET(f, value) f = value;
#define AMP_SV_CONVERT(f, _AmpT) f = static_cast<_AmpT>(o.f);
#define AMP_SV_UPDATE(f, op) f op o.f;
#define AMP_SV_APPLY(f, op) op f;
#define AMP_SV_NEGATE(f, op) r.f = op r.f;
#define AMP_SV_EQUAL(f, _) a.f == b.f &&

/// One component: get_x, set_x, ref_x and (MSVC dialect) the property x;
/// \p c names it (x or r), \p f is its field.
#define AMP_SV_COMPONENT(_AmpT, c, f)                                                                             \
  _AmpT get_##c() const restrict(cpu, amp) { return f; }                                                           \
  void set_##c(_AmpT v) restrict(cpu, amp) { f = v; }                                                              \
  _AmpT &ref_##c() restrict(cpu, amp) { return f; }                                                                \
  AMP_SV_PROPERTY(_AmpT, c)

/// Swizzles of two, three and four distinct components: get_yx returns
/// V(y, x), set_yx(v) stores v's x in y and its y in x (v is a copy: v.set_yx(v)
/// swaps).
#define AMP_SV_SWIZZLE2(_AmpV, n, _AmpA, B)                                                                            \
  _AmpV get_##n() const restrict(cpu, amp) { return _AmpV(_AmpA, B); }                                                 \
  void set_##n(_AmpV v) restrict(cpu, amp) {                                                                           \
    _AmpA = v._M_x;                                                                                                    \
    B = v._M_y;                                                                                                        \
  }                                                                                                                    \
  AMP_SV_PROPERTY(_AmpV, n)
#define AMP_SV_SWIZZLE3(_AmpV, n, _AmpA, B, _AmpC)                                                                     \
  _AmpV get_##n() const restrict(cpu, amp) { return _AmpV(_AmpA, B, _AmpC); }                                          \
  void set_##n(_AmpV v) restrict(cpu, amp) {                                                                           \
    _AmpA = v._M_x;                                                                                                    \
    B = v._M_y;                                                                                                        \
    _AmpC = v._M_z;                                                                                                    \
  }                                                                                                                    \
  AMP_SV_PROPERTY(_AmpV, n)
#define AMP_SV_SWIZZLE4(_AmpV, n, _AmpA, B, _AmpC, D)                                                                  \
  _AmpV get_##n() const restrict(cpu, amp) { return _AmpV(_AmpA, B, _AmpC, D); }                                       \
  void set_##n(_AmpV v) restrict(cpu, amp) {                                                                           \
    _AmpA = v._M_x;                                                                                                    \
    B = v._M_y;                                                                                                        \
    _AmpC = v._M_z;                                                                                                    \
    D = v._M_w;                                                                                                        \
  }                                                                                                                    \
  AMP_SV_PROPERTY(_AmpV, n)

// F(V, name, fields...) for every ordering of the components given as
// (letter, field) pairs: ORDER2 of (x, y) gives xy and yx.
#define AMP_SV_ORDER2(_AmpF, _AmpV, a, _AmpA, b, B) _AmpF(_AmpV, a##b, _AmpA, B) _AmpF(_AmpV, b##a, B, _AmpA)
#define AMP_SV_LEAD3(_AmpF, _AmpV, a, _AmpA, b, B, c, _AmpC)                                                           \
  _AmpF(_AmpV, a##b##c, _AmpA, B, _AmpC) _AmpF(_AmpV, a##c##b, _AmpA, _AmpC, B)
#define AMP_SV_ORDER3(_AmpF, _AmpV, a, _AmpA, b, B, c, _AmpC)                                                          \
  AMP_SV_LEAD3(_AmpF, _AmpV, a, _AmpA, b, B, c, _AmpC)                                                                 \
  AMP_SV_LEAD3(_AmpF, _AmpV, b, B, a, _AmpA, c, _AmpC) AMP_SV_LEAD3(_AmpF, _AmpV, c, _AmpC, a, _AmpA, b, B)
#define AMP_SV_LEAD4_2(_AmpF, _AmpV, a, _AmpA, b, B, c, _AmpC, d, D)                                                   \
  _AmpF(_AmpV, a##b##c##d, _AmpA, B, _AmpC, D) _AmpF(_AmpV, a##b##d##c, _AmpA, B, D, _AmpC)
#define AMP_SV_LEAD4(_AmpF, _AmpV, a, _AmpA, b, B, c, _AmpC, d, D)                                                     \
  AMP_SV_LEAD4_2(_AmpF, _AmpV, a, _AmpA, b, B, c, _AmpC, d, D)                                                         \
  AMP_SV_LEAD4_2(_AmpF, _AmpV, a, _AmpA, c, _AmpC, b, B, d, D)                                                         \
      AMP_SV_LEAD4_2(_AmpF, _AmpV, a, _AmpA, d, D, b, B, c, _AmpC)
#define AMP_SV_ORDER4(_AmpF, _AmpV, a, _AmpA, b, B, c, _AmpC, d, D)                                                    \
  AMP_SV_LEAD4(_AmpF, _AmpV, a, _AmpA, b, B, c, _AmpC, d, D)                                                           \
  AMP_SV_LEAD4(_AmpF, _AmpV, b, B, a, _AmpA, c, _AmpC, d, D)                                                           \
      AMP_SV_LEAD4(_AmpF, _AmpV, c, _AmpC, a, _AmpA, b, B, d, D)                                                       \
          AMP_SV_LEAD4(_AmpF, _AmpV, d, D, a, _AmpA, b, B, c, _AmpC)

// Every swizzle of an N-vector under one naming (x y z w, or r g b a).
#define AMP_SV_SWIZZLES2(V2, x, y) AMP_SV_ORDER2(AMP_SV_SWIZZLE2, V2, x, _M_x, y, _M_y)
#define AMP_SV_SWIZZLES3(V2, V3, x, y, z)                                                                     \
  AMP_SV_ORDER2(AMP_SV_SWIZZLE2, V2, x, _M_x, y, _M_y)                                                        \
  AMP_SV_ORDER2(AMP_SV_SWIZZLE2, V2, x, _M_x, z, _M_z)                                                        \
  AMP_SV_ORDER2(AMP_SV_SWIZZLE2, V2, y, _M_y, z, _M_z)                                                        \
  AMP_SV_ORDER3(AMP_SV_SWIZZLE3, V3, x, _M_x, y, _M_y, z, _M_z)
#define AMP_SV_SWIZZLES4(V2, V3, V4, x, y, z, w)                                                              \
  AMP_SV_SWIZZLES3(V2, V3, x, y, z)                                                                           \
  AMP_SV_ORDER2(AMP_SV_SWIZZLE2, V2, x, _M_x, w, _M_w)                                                        \
  AMP_SV_ORDER2(AMP_SV_SWIZZLE2, V2, y, _M_y, w, _M_w)                                                        \
  AMP_SV_ORDER2(AMP_SV_SWIZZLE2, V2, z, _M_z, w, _M_w)                                                        \
  AMP_SV_ORDER3(AMP_SV_SWIZZLE3, V3, x, _M_x, y, _M_y, w, _M_w)                                               \
  AMP_SV_ORDER3(AMP_SV_SWIZZLE3, V3, x, _M_x, z, _M_z, w, _M_w)                                               \
  AMP_SV_ORDER3(AMP_SV_SWIZZLE3, V3, y, _M_y, z, _M_z, w, _M_w)                                               \
  AMP_SV_ORDER4(AMP_SV_SWIZZLE4, V4, x, _M_x, y, _M_y, z, _M_z, w, _M_w)

/// What differs with the vector's size: fields, the per-component
/// constructor, component accessors and swizzles.
#define AMP_SV_SIZE2(_AmpV, _AmpT, V2, V3, V4)                                                                         \
  _AmpT _M_x, _M_y;                                                                                                    \
  _AmpV(_AmpT x, _AmpT y) restrict(cpu, amp) : _M_x(x), _M_y(y) {}                                                     \
  _AmpV(_AmpT v) restrict(cpu, amp) : _M_x(v), _M_y(v) {}                                                              \
  AMP_SV_COMPONENT(_AmpT, x, _M_x)                                                                                     \
  AMP_SV_COMPONENT(_AmpT, y, _M_y) AMP_SV_COMPONENT(_AmpT, r, _M_x) AMP_SV_COMPONENT(_AmpT, g, _M_y)                   \
      AMP_SV_SWIZZLES2(V2, x, y) AMP_SV_SWIZZLES2(V2, r, g)
#define AMP_SV_SIZE3(_AmpV, _AmpT, V2, V3, V4)                                                                         \
  _AmpT _M_x, _M_y, _M_z;                                                                                              \
  _AmpV(_AmpT x, _AmpT y, _AmpT z) restrict(cpu, amp) : _M_x(x), _M_y(y), _M_z(z) {}                                   \
  _AmpV(_AmpT v) restrict(cpu, amp) : _M_x(v), _M_y(v), _M_z(v) {}                                                     \
  AMP_SV_COMPONENT(_AmpT, x, _M_x)                                                                                     \
  AMP_SV_COMPONENT(_AmpT, y, _M_y) AMP_SV_COMPONENT(_AmpT, z, _M_z) AMP_SV_COMPONENT(_AmpT, r, _M_x)                   \
      AMP_SV_COMPONENT(_AmpT, g, _M_y) AMP_SV_COMPONENT(_AmpT, b, _M_z) AMP_SV_SWIZZLES3(V2, V3, x, y, z)              \
          AMP_SV_SWIZZLES3(V2, V3, r, g, b)
#define AMP_SV_SIZE4(_AmpV, _AmpT, V2, V3, V4)                                                                         \
  _AmpT _M_x, _M_y, _M_z, _M_w;                                                                                        \
  _AmpV(_AmpT x, _AmpT y, _AmpT z, _AmpT w) restrict(cpu, amp) : _M_x(x), _M_y(y), _M_z(z), _M_w(w) {}                 \
  _AmpV(_AmpT v) restrict(cpu, amp) : _M_x(v), _M_y(v), _M_z(v), _M_w(v) {}                                            \
  AMP_SV_COMPONENT(_AmpT, x, _M_x)                                                                                     \
  AMP_SV_COMPONENT(_AmpT, y, _M_y) AMP_SV_COMPONENT(_AmpT, z, _M_z) AMP_SV_COMPONENT(_AmpT, w, _M_w)                   \
      AMP_SV_COMPONENT(_AmpT, r, _M_x) AMP_SV_COMPONENT(_AmpT, g, _M_y) AMP_SV_COMPONENT(_AmpT, b, _M_z)               \
          AMP_SV_COMPONENT(_AmpT, a, _M_w) AMP_SV_SWIZZLES4(V2, V3, V4, x, y, z, w)                                    \
              AMP_SV_SWIZZLES4(V2, V3, V4, r, g, b, a)

/// Members of every short vector: arithmetic on each component.
#define AMP_SV_COMMON(_AmpV, _AmpT, _AmpN)                                                                             \
  typedef _AmpT value_type;                                                                                            \
  static constexpr int size = _AmpN;                                                                                   \
  _AmpV() restrict(cpu, amp){AMP_SV_FIELDS##_AmpN(AMP_SV_SET, static_cast<_AmpT>(0))} _AmpV(const _AmpV &) restrict(   \
      cpu, amp) = default;                                                                                             \
  _AmpV &operator=(const _AmpV &) restrict(cpu, amp) = default;                                                        \
  /* Explicit conversions from the other short vectors of N components. */                                             \
  template <typename _AmpO, typename = typename amp_clang::short_vectors::same_size<_AmpO, _AmpN>::type>               \
  explicit _AmpV(const _AmpO &o) restrict(cpu, amp){AMP_SV_FIELDS##_AmpN(AMP_SV_CONVERT, _AmpT)} _AmpV &operator+=(    \
      const _AmpV &o) restrict(cpu, amp) {                                                                             \
    AMP_SV_FIELDS##_AmpN(AMP_SV_UPDATE, +=) return *this;                                                              \
  }                                                                                                                    \
  _AmpV &operator-=(const _AmpV &o) restrict(cpu, amp) { AMP_SV_FIELDS##_AmpN(AMP_SV_UPDATE, -=) return *this; }       \
  _AmpV &operator*=(const _AmpV &o) restrict(cpu, amp) { AMP_SV_FIELDS##_AmpN(AMP_SV_UPDATE, *=) return *this; }       \
  _AmpV &operator/=(const _AmpV &o) restrict(cpu, amp) { AMP_SV_FIELDS##_AmpN(AMP_SV_UPDATE, /=) return *this; }       \
  _AmpV &operator++() restrict(cpu, amp) { AMP_SV_FIELDS##_AmpN(AMP_SV_APPLY, ++) return *this; }                      \
  _AmpV &operator--() restrict(cpu, amp) { AMP_SV_FIELDS##_AmpN(AMP_SV_APPLY, --) return *this; }                      \
  _AmpV operator++(int) restrict(cpu, amp) {                                                                           \
    _AmpV old = *this;                                                                                                 \
    ++*this;                                                                                                           \
    return old;                                                                                                        \
  }                                                                                                                    \
  _AmpV operator--(int) restrict(cpu, amp) {                                                                           \
    _AmpV old = *this;                                                                                                 \
    --*this;                                                                                                           \
    return old;                                                                                                        \
  }                                                                                                                    \
  friend _AmpV operator+(const _AmpV &a, const _AmpV &b) restrict(cpu, amp) {                                          \
    _AmpV r = a;                                                                                                       \
    return r += b;                                                                                                     \
  }                                                                                                                    \
  friend _AmpV operator-(const _AmpV &a, const _AmpV &b) restrict(cpu, amp) {                                          \
    _AmpV r = a;                                                                                                       \
    return r -= b;                                                                                                     \
  }                                                                                                                    \
  friend _AmpV operator*(const _AmpV &a, const _AmpV &b) restrict(cpu, amp) {                                          \
    _AmpV r = a;                                                                                                       \
    return r *= b;                                                                                                     \
  }                                                                                                                    \
  friend _AmpV operator/(const _AmpV &a, const _AmpV &b) restrict(cpu, amp) {                                          \
    _AmpV r = a;                                                                                                       \
    return r /= b;                                                                                                     \
  }                                                                                                                    \
  friend bool operator==(const _AmpV &a, const _AmpV &b) restrict(cpu, amp) {                                          \
    return AMP_SV_FIELDS##_AmpN(AMP_SV_EQUAL, ~) true;                                                                 \
  }                                                                                                                    \
  friend bool operator!=(const _AmpV &a, const _AmpV &b) restrict(cpu, amp) { return !(a == b); }

/// Negation, for the signed kinds (int, float, double, norm).
#define AMP_SV_NEGATION(_AmpV, _AmpN)                                                                                 \
  _AmpV operator-() const restrict(cpu, amp) {                                                                    \
    _AmpV r = *this;                                                                                              \
    AMP_SV_FIELDS##_AmpN(AMP_SV_NEGATE, -) return r;                                                              \
  }

/// The integer kinds' remainder, bitwise and shift operators.
#define AMP_SV_INTEGER_OP(_AmpV, _AmpN, op)                                                                            \
  _AmpV &operator op##=(const _AmpV &o) restrict(cpu, amp) {                                                           \
    AMP_SV_FIELDS##_AmpN(AMP_SV_UPDATE, op## =) return *this;                                                          \
  }                                                                                                                    \
  friend _AmpV operator op(const _AmpV &a, const _AmpV &b) restrict(cpu, amp) {                                        \
    _AmpV r = a;                                                                                                       \
    return r op## = b;                                                                                                 \
  }
#define AMP_SV_INTEGER(_AmpV, _AmpN)                                                                                   \
  AMP_SV_INTEGER_OP(_AmpV, _AmpN, %)                                                                                   \
  AMP_SV_INTEGER_OP(_AmpV, _AmpN, ^) AMP_SV_INTEGER_OP(_AmpV, _AmpN, |) AMP_SV_INTEGER_OP(_AmpV, _AmpN, &)             \
      AMP_SV_INTEGER_OP(_AmpV, _AmpN, <<) AMP_SV_INTEGER_OP(_AmpV, _AmpN, >>) _AmpV                                    \
      operator~() const restrict(cpu, amp) {                                                                           \
    _AmpV r = *this;                                                                                                   \
    AMP_SV_FIELDS##_AmpN(AMP_SV_NEGATE, ~) return r;                                                                   \
  }

/// norm_N and unorm_N also take float components, clamped.
#define AMP_SV_FROM_FLOATS2(_AmpV) _AmpV(float x, float y) restrict(cpu, amp) : _M_x(x), _M_y(y) {}
#define AMP_SV_FROM_FLOATS3(_AmpV) _AmpV(float x, float y, float z) restrict(cpu, amp) : _M_x(x), _M_y(y), _M_z(z) {}
#define AMP_SV_FROM_FLOATS4(_AmpV)                                                                                \
  _AmpV(float x, float y, float z, float w) restrict(cpu, amp) : _M_x(x), _M_y(y), _M_z(z), _M_w(w) {}
#define AMP_SV_CLAMPED(_AmpV, _AmpN)                                                                                  \
  AMP_SV_FROM_FLOATS##_AmpN(_AmpV)                                                                                    \
  explicit _AmpV(float v) restrict(cpu, amp) { AMP_SV_FIELDS##_AmpN(AMP_SV_SET, value_type(v)) }

// What each scalar kind adds to the common members.
#define AMP_SV_KIND_int(_AmpV, _AmpN) AMP_SV_NEGATION(_AmpV, _AmpN) AMP_SV_INTEGER(_AmpV, _AmpN)
#define AMP_SV_KIND_uint(_AmpV, _AmpN) AMP_SV_INTEGER(_AmpV, _AmpN)
#define AMP_SV_KIND_float(_AmpV, _AmpN) AMP_SV_NEGATION(_AmpV, _AmpN)
#define AMP_SV_KIND_double(_AmpV, _AmpN) AMP_SV_NEGATION(_AmpV, _AmpN)
#define AMP_SV_KIND_norm(_AmpV, _AmpN) AMP_SV_NEGATION(_AmpV, _AmpN) AMP_SV_CLAMPED(_AmpV, _AmpN)
#define AMP_SV_KIND_unorm(_AmpV, _AmpN) AMP_SV_CLAMPED(_AmpV, _AmpN)

/// The class KIND_N (int_2, norm_4...) of scalar T; V2..V4 are its kind's
/// vectors of 2 to 4 components, the swizzles' results.
#define AMP_SV_CLASS(KIND, _AmpT, _AmpN, V2, V3, V4)                                                                   \
  class KIND##_##_AmpN {                                                                                               \
  public:                                                                                                              \
    AMP_SV_SIZE##_AmpN(KIND##_##_AmpN, _AmpT, V2, V3, V4) AMP_SV_COMMON(KIND##_##_AmpN, _AmpT, _AmpN) AMP_SV_KIND_     \
        ##KIND(KIND##_##_AmpN, _AmpN)                                                                                  \
  };
