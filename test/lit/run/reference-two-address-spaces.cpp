// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// A reference that may point into two address spaces (a view's element or a
// local, chosen at run time) is a tagged pointer, since OpenCL C 1.2 has no
// generic pointers: a function returning one, a local reference bound to it,
// a reference parameter receiving it, a member of the object it names, and
// `(c ? av[i] : x)` assigned to, each read and written in the right place.
// Issue 46: `float &pick(float &a, float &b)` over a view element and a local
// was refused (the C++ AMP BLAS's amax has it).
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

float &pick(float &a, float &b, bool first) restrict(amp) { return first ? a : b; }
const float &amax(const float &a, const float &b) restrict(amp) { return a > b ? a : b; }
const float &amax3(const float &a, const float &b, const float &c) restrict(amp) { return amax(amax(a, b), c); }
struct P { float x, y; };
P &pickP(P &a, P &b, bool first) restrict(amp) {
  if (first)
    return a;
  return b;
}

int main() {
  const int n = 8;
  std::vector<float> in(n), out(n * 8, -1);
  for (int k = 0; k < n; ++k) in[k] = float(k * 3 % 7);
  array_view<float, 1> x(n, in);
  array_view<float, 2> o(n, 8, out);
  std::vector<P> ps(n);
  for (int k = 0; k < n; ++k) ps[k] = P{float(k), float(-k)};
  array_view<P, 1> pv(n, ps);
  parallel_for_each(extent<1>(n), [=](index<1> i) restrict(amp) {
    int r = i[0];
    float local = 3.5f;
    o(r, 0) = amax(x[i], local);                 // read, two spaces
    o(r, 1) = amax3(local, x[i], 4.0f);          // forwarded, and a temporary
    float &w = pick(x[i], local, r % 2 == 0);    // a local reference into two spaces
    w += 10;
    o(r, 2) = local;
    pick(x[i], local, r % 3 == 0) = 100;         // assigned through
    o(r, 3) = local;
    ++pick(x[i], local, false);
    o(r, 4) = local;
    P lp = {1, 2};
    pickP(pv[i], lp, r < 4).y = 7;               // a member of either
    o(r, 5) = lp.y;
    o(r, 6) = pickP(pv[i], lp, r >= 4).x;
    (r > 5 ? x[i] : local) *= 2;                 // a conditional lvalue
    o(r, 7) = local;
  });
  o.synchronize(); x.synchronize(); pv.synchronize();
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < 8; ++c) std::printf("%g ", out[r * 8 + c]);
    std::printf("| %g %g %g\n", in[r], ps[r].x, ps[r].y);
  }
}
// CHECK: 3.5 4 3.5 3.5 4.5 2 1 9 | 100 0 7
// CHECK-NEXT: 3.5 4 13.5 100 101 2 1 202 | 3 1 7
// CHECK-NEXT: 6 6 3.5 100 101 2 1 202 | 16 2 7
// CHECK-NEXT: 3.5 4 13.5 13.5 14.5 2 1 29 | 100 3 7
// CHECK-NEXT: 5 5 3.5 100 101 7 4 202 | 15 4 -4
// CHECK-NEXT: 3.5 4 13.5 100 101 7 5 202 | 1 5 -5
// CHECK-NEXT: 4 4 3.5 3.5 4.5 7 6 4.5 | 200 6 -6
// CHECK-NEXT: 3.5 4 13.5 100 101 7 7 101 | 0 7 -7
