// RUN: %amp-clang -O2 %s -o %t
// RUN: %run %t | FileCheck %s
// Values in restrict(amp) code: enums, nested and copied structs, captured
// structs passed by value and by const reference, methods on captures, brace
// initialisation, 64-bit and unsigned arithmetic, double-precision math.
#include <amp.h>
#include <amp_math.h>

#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

enum class Op { Add = 1, Mul = 2 };
struct Vec2 { float x, y; };
struct Params {
  Vec2 offset;
  Op op;
  long big;
  float weights[4];
  float weight(int i) const restrict(amp, cpu) { return weights[i & 3]; }
};
struct Counter {
  unsigned n;
  void bump(unsigned by) restrict(amp) { n += by; }
};

float apply(Params p, float v) restrict(amp, cpu) { return p.op == Op::Add ? v + p.offset.x : v * p.offset.y; }
float shifted(const Params &p, float v) restrict(amp) { return v + p.weight(1); }
Vec2 swap(Vec2 v) restrict(amp, cpu) { return Vec2{v.y, v.x}; }

int main() {
  const int n = 256;
  Params p = {{1.5f, 3.0f}, Op::Mul, 1L << 40, {0.25f, 0.5f, 0.75f, 1.0f}};
  std::vector<float> out(n);
  std::vector<double> dout(n);
  std::vector<unsigned> uout(n);
  array_view<float, 1> ov(n, out);
  array_view<double, 1> dv(n, dout);
  array_view<unsigned, 1> uv(n, uout);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    int k = i[0];
    Params local = p;
    local.op = (k % 2) ? Op::Add : Op::Mul;
    Vec2 s = swap(local.offset);
    ov[i] = apply(local, (float)k) + shifted(p, s.x) + p.weight(k);
    long big = p.big + k;
    dv[i] = precise_math::sqrt((double)(big >> 20)) + precise_math::pow(2.0, (double)(k % 5));
    Counter c = {0u};
    for (unsigned b = 1u; b < 16u; b <<= 1)
      if ((unsigned)k & b)
        c.bump(b);
    uv[i] = (c.n ^ 0xffu) + (0xffffffffu / 7u) % 11u;
  });
  int bad = 0;
  for (int k = 0; k < n; ++k) {
    Params local = p;
    local.op = (k % 2) ? Op::Add : Op::Mul;
    Vec2 s = swap(local.offset);
    float e = apply(local, (float)k) + (s.x + p.weights[1]) + p.weights[k & 3];
    bad += std::fabs(ov[k] - e) > 1e-4f;
  }
  std::printf("structs, enums, methods: %d wrong: %s\n", bad, bad ? "FAIL" : "PASS");
  bad = 0;
  for (int k = 0; k < n; ++k) {
    long big = p.big + k;
    double e = std::sqrt((double)(big >> 20)) + std::pow(2.0, (double)(k % 5));
    bad += std::fabs(dv[k] - e) > 1e-9 * e;
    unsigned c = (unsigned)k & 15u;
    bad += uv[k] != (c ^ 0xffu) + (0xffffffffu / 7u) % 11u;
  }
  std::printf("long, unsigned, double: %d wrong: %s\n", bad, bad ? "FAIL" : "PASS");
  return 0;
}
// CHECK: structs, enums, methods: 0 wrong: PASS
// CHECK: long, unsigned, double: 0 wrong: PASS
