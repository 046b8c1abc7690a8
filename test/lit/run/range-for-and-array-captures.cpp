// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Range-based for in amp code (over C arrays, by value, by reference, nested,
// with continue), a local reference to a whole C array, and C arrays captured
// by value: by a kernel (the closure copies them, as C++ does) and by a lambda
// written in amp code.
#include <amp.h>

#include <cstdio>
#include <vector>
using namespace concurrency;
struct P { int a; float b; };
struct S { int k; float w[3]; };
int sum(int i) restrict(amp, cpu) {
  int arr[5] = {0, 1, 2, 3, 4};
  int s = 0;
  for (int x : arr) s += x * i;
  for (int &x : arr) x += 1;
  for (const auto &x : arr) s += x;
  int (&ra)[5] = arr;
  ra[0] += 7;
  for (auto x : ra) { if (x == 3) continue; s += x; }
  P ps[2] = {{1, 2.0f}, {3, 4.0f}};
  for (P p : ps) s += p.a;
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  for (auto &row : m) for (int v : row) s += v;
  return s;
}
int main() {
  int bad = 0;
  std::vector<int> v(8);
  array_view<int, 1> out(8, v);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = sum(i[0]); });
  out.synchronize();
  for (int i = 0; i < 8; ++i)
    if (v[i] != sum(i)) { std::printf("range-for %d: %d, host %d\n", i, v[i], sum(i)); ++bad; }
  std::printf("range-for %d %d\n", v[0], v[7]);
  // CHECK: range-for 59 129

  int arr[3] = {7, 8, 9};
  float m[2][2] = {{1, 2}, {3, 4}};
  S ss[2] = {{1, {1, 2, 3}}, {2, {4, 5, 6}}};
  int (&ra)[3] = arr;
  std::vector<float> f(16, 0);
  array_view<float, 1> af(16, f);
  parallel_for_each(af.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    af[idx] = arr[i % 3] + m[i % 2][(i / 2) % 2] + ss[i % 2].w[i % 3] + ss[i % 2].k + ra[(i + 1) % 3];
  });
  af.synchronize();
  for (int i = 0; i < 16; ++i) {
    float e = arr[i % 3] + m[i % 2][(i / 2) % 2] + ss[i % 2].w[i % 3] + ss[i % 2].k + ra[(i + 1) % 3];
    if (f[i] != e) { std::printf("captured arrays %d: %f, host %f\n", i, f[i], e); ++bad; }
  }
  std::printf("captured arrays %g %g\n", f[0], f[15]);
  // CHECK: captured arrays 18 25

  std::vector<int> w(4, 0);
  array_view<int, 1> aw(4, w);
  parallel_for_each(aw.extent, [=](index<1> idx) restrict(amp) {
    int t[2] = {idx[0], 10};
    auto times = [=]() restrict(amp) { return t[0] * t[1]; };
    t[0] = 100; // the lambda holds its own copy
    aw[idx] = times();
  });
  aw.synchronize();
  std::printf("inner lambda %d %d %d %d\n", w[0], w[1], w[2], w[3]);
  // CHECK: inner lambda 0 10 20 30
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  // CHECK: PASS
  return bad;
}
