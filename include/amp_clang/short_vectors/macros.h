// The macros that spell out the short vector classes (vectors.h): one class is
// its fields, constructors, component and swizzle accessors and operators.
// Every member is plain restrict(cpu, amp) C++, lowered like user code.
#pragma once

#include <amp_clang/restrict.h>

// Microsoft's properties (v.x, v.xy, v.rg...) exist in the MSVC dialect only
// (-fms-extensions, docs/msvc.md), as accelerator_view::accelerator does.
#if defined(__has_declspec_attribute)
#if __has_declspec_attribute(property)
#define AMP_SV_PROPERTY(T, name) __declspec(property(get = get_##name, put = set_##name)) T name;
#endif
#endif
#ifndef AMP_SV_PROPERTY
#define AMP_SV_PROPERTY(T, name)
#endif

// F(field, args...) for each field of an N-vector.
#define AMP_SV_FIELDS2(F, ...) F(_M_x, __VA_ARGS__) F(_M_y, __VA_ARGS__)
#define AMP_SV_FIELDS3(F, ...) AMP_SV_FIELDS2(F, __VA_ARGS__) F(_M_z, __VA_ARGS__)
#define AMP_SV_FIELDS4(F, ...) AMP_SV_FIELDS3(F, __VA_ARGS__) F(_M_w, __VA_ARGS__)

#define AMP_SV_SET(f, value) f = value;
#define AMP_SV_CONVERT(f, T) f = static_cast<T>(o.f);
#define AMP_SV_UPDATE(f, op) f op o.f;
#define AMP_SV_APPLY(f, op) op f;
#define AMP_SV_NEGATE(f, op) r.f = op r.f;
#define AMP_SV_EQUAL(f, _) a.f == b.f &&

/// One component: get_x, set_x, ref_x and (MSVC dialect) the property x;
/// \p c names it (x or r), \p f is its field.
#define AMP_SV_COMPONENT(T, c, f)                                                                             \
  T get_##c() const restrict(cpu, amp) { return f; }                                                           \
  void set_##c(T v) restrict(cpu, amp) { f = v; }                                                              \
  T &ref_##c() restrict(cpu, amp) { return f; }                                                                \
  AMP_SV_PROPERTY(T, c)

/// Swizzles of two, three and four distinct components: get_yx returns
/// V(y, x), set_yx(v) stores v's x in y and its y in x (v is a copy: v.set_yx(v)
/// swaps).
#define AMP_SV_SWIZZLE2(V, n, A, B)                                                                           \
  V get_##n() const restrict(cpu, amp) { return V(A, B); }                                                    \
  void set_##n(V v) restrict(cpu, amp) { A = v._M_x; B = v._M_y; }                                    \
  AMP_SV_PROPERTY(V, n)
#define AMP_SV_SWIZZLE3(V, n, A, B, C)                                                                        \
  V get_##n() const restrict(cpu, amp) { return V(A, B, C); }                                                 \
  void set_##n(V v) restrict(cpu, amp) { A = v._M_x; B = v._M_y; C = v._M_z; }                        \
  AMP_SV_PROPERTY(V, n)
#define AMP_SV_SWIZZLE4(V, n, A, B, C, D)                                                                     \
  V get_##n() const restrict(cpu, amp) { return V(A, B, C, D); }                                              \
  void set_##n(V v) restrict(cpu, amp) { A = v._M_x; B = v._M_y; C = v._M_z; D = v._M_w; }            \
  AMP_SV_PROPERTY(V, n)

// F(V, name, fields...) for every ordering of the components given as
// (letter, field) pairs: ORDER2 of (x, y) gives xy and yx.
#define AMP_SV_ORDER2(F, V, a, A, b, B) F(V, a##b, A, B) F(V, b##a, B, A)
#define AMP_SV_LEAD3(F, V, a, A, b, B, c, C) F(V, a##b##c, A, B, C) F(V, a##c##b, A, C, B)
#define AMP_SV_ORDER3(F, V, a, A, b, B, c, C)                                                                 \
  AMP_SV_LEAD3(F, V, a, A, b, B, c, C) AMP_SV_LEAD3(F, V, b, B, a, A, c, C) AMP_SV_LEAD3(F, V, c, C, a, A, b, B)
#define AMP_SV_LEAD4_2(F, V, a, A, b, B, c, C, d, D) F(V, a##b##c##d, A, B, C, D) F(V, a##b##d##c, A, B, D, C)
#define AMP_SV_LEAD4(F, V, a, A, b, B, c, C, d, D)                                                            \
  AMP_SV_LEAD4_2(F, V, a, A, b, B, c, C, d, D) AMP_SV_LEAD4_2(F, V, a, A, c, C, b, B, d, D)                   \
  AMP_SV_LEAD4_2(F, V, a, A, d, D, b, B, c, C)
