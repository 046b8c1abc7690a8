// concurrency::index<N> and concurrency::extent<N>: N ints, usable on host and device.
#pragma once

#include <amp_clang/namespace.h>

#include <amp_clang/restrict.h>
#include <amp_clang/kernel.h>

namespace Concurrency {

template <int _AmpD0, int _AmpD1 = 0, int _AmpD2 = 0> class tiled_extent;

/// A point of an N-dimensional index space. Standard layout, exactly `int m_v[N]`:
/// the compiler copies it byte for byte into the device argument block.
template <int _AmpN> class index {
  static_assert(_AmpN > 0, "index rank must be positive");

public:
  static constexpr int rank = _AmpN;
  typedef int value_type;

  index() restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] = 0;
  }
  explicit index(int i0) restrict(cpu, amp) {
    static_assert(_AmpN == 1, "index(i0) needs rank 1");
    m_v[0] = i0;
  }
  index(int i0, int i1) restrict(cpu, amp) {
    static_assert(_AmpN == 2, "index(i0, i1) needs rank 2");
    m_v[0] = i0;
    m_v[1] = i1;
  }
  index(int i0, int i1, int i2) restrict(cpu, amp) {
    static_assert(_AmpN == 3, "index(i0, i1, i2) needs rank 3");
    m_v[0] = i0;
    m_v[1] = i1;
    m_v[2] = i2;
  }
  explicit index(const int components[]) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] = components[i];
  }

  int operator[](int c) const restrict(cpu, amp) { return m_v[c]; }
  int &operator[](int c) restrict(cpu, amp) { return m_v[c]; }

  index &operator+=(const index &o) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] += o.m_v[i];
    return *this;
  }
  index &operator-=(const index &o) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] -= o.m_v[i];
    return *this;
  }
  index &operator+=(int v) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] += v;
    return *this;
  }
  index &operator-=(int v) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] -= v;
    return *this;
  }
  index &operator*=(int v) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] *= v;
    return *this;
  }
  index &operator/=(int v) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] /= v;
    return *this;
  }
  index &operator%=(int v) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] %= v;
    return *this;
  }
  index &operator++() restrict(cpu, amp) { return *this += 1; }
  index &operator--() restrict(cpu, amp) { return *this -= 1; }
  index operator++(int) restrict(cpu, amp) {
    index old = *this;
    *this += 1;
    return old;
  }
  index operator--(int) restrict(cpu, amp) {
    index old = *this;
    *this -= 1;
    return old;
  }

  int m_v[_AmpN];
};

/// The shape of an N-dimensional index space (or of an array/array_view).
/// Same layout contract as index<N>.
template <int _AmpN> class extent {
  static_assert(_AmpN > 0, "extent rank must be positive");

public:
  static constexpr int rank = _AmpN;
  typedef int value_type;

  extent() restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] = 0;
  }
  explicit extent(int e0) restrict(cpu, amp) {
    static_assert(_AmpN == 1, "extent(e0) needs rank 1");
    m_v[0] = e0;
  }
  extent(int e0, int e1) restrict(cpu, amp) {
    static_assert(_AmpN == 2, "extent(e0, e1) needs rank 2");
    m_v[0] = e0;
    m_v[1] = e1;
  }
  extent(int e0, int e1, int e2) restrict(cpu, amp) {
    static_assert(_AmpN == 3, "extent(e0, e1, e2) needs rank 3");
    m_v[0] = e0;
    m_v[1] = e1;
    m_v[2] = e2;
  }
  explicit extent(const int components[]) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] = components[i];
  }

  int operator[](int c) const restrict(cpu, amp) { return m_v[c]; }
  int &operator[](int c) restrict(cpu, amp) { return m_v[c]; }

  /// Number of points (product of the dimensions).
  unsigned int size() const restrict(cpu, amp) {
    unsigned int s = 1;
    for (int i = 0; i < _AmpN; ++i) s *= static_cast<unsigned int>(m_v[i]);
    return s;
  }
  bool contains(const index<_AmpN> &idx) const restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i)
      if (idx[i] < 0 || idx[i] >= m_v[i]) return false;
    return true;
  }

  template <int _AmpD0> tiled_extent<_AmpD0> tile() const restrict(cpu, amp) {
    static_assert(_AmpN == 1, "tile<D0>() needs rank 1");
    return tiled_extent<_AmpD0>(*this);
  }
  template <int _AmpD0, int _AmpD1> tiled_extent<_AmpD0, _AmpD1> tile() const restrict(cpu, amp) {
    static_assert(_AmpN == 2, "tile<D0, D1>() needs rank 2");
    return tiled_extent<_AmpD0, _AmpD1>(*this);
  }
  template <int _AmpD0, int _AmpD1, int _AmpD2> tiled_extent<_AmpD0, _AmpD1, _AmpD2> tile() const restrict(cpu, amp) {
    static_assert(_AmpN == 3, "tile<D0, D1, D2>() needs rank 3");
    return tiled_extent<_AmpD0, _AmpD1, _AmpD2>(*this);
  }

  extent &operator+=(const extent &o) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] += o.m_v[i];
    return *this;
  }
  extent &operator-=(const extent &o) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] -= o.m_v[i];
    return *this;
  }
  extent &operator+=(const index<_AmpN> &o) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] += o[i];
    return *this;
  }
  extent &operator-=(const index<_AmpN> &o) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] -= o[i];
    return *this;
  }
  extent &operator+=(int v) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] += v;
    return *this;
  }
  extent &operator-=(int v) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] -= v;
    return *this;
  }
  extent &operator*=(int v) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] *= v;
    return *this;
  }
  extent &operator/=(int v) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] /= v;
    return *this;
  }
  extent &operator%=(int v) restrict(cpu, amp) {
    for (int i = 0; i < _AmpN; ++i) m_v[i] %= v;
    return *this;
  }
  extent &operator++() restrict(cpu, amp) { return *this += 1; }
  extent &operator--() restrict(cpu, amp) { return *this -= 1; }
  extent operator++(int) restrict(cpu, amp) {
    extent old = *this;
    *this += 1;
    return old;
  }
  extent operator--(int) restrict(cpu, amp) {
    extent old = *this;
    *this -= 1;
    return old;
  }

  int m_v[_AmpN];
};

