// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Functor kernels whose data members are structs holding the views: a
// parameter block of views and scalars, nested structs, a member struct in a
// base, a concurrency::array& inside one, the struct's own amp methods, a
// tiled functor and a functor template.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct Params {
  array_view<const float, 1> in;
  array_view<float, 1> out;
  float scale;
  float at(int k) const restrict(amp) { return in[k] * scale; }
};

struct Scale {
  Params p;
  int bias;
  void operator()(index<1> i) const restrict(amp) { p.out[i] = p.at(i[0]) + bias; }
};

struct Inner {
  array_view<int, 1> v;
  int add;
};
struct Outer {
  int first;
  Inner inner;
};
struct Nested {
  int mul;
  Outer o;
  void operator()(index<1> i) const restrict(amp) { o.inner.v[i] = i[0] * mul + o.inner.add + o.first; }
};

struct Holds {
  Params q;
};
struct FromBase : Holds {
  float extra;
  void operator()(index<1> i) const restrict(amp) { q.out[i] = q.in[i] + extra; }
};

struct ArrayRef {
  array<int, 1> &data;
  int step;
};
struct ThroughArray {
  ArrayRef r;
  void operator()(index<1> i) const restrict(amp) { r.data[i] += r.step; }
};

struct TileSums {
  Inner io;
  void operator()(tiled_index<4> t) const restrict(amp) {
    tile_static int s[4];
    s[t.local[0]] = io.v[t.global];
    t.barrier.wait();
    if (t.local[0] == 0)
      io.v[t.global] = s[0] + s[1] + s[2] + s[3] + io.add;
  }
};

template <typename T>
struct Fill {
  struct {
    array_view<T, 1> v;
    T value;
  } target;
  void operator()(index<1> i) const restrict(amp) { target.v[i] = target.value + T(i[0]); }
};

int main() {
  std::vector<float> in = {1, 2, 3, 4}, out(4, 0), out2(4, 0);
  parallel_for_each(extent<1>(4), Scale{{array_view<const float, 1>(4, in), array_view<float, 1>(4, out), 2.0f}, 1});
  array_view<float, 1>(4, out).synchronize();
  std::printf("%g %g\n", out[0], out[3]);
  // CHECK: 3 9

  std::vector<int> v(4, 0);
  array_view<int, 1> vv(4, v);
  parallel_for_each(vv.extent, Nested{10, {5, {vv, 100}}});
  vv.synchronize();
  std::printf("%d %d\n", v[0], v[3]);
  // CHECK: 105 135

  FromBase fb{{{array_view<const float, 1>(4, in), array_view<float, 1>(4, out2), 0.0f}}, 0.5f};
  parallel_for_each(extent<1>(4), fb);
  fb.q.out.synchronize();
  std::printf("%g %g\n", out2[0], out2[3]);
  // CHECK: 1.5 4.5

  std::vector<int> init = {1, 2, 3, 4};
  array<int, 1> arr(4, init.begin());
  parallel_for_each(arr.extent, ThroughArray{{arr, 7}});
  std::vector<int> back = arr;
  std::printf("%d %d\n", back[0], back[3]);
  // CHECK: 8 11

  std::vector<int> t = {1, 2, 3, 4, 5, 6, 7, 8};
  array_view<int, 1> tv(8, t);
  parallel_for_each(tv.extent.tile<4>(), TileSums{{tv, 1000}});
  tv.synchronize();
  std::printf("%d %d %d\n", t[0], t[1], t[4]);
  // CHECK: 1010 2 1026

  std::vector<float> f(3, 0);
  Fill<float> fill{{array_view<float, 1>(3, f), 0.25f}};
  parallel_for_each(extent<1>(3), fill);
  fill.target.v.synchronize();
  std::printf("%g %g\n", f[0], f[2]);
  // CHECK: 0.25 2.25
}
