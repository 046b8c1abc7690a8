// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// parallel_for_each's compute-domain rules, for every rank (C++ AMP v1.2,
// parallel_for_each; Microsoft's runtime): a dimension of 0 or less, more
// than 2^32 - 1 threads, a tiled extent its tile does not divide, or more
// than 65,535 tiles along a dimension throw invalid_compute_domain and run
// nothing. Any rank may have up to 2^32 - 1 threads: ranks above 3 ran as a
// range of int indices and refused more than 2^31 - 1 (issue 46, item 5).
#include <amp.h>

#include <climits>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <int N> const char *plain(const extent<N> &e) {
  std::vector<int> hit(1, 0);
  array_view<int, 1> h(1, hit);
  try {
    parallel_for_each(e, [=](index<N>) restrict(amp) { h[0] = 1; });
  } catch (const invalid_compute_domain &) {
    h.synchronize();
    return hit[0] ? "threw after running" : "invalid";
  }
  h.synchronize();
  return hit[0] ? "ran" : "ran nothing";
}

template <int D0, int D1, int D2> const char *tiled(const tiled_extent<D0, D1, D2> &e) {
  std::vector<int> hit(1, 0);
  array_view<int, 1> h(1, hit);
  try {
    parallel_for_each(e, [=](tiled_index<D0, D1, D2>) restrict(amp) { h[0] = 1; });
  } catch (const invalid_compute_domain &) {
    h.synchronize();
    return hit[0] ? "threw after running" : "invalid";
  }
  h.synchronize();
  return hit[0] ? "ran" : "ran nothing";
}

int main() {
  int four[4] = {2, 0, 2, 2}, big4[4] = {65536, 256, 256, 1}, neg5[5] = {1, 1, 1, 1, -3};
  std::printf("zero: %s %s %s %s\n", plain(extent<1>(0)), plain(extent<2>(3, 0)), plain(extent<3>(0, 1, 1)),
              plain(extent<4>(four)));
  // CHECK: zero: invalid invalid invalid invalid
  std::printf("negative: %s %s %s %s\n", plain(extent<1>(-1)), plain(extent<2>(-2, -2)), plain(extent<3>(8, -1, 8)),
              plain(extent<5>(neg5)));
  // CHECK: negative: invalid invalid invalid invalid
  std::printf("too many threads: %s %s %s\n", plain(extent<2>(65536, 65536)), plain(extent<3>(2, 65536, 32768)),
              plain(extent<4>(big4)));
  // CHECK: too many threads: invalid invalid invalid
  std::printf("tiled zero or negative: %s %s %s\n", tiled(extent<1>(0).tile<4>()), tiled(extent<2>(4, 0).tile<2, 2>()),
              tiled(extent<3>(2, 2, -2).tile<2, 2, 2>()));
  // CHECK: tiled zero or negative: invalid invalid invalid
  std::printf("not divisible: %s %s %s\n", tiled(extent<1>(10).tile<4>()), tiled(extent<2>(8, 9).tile<4, 2>()),
              tiled(extent<3>(4, 9, 49).tile<2, 3, 5>()));
  // CHECK: not divisible: invalid invalid invalid
  std::printf("too many tiles: %s %s %s\n", tiled(extent<1>(65536).tile<1>()), tiled(extent<2>(2, 65536 * 2).tile<1, 2>()),
              tiled(extent<3>(65536, 1, 1).tile<1, 1, 1>()));
  // CHECK: too many tiles: invalid invalid invalid
  std::printf("padded: %s %s %s\n", tiled(extent<1>(10).tile<4>().pad()), tiled(extent<2>(8, 9).tile<4, 2>().pad()),
              tiled(extent<3>(4, 9, 49).tile<2, 3, 5>().pad()));
  // CHECK: padded: ran ran ran
  std::printf("truncated: %s %s\n", tiled(extent<1>(10).tile<4>().truncate()), tiled(extent<1>(3).tile<4>().truncate()));
  // CHECK: truncated: ran invalid

  // Rank 4 beyond 2^31 - 1 threads: each row of the last dimension reports
  // that its last thread ran with the right index.
  int dims[4] = {2, 2, 32768, 16385}; // 2,147,614,720 threads
  extent<4> e(dims);
  std::vector<int> rows(2 * 2 * 32768, 0);
  array_view<int, 1> r(static_cast<int>(rows.size()), rows);
  parallel_for_each(e, [=](index<4> i) restrict(amp) {
    if (i[3] == 16384)
      r[(i[0] * 2 + i[1]) * 32768 + i[2]] += 1;
  });
  r.synchronize();
  int missing = 0;
  for (int x : rows)
    missing += x != 1;
  std::printf("rank 4, %u threads: %d rows missing\n", e.size(), missing);
  // CHECK: rank 4, 2147614720 threads: 0 rows missing
  return 0;
}
