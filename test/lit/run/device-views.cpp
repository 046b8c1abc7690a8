// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Views made in kernels from captured ones: sections (every form), projections
// kept as views, view_as, reinterpret_as, data(), array-to-view conversion,
// copy-assignment, pointers to views, views in structs and through functions.
#include <amp.h>

#include <cstdio>
#include <cstring>
#include <vector>

using namespace concurrency;

struct pair_of_views {
  array_view<int, 1> in;
  array_view<int, 1> out;
  pair_of_views(array_view<int, 1> a, array_view<int, 1> b) restrict(amp) : in(a), out(b) {}
};

array_view<int, 1> tail_of(const array_view<int, 1> &v, int from) restrict(amp) { return v.section(from, v.get_extent()[0] - from); }

int sum_of(array_view<const int, 1> v) restrict(amp) {
  int s = 0;
  for (int i = 0; i < v.get_extent()[0]; ++i)
    s += v[i];
  return s;
}

int main() {
  int bad = 0;
  // Sections of a rank-2 view, in each spelling, written through.
  std::vector<int> m(6 * 5, 0);
  array_view<int, 2> mv(6, 5, m);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    array_view<int, 2> a = mv.section(index<2>(1, 1), extent<2>(2, 2));
    a(1, 1) = 11;                                   // m[2][2]
    mv.section(index<2>(3, 0))[index<2>(0, 4)] = 12; // m[3][4]
    mv.section(extent<2>(2, 2))[1][0] = 13;          // m[1][0]
    array_view<int, 2> b = mv.section(4, 2, 2, 3);
    b[1][2] = b.get_extent()[0] * 10 + b.extent[1]; // m[5][4] = 23
    array_view<int, 1> row = mv[5];                 // a projection kept as a view
    row[0] = row.get_extent()[0];                   // m[5][0] = 5
    mv[0][0] = a.get_extent().size();               // 4
  });
  mv.synchronize();
  bad += m[2 * 5 + 2] != 11;
  bad += m[3 * 5 + 4] != 12;
  bad += m[1 * 5 + 0] != 13;
  bad += m[5 * 5 + 4] != 23;
  bad += m[5 * 5 + 0] != 5;
  bad += m[0] != 4;
  std::printf("sections: %d\n", bad);

  // view_as, data(), sections of arrays and functions taking and returning views.
  std::vector<int> lin(24);
  for (int i = 0; i < 24; ++i) lin[i] = i;
  array<int, 1> arr(24, lin.begin());
  std::vector<int> out(8, -1);
  array_view<int, 1> ov(8, out);
  parallel_for_each(extent<1>(1), [=, &arr](index<1>) restrict(amp) {
    array_view<int, 3> cube = arr.view_as(extent<3>(2, 3, 4));
    ov[0] = cube(1, 2, 3);                       // 23
    array_view<int, 1> s = arr.section(4, 8);
    ov[1] = s.data()[2];                         // 6
    ov[2] = tail_of(s, 5)[0];                    // 9
    ov[3] = sum_of(arr.section(index<1>(20)));   // 20+21+22+23 = 86
    array_view<int, 1> v = arr;                  // an array converted to a view
    array_view<int, 2> grid = v.view_as(extent<2>(4, 6));
    ov[4] = grid[3][5];                          // 23
    array_view<int, 1> w = s;
    w = v;                                       // copy-assignment
    ov[5] = w.get_extent()[0];                   // 24
    array<int, 1> *p = &arr;                     // a pointer to a captured array
    ov[6] = (*p)[7] + p->section(10, 2)[1];      // 7 + 11
    pair_of_views pv(arr.section(2, 4), ov);
    pv.out[7] = pv.in[3];                        // 5
  });
  ov.synchronize();
  int expect[8] = {23, 6, 9, 86, 23, 24, 18, 5};
  int bad2 = 0;
  for (int i = 0; i < 8; ++i) bad2 += out[i] != expect[i];
  std::printf("views: %d\n", bad2);

  // reinterpret_as: the same bytes as other elements.
  std::vector<float> f(4);
  for (int i = 0; i < 4; ++i) f[i] = 1.5f * i;
  array<float, 1> fa(4, f.begin());
  std::vector<unsigned> bits(4);
  array_view<unsigned, 1> bv(4, bits);
  parallel_for_each(bv.extent, [=, &fa](index<1> i) restrict(amp) {
    array_view<unsigned, 1> u = fa.reinterpret_as<unsigned>();
    bv[i] = u[i] + u.get_extent()[0] - 4;
  });
  bv.synchronize();
  int bad3 = 0;
  for (int i = 0; i < 4; ++i) {
    unsigned want;
    std::memcpy(&want, &f[i], 4);
    bad3 += bits[i] != want;
  }
  std::printf("reinterpret: %d\n", bad3);
  bad += bad2 + bad3;
  std::printf("device views: %s\n", bad ? "FAIL" : "PASS");
  return bad;
}
// CHECK: sections: 0
// CHECK: views: 0
// CHECK: reinterpret: 0
// CHECK: device views: PASS
