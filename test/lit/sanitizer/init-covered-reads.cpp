// RUN: %amp-clang -fsanitize=amp %s -o %t
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 %t 2>&1 | FileCheck %s
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 AMP_CLANG_DEVICE=host %t 2>&1 | FileCheck %s
// RUN: %amp-clang -fsanitize=amp-init -emit-opencl %s -o - | FileCheck --check-prefix=CL %s
// The init check's shortcut (SanitizerCoveredReads.cpp): a tile_static read
// after a barrier that a write of every element of the array (indexed by the
// tile-local index, each dimension as long as the tile's) dominates is not
// followed. The matrix product's reads and those of a transposed tile are
// such reads. A write that misses elements (a longer array, one component
// used twice) or a read before the barrier is still checked, and its
// uninitialised reads are reported.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 16, T = 4;
  std::vector<float> a(n * n), b(n * n), c(n * n);
  for (int i = 0; i < n * n; ++i) {
    a[i] = float(i % 7) - 3.0f;
    b[i] = float(i % 5) - 2.0f;
  }
  array_view<const float, 2> va(n, n, a), vb(n, n, b);
  array_view<float, 2> vc(n, n, c);
  vc.discard_data();
  // CL: __kernel void amp_k_init_covered_reads_[[@LINE+1]]_3(
  parallel_for_each(vc.extent.tile<T, T>(), [=](tiled_index<T, T> t) restrict(amp) {
    tile_static float ta[T][T], tb[T][T];
    int row = t.local[0];
    const int col = t.local[1];
    float acc = 0.0f;
    for (int k = 0; k < n; k += T) {
      // CL: amp_san_ts_use((__local uchar *)&ta_0[row][col]
      ta[row][col] = va(t.global[0], k + col);
      // CL-NEXT: amp_san_ts_use((__local uchar *)&tb_1[row][col]
      tb[row][col] = vb(k + row, t.global[1]);
      t.barrier.wait();
      // CL-NOT: amp_san_ts_use((__local
      for (int j = 0; j < T; ++j)
        acc += ta[row][j] * tb[j][col];
      t.barrier.wait();
    }
    vc[t.global] = acc;
  });
  vc.synchronize();
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0.0f;
      for (int k = 0; k < n; ++k)
        s += a[i * n + k] * b[k * n + j];
      wrong += s != c[i * n + j];
    }
  // CHECK-NOT: ERROR
  // CHECK: matmul wrong: 0
  std::fprintf(stderr, "matmul wrong: %d\n", wrong);

  // A 2x4 tile written transposed: still every element.
  std::vector<int> out(8, -1);
  array_view<int, 2> vo(2, 4, out);
  // CL: __kernel void amp_k_init_covered_reads_[[@LINE+1]]_3(
  parallel_for_each(vo.extent.tile<2, 4>(), [=](tiled_index<2, 4> t) restrict(amp) {
    tile_static int s[4][2];
    // CL: amp_san_ts_use((__local uchar *)&s_0[t.amp_u_local.v[1]][t.amp_u_local.v[0]]
    s[t.local[1]][t.local[0]] = t.local[0] * 4 + t.local[1];
    t.barrier.wait();
    // CL-NOT: amp_san_ts_use((__local
    vo[t.local] = s[3 - t.local[1]][1 - t.local[0]];
  });
  vo.synchronize();
  // CHECK-NEXT: transposed: 7 6 5 4 3 2 1 0
  std::fprintf(stderr, "transposed: %d %d %d %d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4], out[5], out[6],
              out[7]);

  std::vector<int> data(8, 1);
  array_view<int, 1> vd(8, data);
  // An array one longer than the tile: its last element is never written.
  // CL: __kernel void amp_k_init_covered_reads_[[@LINE+1]]_3(
  parallel_for_each(vd.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
    tile_static int s[9];
    s[t.local[0]] = 1;
    t.barrier.wait();
    // CL: amp_san_ts_use((__local uchar *)&s_0[(t.amp_u_local.v[0] + 1)]
    // CHECK: ERROR: amp-sanitizer: read of uninitialized tile_static 's' at {{.*}}init-covered-reads.cpp:[[@LINE+2]]:
    // CHECK-NEXT: element 8 (of 9) was never written in this tile
    vd[t.global] = s[t.local[0] + 1];
  });
  // One component used twice: only the diagonal is written.
  // CL: __kernel void amp_k_init_covered_reads_[[@LINE+1]]_3(
  parallel_for_each(vo.extent.tile<2, 4>(), [=](tiled_index<2, 4> t) restrict(amp) {
    tile_static int s[2][2];
    if (t.local[1] < 2)
      s[t.local[0]][t.local[0]] = 1;
    t.barrier.wait();
    // CL: amp_san_ts_use((__local uchar *)&s_0[1][0]
    // CHECK: ERROR: amp-sanitizer: read of uninitialized tile_static 's' at {{.*}}init-covered-reads.cpp:[[@LINE+2]]:
    // CHECK-NEXT: element 2 (of 4) was never written in this tile
    vo[t.local] = s[1][0];
  });
  // A read before the barrier that follows the covering write (it also races
  // with work-item 7's write).
  // CL: __kernel void amp_k_init_covered_reads_[[@LINE+1]]_3(
  parallel_for_each(vd.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
    tile_static int s[8];
    // CL: amp_san_ts_use((__local uchar *)&s_0[7]
    // CHECK: ERROR: amp-sanitizer: read of uninitialized tile_static 's' at {{.*}}init-covered-reads.cpp:[[@LINE+2]]:
    // CHECK-NEXT: element 7 (of 8) was never written in this tile
    const int early = t.local[0] == 0 ? s[7] : 0;
    // CL-NEXT: amp_san_ts_use((__local uchar *)&s_0[t.amp_u_local.v[0]]
    // CHECK: ERROR: amp-sanitizer: data race on tile_static 's' at {{.*}}init-covered-reads.cpp:[[@LINE+1]]:
    s[t.local[0]] = 2;
    t.barrier.wait();
    // CL-NEXT: barrier(
    // CL-NEXT: = (early + s_0[(7 - t.amp_u_local.v[0])]));
    vd[t.global] = early + s[7 - t.local[0]];
  });
  vd.synchronize();
  return 0;
}
