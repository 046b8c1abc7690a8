// RUN: %amp-clang -O2 %s -o %t
// RUN: %run %t | FileCheck %s
// Functor kernels: classes with a const operator() restrict(amp), private
// members, array_view members (read-only and writable, rank 1 and 2), a
// reference to a concurrency::array, and a tiled functor.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

class Saxpy {
public:
  Saxpy(float a, array_view<const float, 1> x, array_view<float, 1> y) : a_(a), x_(x), y_(y) {}
  void operator()(index<1> i) const restrict(amp) { y_[i] = a_ * x_[i] + y_[i] + bias(); }

private:
  float bias() const restrict(amp) { return offsets_[1]; }
  float a_;
  array_view<const float, 1> x_;
  int pad_ = 7;
  float offsets_[2] = {0.0f, 0.5f};
  array_view<float, 1> y_;
};

struct Transpose {
  array_view<const int, 2> in;
  array<int, 2> &out;
  void operator()(index<2> i) const restrict(amp) { out(i[1], i[0]) = in[i] + in.extent[1]; }
};

struct TileSum {
  array_view<const int, 1> in;
  array_view<int, 1> sums;
  void operator()(tiled_index<64> t) const restrict(amp) {
    tile_static int part[64];
    part[t.local[0]] = in[t.global];
    t.barrier.wait();
    if (t.local[0] == 0) {
      int s = 0;
      for (int k = 0; k < 64; ++k) s += part[k];
      sums[t.tile] = s;
    }
  }
};

int main() {
  const int n = 1000;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) { x[i] = (float)i; y[i] = 1.0f; }
  array_view<const float, 1> xv(n, x);
  array_view<float, 1> yv(n, y);
  parallel_for_each(yv.extent, Saxpy(2.0f, xv, yv));
  yv.synchronize();
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += y[i] != 2.0f * i + 1.5f;
  std::printf("class with private members: %d wrong: %s\n", bad, bad ? "FAIL" : "PASS");

  const int r = 5, c = 7;
  std::vector<int> m(r * c), t(r * c);
  for (int i = 0; i < r * c; ++i) m[i] = i;
  array_view<const int, 2> mv(r, c, m);
  array<int, 2> out(c, r);
  Transpose tr{mv, out};
  parallel_for_each(mv.extent, tr);
  copy(out, t.begin());
  bad = 0;
  for (int i = 0; i < r; ++i)
    for (int j = 0; j < c; ++j) bad += t[j * r + i] != m[i * c + j] + c;
  std::printf("array reference member: %d wrong: %s\n", bad, bad ? "FAIL" : "PASS");

  std::vector<int> v(64 * 8), s(8);
  for (int i = 0; i < 64 * 8; ++i) v[i] = i % 10;
  array_view<const int, 1> vv(64 * 8, v);
  array_view<int, 1> sv(8, s);
  parallel_for_each(vv.extent.tile<64>(), TileSum{vv, sv});
  bad = 0;
  for (int b = 0; b < 8; ++b) {
    int e = 0;
    for (int k = 0; k < 64; ++k) e += v[b * 64 + k];
    bad += sv[b] != e;
  }
  std::printf("tiled functor: %d wrong: %s\n", bad, bad ? "FAIL" : "PASS");
  return 0;
}
// CHECK: class with private members: 0 wrong: PASS
// CHECK: array reference member: 0 wrong: PASS
// CHECK: tiled functor: 0 wrong: PASS
