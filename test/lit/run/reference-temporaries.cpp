// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// A reference keeps its meaning whatever it is bound to: a temporary (a
// value, a member of a returned struct, a default argument) passed to a
// reference parameter is stored by the caller until the end of the
// full-expression and its address passed, so a function returning that
// reference (or a pointer to it) returns the caller's object, never its own
// copy. Issue 46: 62 of 64 results of `mx(one, float(i))` were wrong.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

const float& mx(const float& a, const float& b) restrict(amp, cpu) { return a > b ? a : b; }
const float& id(const float& a) restrict(amp, cpu) { return a; }
const float& id2(const float& a) restrict(amp, cpu) { return id(a); }
const float* addr(const float& a) restrict(amp, cpu) { return &a; }
template <class T> const T& mymax(const T& a, const T& b) restrict(amp, cpu) { return a < b ? b : a; }
struct S { float x, y; const S& self() const restrict(amp, cpu) { return *this; } };
S makeS(float v) restrict(amp, cpu) { S s = {v, 2 * v}; return s; }
const S& idS(const S& s) restrict(amp, cpu) { return s; }
float twice(const float& x = 1.5f) restrict(amp, cpu) { return 2 * x; }
template <class T> struct cplx {
  T re, im;
  cplx(const T& r = T(), const T& i = T()) restrict(amp, cpu) : re(r), im(i) {}
};
struct Acc { float t; void add(const float& v) restrict(amp, cpu) { t += v; } };

int main() {
  const int n = 8;
  std::vector<float> out(n * 16, -1);
  array_view<float, 2> o(n, 16, out);
  float one = 1.0f;
  parallel_for_each(extent<1>(n), [=](index<1> i) restrict(amp) {
    int r = i[0];
    float f = float(r);
    o(r, 0) = mx(one, f);
    o(r, 1) = id(makeS(f).y);
    o(r, 2) = *addr(f + 3);
    o(r, 3) = id2(f * 5);
    o(r, 4) = mymax(one + 2, f);
    auto lam = [](const float& a, const float& b) -> const float& { return a > b ? a : b; };
    o(r, 5) = lam(f, 4.0f);
    o(r, 6) = mx(mx(f, 3.0f), 5.0f - f);
    o(r, 7) = idS(makeS(f + 1)).y;
    o(r, 8) = twice() + twice(f);
    cplx<float> c; cplx<float> d(f);
    o(r, 9) = c.re + c.im + d.re + d.im;
    o(r, 10) = makeS(f).self().y;
    const float& ext = f * 7;
    o(r, 11) = ext;
    const S& es = makeS(f - 1);
    o(r, 12) = es.x + es.y;
    Acc a = {0}; a.add(f + 0.5f); a.add(2);
    o(r, 13) = a.t;
    o(r, 14) = mymax(int(r), 3);
  });
  o.synchronize();
  for (int r = 0; r < n; ++r) { for (int c = 0; c < 15; ++c) std::printf("%g ", out[r * 16 + c]); std::printf("\n"); }
}
// CHECK: 1 0 3 0 3 4 5 2 3 0 0 0 -3 2.5 3 
// CHECK-NEXT: 1 2 4 5 3 4 4 4 5 1 2 7 0 3.5 3 
// CHECK-NEXT: 2 4 5 10 3 4 3 6 7 2 4 14 3 4.5 3 
// CHECK-NEXT: 3 6 6 15 3 4 3 8 9 3 6 21 6 5.5 3 
// CHECK-NEXT: 4 8 7 20 4 4 4 10 11 4 8 28 9 6.5 4 
// CHECK-NEXT: 5 10 8 25 5 5 5 12 13 5 10 35 12 7.5 5 
// CHECK-NEXT: 6 12 9 30 6 6 6 14 15 6 12 42 15 8.5 6 
// CHECK-NEXT: 7 14 10 35 7 7 7 16 17 7 14 49 18 9.5 7 