#define AMP_SV_ORDER4(F, V, a, A, b, B, c, C, d, D)                                                           \
  AMP_SV_LEAD4(F, V, a, A, b, B, c, C, d, D) AMP_SV_LEAD4(F, V, b, B, a, A, c, C, d, D)                       \
  AMP_SV_LEAD4(F, V, c, C, a, A, b, B, d, D) AMP_SV_LEAD4(F, V, d, D, a, A, b, B, c, C)

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
#define AMP_SV_SIZE2(V, T, V2, V3, V4)                                                                        \
  T _M_x, _M_y;                                                                                               \
  V(T x, T y) restrict(cpu, amp) : _M_x(x), _M_y(y) {}                                                        \
  V(T v) restrict(cpu, amp) : _M_x(v), _M_y(v) {}                                                             \
  AMP_SV_COMPONENT(T, x, _M_x) AMP_SV_COMPONENT(T, y, _M_y)                                                   \
  AMP_SV_COMPONENT(T, r, _M_x) AMP_SV_COMPONENT(T, g, _M_y)                                                   \
  AMP_SV_SWIZZLES2(V2, x, y) AMP_SV_SWIZZLES2(V2, r, g)
#define AMP_SV_SIZE3(V, T, V2, V3, V4)                                                                        \
  T _M_x, _M_y, _M_z;                                                                                         \
  V(T x, T y, T z) restrict(cpu, amp) : _M_x(x), _M_y(y), _M_z(z) {}                                          \
  V(T v) restrict(cpu, amp) : _M_x(v), _M_y(v), _M_z(v) {}                                                    \
  AMP_SV_COMPONENT(T, x, _M_x) AMP_SV_COMPONENT(T, y, _M_y) AMP_SV_COMPONENT(T, z, _M_z)                      \
  AMP_SV_COMPONENT(T, r, _M_x) AMP_SV_COMPONENT(T, g, _M_y) AMP_SV_COMPONENT(T, b, _M_z)                      \
  AMP_SV_SWIZZLES3(V2, V3, x, y, z) AMP_SV_SWIZZLES3(V2, V3, r, g, b)
#define AMP_SV_SIZE4(V, T, V2, V3, V4)                                                                        \
  T _M_x, _M_y, _M_z, _M_w;                                                                                   \
  V(T x, T y, T z, T w) restrict(cpu, amp) : _M_x(x), _M_y(y), _M_z(z), _M_w(w) {}                            \
  V(T v) restrict(cpu, amp) : _M_x(v), _M_y(v), _M_z(v), _M_w(v) {}                                           \
  AMP_SV_COMPONENT(T, x, _M_x) AMP_SV_COMPONENT(T, y, _M_y)                                                   \
  AMP_SV_COMPONENT(T, z, _M_z) AMP_SV_COMPONENT(T, w, _M_w)                                                   \
  AMP_SV_COMPONENT(T, r, _M_x) AMP_SV_COMPONENT(T, g, _M_y)                                                   \
  AMP_SV_COMPONENT(T, b, _M_z) AMP_SV_COMPONENT(T, a, _M_w)                                                   \
  AMP_SV_SWIZZLES4(V2, V3, V4, x, y, z, w) AMP_SV_SWIZZLES4(V2, V3, V4, r, g, b, a)

