// RUN: %amp-clang -O1 %s -o %t
// RUN: %run %t | FileCheck %s
// Language features of restrict(amp) code that lower to OpenCL C: helper
// functions with value, reference, pointer and array_view parameters, classes
// with constructors and methods, rank-2 views, control flow, math and atomics.
#include <amp.h>
#include <amp_math.h>

#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Accumulator {
  float total;
  int count;
  Accumulator(float start) restrict(amp, cpu) : total(start), count(0) {}
  void add(float v) restrict(amp, cpu) {
    total += v;
    ++count;
  }
  float mean() const restrict(amp, cpu) { return count ? total / count : 0.0f; }
};

float square(float x) restrict(amp, cpu) { return x * x; }
void twice(int &x) restrict(amp) { x *= 2; }
void bump(int *p) restrict(amp) { *p += 1; }
float sum_row(const array_view<const float, 2> &m, int row) restrict(amp) {
  float s = 0;
  for (int c = 0; c < m.extent[1]; ++c)
    s += m(row, c);
  return s;
}
int classify(int v) restrict(amp) {
  switch (v % 4) {
  case 0: return 10;
  case 1: return 20;
  default: return 30;
  }
}

static int check(const char *what, bool ok) {
  std::printf("%s: %s\n", what, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

int main() {
  const int rows = 64, cols = 48;
  std::vector<float> m(rows * cols);
  for (int i = 0; i < rows * cols; ++i)
    m[i] = static_cast<float>(i % 13);
  array_view<const float, 2> mv(rows, cols, m);
  std::vector<float> sums(rows), means(rows);
  std::vector<int> ints(rows), hist(4, 0);
  array_view<float, 1> sv(rows, sums), meanv(rows, means);
  array_view<int, 1> iv(rows, ints), hv(4, hist);
  parallel_for_each(sv.extent, [=](index<1> idx) restrict(amp) {
    int r = idx[0];
    sv[idx] = sum_row(mv, r);
    Accumulator acc(0.0f);
    for (int c = 0; c < cols; ++c)
      acc.add(square(mv(r, c)));
    meanv[idx] = acc.mean();
    int v = r;
    twice(v);
    bump(&v);
    int w = classify(r);
    if (r % 2 == 0 && w > 0)
      v += w;
    else
      v -= 1;
    iv[idx] = v;
    atomic_fetch_add(&hv[r % 4], 1);
  });
  int failures = 0;
  bool sums_ok = true, means_ok = true, ints_ok = true;
  for (int r = 0; r < rows; ++r) {
    float s = 0, q = 0;
    for (int c = 0; c < cols; ++c) {
      s += m[r * cols + c];
      q += m[r * cols + c] * m[r * cols + c];
    }
    sums_ok &= sv[r] == s;
    means_ok &= std::fabs(meanv[r] - q / cols) < 1e-3f;
    int w = r % 4 == 0 ? 10 : r % 4 == 1 ? 20 : 30;
    int v = r * 2 + 1;
    ints_ok &= iv[r] == (r % 2 == 0 ? v + w : v - 1);
  }
  failures += check("view parameter", sums_ok);
  failures += check("class with constructor and methods", means_ok);
  failures += check("reference, pointer, switch", ints_ok);
  failures += check("atomics", hv[0] == 16 && hv[1] == 16 && hv[2] == 16 && hv[3] == 16);
  return failures;
}
// CHECK: view parameter: PASS
// CHECK: class with constructor and methods: PASS
// CHECK: reference, pointer, switch: PASS
// CHECK: atomics: PASS