// Comparison and binary arithmetic, for index and extent alike.
#define AMP_CLANG_POINT_OPS(P)                                                          \
  template <int _AmpN> bool operator==(const P<_AmpN> &a, const P<_AmpN> &b) restrict(cpu, amp) {    \
    for (int i = 0; i < _AmpN; ++i)                                                         \
      if (a[i] != b[i]) return false;                                                   \
    return true;                                                                        \
  }                                                                                     \
  template <int _AmpN> bool operator!=(const P<_AmpN> &a, const P<_AmpN> &b) restrict(cpu, amp) {    \
    return !(a == b);                                                                   \
  }                                                                                     \
  template <int _AmpN> P<_AmpN> operator+(const P<_AmpN> &a, const P<_AmpN> &b) restrict(cpu, amp) {     \
    P<_AmpN> r = a;                                                                         \
    return r += b;                                                                      \
  }                                                                                     \
  template <int _AmpN> P<_AmpN> operator-(const P<_AmpN> &a, const P<_AmpN> &b) restrict(cpu, amp) {     \
    P<_AmpN> r = a;                                                                         \
    return r -= b;                                                                      \
  }                                                                                     \
  template <int _AmpN> P<_AmpN> operator+(const P<_AmpN> &a, int v) restrict(cpu, amp) {             \
    P<_AmpN> r = a;                                                                         \
    return r += v;                                                                      \
  }                                                                                     \
  template <int _AmpN> P<_AmpN> operator+(int v, const P<_AmpN> &a) restrict(cpu, amp) {             \
    P<_AmpN> r = a;                                                                         \
    return r += v;                                                                      \
  }                                                                                     \
  template <int _AmpN> P<_AmpN> operator-(const P<_AmpN> &a, int v) restrict(cpu, amp) {             \
    P<_AmpN> r = a;                                                                         \
    return r -= v;                                                                      \
  }                                                                                     \
  template <int _AmpN> P<_AmpN> operator-(int v, const P<_AmpN> &a) restrict(cpu, amp) {             \
    P<_AmpN> r;                                                                             \
    for (int i = 0; i < _AmpN; ++i) r[i] = v - a[i];                                        \
    return r;                                                                           \
  }                                                                                     \
  template <int _AmpN> P<_AmpN> operator*(const P<_AmpN> &a, int v) restrict(cpu, amp) {             \
    P<_AmpN> r = a;                                                                         \
    return r *= v;                                                                      \
  }                                                                                     \
  template <int _AmpN> P<_AmpN> operator*(int v, const P<_AmpN> &a) restrict(cpu, amp) {             \
    P<_AmpN> r = a;                                                                         \
    return r *= v;                                                                      \
  }                                                                                     \
  template <int _AmpN> P<_AmpN> operator/(const P<_AmpN> &a, int v) restrict(cpu, amp) {             \
    P<_AmpN> r = a;                                                                         \
    return r /= v;                                                                      \
  }                                                                                     \
  template <int _AmpN> P<_AmpN> operator/(int v, const P<_AmpN> &a) restrict(cpu, amp) {             \
    P<_AmpN> r;                                                                             \
    for (int i = 0; i < _AmpN; ++i) r[i] = v / a[i];                                        \
    return r;                                                                           \
  }                                                                                     \
  template <int _AmpN> P<_AmpN> operator%(const P<_AmpN> &a, int v) restrict(cpu, amp) {             \
    P<_AmpN> r = a;                                                                         \
    return r %= v;                                                                      \
  }                                                                                     \
  template <int _AmpN> P<_AmpN> operator%(int v, const P<_AmpN> &a) restrict(cpu, amp) {             \
    P<_AmpN> r;                                                                             \
    for (int i = 0; i < _AmpN; ++i) r[i] = v % a[i];                                        \
    return r;                                                                           \
  }

AMP_CLANG_POINT_OPS(index)
AMP_CLANG_POINT_OPS(extent)
#undef AMP_CLANG_POINT_OPS

template <int _AmpN> extent<_AmpN> operator+(const extent<_AmpN> &a, const index<_AmpN> &b) restrict(cpu, amp) {
  extent<_AmpN> r = a;
  return r += b;
}
template <int _AmpN> extent<_AmpN> operator-(const extent<_AmpN> &a, const index<_AmpN> &b) restrict(cpu, amp) {
  extent<_AmpN> r = a;
  return r -= b;
}

} // namespace Concurrency