/// Members of every short vector: arithmetic on each component.
#define AMP_SV_COMMON(V, T, N)                                                                                \
  typedef T value_type;                                                                                       \
  static constexpr int size = N;                                                                              \
  V() restrict(cpu, amp) { AMP_SV_FIELDS##N(AMP_SV_SET, static_cast<T>(0)) }                                 \
  V(const V &) restrict(cpu, amp) = default;                                                                  \
  V &operator=(const V &) restrict(cpu, amp) = default;                                                       \
  /* Explicit conversions from the other short vectors of N components. */                                    \
  template <typename O, typename = typename amp_clang::short_vectors::same_size<O, N>::type>                  \
  explicit V(const O &o) restrict(cpu, amp) { AMP_SV_FIELDS##N(AMP_SV_CONVERT, T) }                          \
  V &operator+=(const V &o) restrict(cpu, amp) { AMP_SV_FIELDS##N(AMP_SV_UPDATE, +=) return *this; }        \
  V &operator-=(const V &o) restrict(cpu, amp) { AMP_SV_FIELDS##N(AMP_SV_UPDATE, -=) return *this; }        \
  V &operator*=(const V &o) restrict(cpu, amp) { AMP_SV_FIELDS##N(AMP_SV_UPDATE, *=) return *this; }        \
  V &operator/=(const V &o) restrict(cpu, amp) { AMP_SV_FIELDS##N(AMP_SV_UPDATE, /=) return *this; }        \
  V &operator++() restrict(cpu, amp) { AMP_SV_FIELDS##N(AMP_SV_APPLY, ++) return *this; }                    \
  V &operator--() restrict(cpu, amp) { AMP_SV_FIELDS##N(AMP_SV_APPLY, --) return *this; }                    \
  V operator++(int) restrict(cpu, amp) {                                                                      \
    V old = *this;                                                                                            \
    ++*this;                                                                                                  \
    return old;                                                                                               \
  }                                                                                                           \
  V operator--(int) restrict(cpu, amp) {                                                                      \
    V old = *this;                                                                                            \
    --*this;                                                                                                  \
    return old;                                                                                               \
  }                                                                                                           \
  friend V operator+(const V &a, const V &b) restrict(cpu, amp) { V r = a; return r += b; }                  \
  friend V operator-(const V &a, const V &b) restrict(cpu, amp) { V r = a; return r -= b; }                  \
  friend V operator*(const V &a, const V &b) restrict(cpu, amp) { V r = a; return r *= b; }                  \
  friend V operator/(const V &a, const V &b) restrict(cpu, amp) { V r = a; return r /= b; }                  \
  friend bool operator==(const V &a, const V &b) restrict(cpu, amp) { return AMP_SV_FIELDS##N(AMP_SV_EQUAL, ~) true; } \
  friend bool operator!=(const V &a, const V &b) restrict(cpu, amp) { return !(a == b); }

/// Negation, for the signed kinds (int, float, double, norm).
#define AMP_SV_NEGATION(V, N)                                                                                 \
  V operator-() const restrict(cpu, amp) {                                                                    \
    V r = *this;                                                                                              \
    AMP_SV_FIELDS##N(AMP_SV_NEGATE, -) return r;                                                              \
  }

/// The integer kinds' remainder, bitwise and shift operators.
#define AMP_SV_INTEGER_OP(V, N, op)                                                                           \
  V &operator op##=(const V &o) restrict(cpu, amp) { AMP_SV_FIELDS##N(AMP_SV_UPDATE, op##=) return *this; }  \
  friend V operator op(const V &a, const V &b) restrict(cpu, amp) { V r = a; return r op##= b; }
#define AMP_SV_INTEGER(V, N)                                                                                  \
  AMP_SV_INTEGER_OP(V, N, %) AMP_SV_INTEGER_OP(V, N, ^) AMP_SV_INTEGER_OP(V, N, |)                            \
  AMP_SV_INTEGER_OP(V, N, &) AMP_SV_INTEGER_OP(V, N, <<) AMP_SV_INTEGER_OP(V, N, >>)                          \
  V operator~() const restrict(cpu, amp) {                                                                    \
    V r = *this;                                                                                              \
    AMP_SV_FIELDS##N(AMP_SV_NEGATE, ~) return r;                                                              \
  }

/// norm_N and unorm_N also take float components, clamped.
#define AMP_SV_FROM_FLOATS2(V) V(float x, float y) restrict(cpu, amp) : _M_x(x), _M_y(y) {}
#define AMP_SV_FROM_FLOATS3(V) V(float x, float y, float z) restrict(cpu, amp) : _M_x(x), _M_y(y), _M_z(z) {}
#define AMP_SV_FROM_FLOATS4(V)                                                                                \
  V(float x, float y, float z, float w) restrict(cpu, amp) : _M_x(x), _M_y(y), _M_z(z), _M_w(w) {}
#define AMP_SV_CLAMPED(V, N)                                                                                  \
  AMP_SV_FROM_FLOATS##N(V)                                                                                    \
  explicit V(float v) restrict(cpu, amp) { AMP_SV_FIELDS##N(AMP_SV_SET, value_type(v)) }

// What each scalar kind adds to the common members.
#define AMP_SV_KIND_int(V, N) AMP_SV_NEGATION(V, N) AMP_SV_INTEGER(V, N)
#define AMP_SV_KIND_uint(V, N) AMP_SV_INTEGER(V, N)
#define AMP_SV_KIND_float(V, N) AMP_SV_NEGATION(V, N)
#define AMP_SV_KIND_double(V, N) AMP_SV_NEGATION(V, N)
#define AMP_SV_KIND_norm(V, N) AMP_SV_NEGATION(V, N) AMP_SV_CLAMPED(V, N)
#define AMP_SV_KIND_unorm(V, N) AMP_SV_CLAMPED(V, N)

/// The class KIND_N (int_2, norm_4...) of scalar T; V2..V4 are its kind's
/// vectors of 2 to 4 components, the swizzles' results.
#define AMP_SV_CLASS(KIND, T, N, V2, V3, V4)                                                                  \
  class KIND##_##N {                                                                                          \
  public:                                                                                                     \
    AMP_SV_SIZE##N(KIND##_##N, T, V2, V3, V4)                                                                 \
    AMP_SV_COMMON(KIND##_##N, T, N)                                                                           \
    AMP_SV_KIND_##KIND(KIND##_##N, N)                                                                         \
  };
