// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Functor kernels whose operator() uses the object whole: it calls the
// class's own amp methods that read and write its array_view members, copies
// *this, passes it by reference, or points at it. The views live
// in the object itself, in a base, in a member struct, and behind a
// concurrency::array reference; one functor is tiled, one a template.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct Scale {
  array_view<int, 1> a;
  array_view<const int, 1> b;
  int k;
  Scale(array_view<int, 1> a_, array_view<const int, 1> b_, int k_) : a(a_), b(b_), k(k_) {}
  int load(index<1> i) const restrict(amp) { return b[i] * k; }
  void store(index<1> i, int v) const restrict(amp) { a[i] = v; }
  void operator()(index<1> i) const restrict(amp) { store(i, load(i) + 1); }
};

struct ViewsBase {
  array_view<int, 1> out;
  int twice(int v) const restrict(amp) { return 2 * v; }
  void put(index<1> i, int v) const restrict(amp) { out[i] = twice(v); }
};
struct FromBase : ViewsBase {
  int add;
  void operator()(index<1> i) const restrict(amp) { put(i, i[0] + add); }
};

struct Pair {
  array_view<const int, 1> in;
  array_view<int, 1> out;
};
struct Members {
  int first;
  Pair p;
  int get(int j) const restrict(amp) { return p.in[j] + first; }
  void operator()(index<1> i) const restrict(amp) { p.out[i] = get(i[0]); }
};

struct OnArray {
  array<int, 1> &data;
  int bias;
  void bump(index<1> i) const restrict(amp) { data[i] += bias; }
  void operator()(index<1> i) const restrict(amp) { bump(i); }
};

template <typename T>
struct Axpy {
  T alpha;
  array_view<const T, 1> x;
  array_view<T, 1> y;
  T term(index<1> i) const restrict(amp) { return alpha * x[i]; }
  void operator()(index<1> i) const restrict(amp) { y[i] += term(i); }
};

struct Reverse {
  array_view<int, 1> v;
  int at(int j) const restrict(amp) { return v[j]; }
  void operator()(tiled_index<4> t) const restrict(amp) {
    tile_static int s[4];
    s[t.local[0]] = at(t.global[0]);
    t.barrier.wait();
    v[t.global] = s[3 - t.local[0]];
  }
};

struct Whole {
  array_view<const int, 1> in;
  array_view<int, 1> out;
  static int pick(const Whole &w, index<1> i) restrict(amp) { return w.in[i]; }
  void operator()(index<1> i) const restrict(amp) {
    Whole copy = *this;
    const Whole *self = this;
    copy.out[i] = pick(*this, i) * 100 + self->in[(i[0] + 1) % 8];
  }
};

static int wrong(const std::vector<int> &got, int (*want)(int)) {
  int bad = 0;
  for (int i = 0; i < static_cast<int>(got.size()); ++i)
    bad += got[i] != want(i);
  return bad;
}

int main() {
  std::vector<int> x(8), y(8);
  for (int i = 0; i < 8; ++i)
    y[i] = i;
  array_view<int, 1> a(8, x);
  array_view<const int, 1> b(8, y);
  parallel_for_each(a.extent, Scale(a, b, 3));
  a.synchronize();
  std::printf("own methods: %d wrong\n", wrong(x, [](int i) { return 3 * i + 1; }));

  FromBase fb{{a}, 5};
  parallel_for_each(a.extent, fb);
  a.synchronize();
  std::printf("base methods: %d wrong\n", wrong(x, [](int i) { return 2 * (i + 5); }));

  Members m{10, {b, a}};
  parallel_for_each(a.extent, m);
  a.synchronize();
  std::printf("member struct: %d wrong\n", wrong(x, [](int i) { return i + 10; }));

  array<int, 1> arr(8, y.begin());
  parallel_for_each(arr.extent, OnArray{arr, 7});
  std::vector<int> z = arr;
  std::printf("array reference: %d wrong\n", wrong(z, [](int i) { return i + 7; }));

  std::vector<float> fx(8, 2.0f), fy(8, 1.0f);
  Axpy<float> ax{0.5f, array_view<const float, 1>(8, fx), array_view<float, 1>(8, fy)};
  parallel_for_each(ax.y.extent, ax);
  ax.y.synchronize();
  std::printf("template: %g %g\n", fy[0], fy[7]);

  parallel_for_each(a.extent.tile<4>(), Reverse{a});
  a.synchronize();
  std::printf("tiled: %d %d %d %d\n", x[0], x[3], x[4], x[7]);

  Whole w{b, a};
  parallel_for_each(a.extent, w);
  a.synchronize();
  std::printf("whole object: %d wrong\n", wrong(x, [](int i) { return i * 100 + (i + 1) % 8; }));
  return 0;
}

// CHECK: own methods: 0 wrong
// CHECK: base methods: 0 wrong
// CHECK: member struct: 0 wrong
// CHECK: array reference: 0 wrong
// CHECK: template: 2 2
// CHECK: tiled: 13 10 17 14
// CHECK: whole object: 0 wrong
