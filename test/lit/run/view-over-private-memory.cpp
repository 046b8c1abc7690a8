// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: FileCheck --check-prefix=CL %s < %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// array_views over private arrays and tile_static arrays: OpenCL C 1.2 has no
// generic address space, so each is a view struct of its own space (amp_avp_*,
// amp_avl_*), and so are the functions and structs that take or hold them. A
// local view assigned views of several spaces is one variable per space.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

// CL-DAG: typedef struct { __private int *data; amp_view_meta_1 meta; } amp_avp_int_1;
// CL-DAG: typedef struct { __private int *data; amp_view_meta_2 meta; } amp_avp_int_2;
// CL-DAG: typedef struct { __local int *data; amp_view_meta_1 meta; } amp_avl_int_1;
// CL-DAG: typedef struct { __global int *data; amp_view_meta_1 meta; } amp_av_int_1;
// CL-DAG: amp_avp_int_1 mixed_p = amp_avp_int_1_make(
// CL-DAG: amp_av_int_1 mixed_g = {0};

int sum_of(array_view<const int, 1> v) restrict(amp) {
  int s = 0;
  for (int i = 0; i < v.get_extent()[0]; ++i)
    s += v[i];
  return s;
}

void fill(array_view<int, 2> v, int base) restrict(amp) {
  for (int r = 0; r < v.get_extent()[0]; ++r)
    for (int c = 0; c < v.get_extent()[1]; ++c)
      v(r, c) = base + r * 10 + c;
}

array_view<int, 1> view_of(int &storage) restrict(amp) { return array_view<int, 1>(1, &storage); }

// A struct holding views: one struct per space its views point into.
struct pair_of_views {
  array_view<int, 1> a, b;
  pair_of_views(int n, int *pa, int *pb) restrict(amp) : a(n, pa), b(n, pb) {}
  int dot() const restrict(amp) {
    int s = 0;
    for (int i = 0; i < a.get_extent()[0]; ++i)
      s += a[i] * b[i];
    return s;
  }
};

static const int TILE = 8;

int tile_total(array_view<int, 1> shared, const tiled_index<TILE> &t) restrict(amp) {
  t.barrier.wait();
  int s = 0;
  for (int i = 0; i < TILE; ++i)
    s += shared[i];
  return s;
}

int main() {
  std::vector<int> out(8, -1);
  std::vector<int> source(3, 5);
  array_view<int, 1> src(3, source);
  array_view<int, 1> ov(8, out);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    int priv[6];
    array_view<int, 1> pv(6, priv);
    for (int i = 0; i < 6; ++i)
      pv[i] = i + 1;
    ov[0] = sum_of(pv);                          // 21
    ov[1] = sum_of(pv.section(2, 3));            // 3 + 4 + 5 = 12
    array_view<int, 2> grid = pv.view_as(extent<2>(2, 3));
    fill(grid, 100);
    ov[2] = priv[4];                             // grid(1, 1) = 111
    array_view<int, 1> other(2, priv + 4);
    other = pv;                                  // copy-assignment between private views
    ov[3] = other.get_extent()[0] + *other.data(); // 6 + 100
    int *p = &pv[5];
    *p = 7;
    ov[4] = priv[5];                             // 7
    int counter = 40;
    view_of(counter)[0] += 2;
    ov[5] = counter;                             // 42
    int x[3] = {1, 2, 3}, y[3] = {4, 5, 6};
    pair_of_views pair(3, x, y);
    pair.b[0] = 10;
    ov[6] = pair.dot();                          // 10 + 10 + 18 = 38
    array_view<int, 1> mixed(3, x);              // over private memory...
    ov[7] = sum_of(mixed);                       // 6
    mixed = src;                                 // ...then over global memory
    ov[7] += sum_of(mixed) * 100;                // + 1500
  });
  ov.synchronize();
  std::printf("private: %d %d %d %d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4], out[5], out[6], out[7]);
  // CHECK: private: 21 12 111 106 7 42 38 1506

  std::vector<int> tiles(4 * TILE, 0);
  array_view<int, 1> tv(4 * TILE, tiles);
  parallel_for_each(tv.extent.tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
    tile_static int shared[TILE];
    array_view<int, 1> sv(TILE, shared);
    sv[t.local] = t.global[0];
    tv[t.global] = tile_total(sv, t) + sv.section(t.local[0], 1)[0] * 0;
  });
  tv.synchronize();
  int bad = 0;
  for (int g = 0; g < 4; ++g)
    for (int l = 0; l < TILE; ++l)
      bad += tiles[g * TILE + l] != g * TILE * TILE + TILE * (TILE - 1) / 2;
  std::printf("tile_static: %d wrong\n", bad);
  // CHECK: tile_static: 0 wrong
}
