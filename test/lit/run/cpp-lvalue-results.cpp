// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// In C++, `++x`, `x = y`, `x op= y` and `(a, b)` are lvalues; in OpenCL C they
// are not. amp code assigns to them, binds references to them and returns them.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

int &inc(int &x) restrict(amp) { return ++x; }
int &add(int &x, int d) restrict(amp) { return x += d; }
void twice(int &x) restrict(amp) { x *= 2; }
struct P {
  int x, y;
};

int main() {
  int r[9] = {};
  array_view<int, 1> v(9, r);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    int i = 1, a = 0, b = 5, c = 9, j = 10, k = 3, m = 1;
    ++ ++i;
    v[0] = i;
    (a = b) = c;
    v[1] = a;
    (b += 2) *= 3;
    v[2] = b;
    (m, c) = 4;
    v[3] = c;
    int &q = --c;
    q *= 2;
    v[4] = c;
    inc(inc(m));
    v[5] = m;
    add(j, 5);
    v[6] = j;
    twice(++k);
    v[7] = k;
    P s{1, 2}, t{3, 4};
    (s = t).y = 9;
    v[8] = s.x * 10 + s.y;
  });
  v.synchronize();
  std::printf("%d %d %d %d %d %d %d %d %d\n", r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8]);
  // CHECK: 3 9 21 4 6 3 15 8 39
}
