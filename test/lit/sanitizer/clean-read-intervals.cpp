// RUN: %amp-clang -fsanitize=amp %s -o %t && %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// RUN: %amp-clang -fsanitize=amp-race -emit-opencl %s -o - | FileCheck --check-prefix=CL --implicit-check-not='amp_san_ts_use((__local' %s
// A tiled matrix product: its tile_static reads lie between two barriers
// that no write of the tiles lies between, so the race check does not follow
// them (SanitizerPhases.cpp): under amp-race alone only the two writes are
// followed, and with every check the program runs clean and right.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 32, T = 8;
  std::vector<float> a(n * n), b(n * n), c(n * n);
  for (int i = 0; i < n * n; ++i) {
    a[i] = float(i % 7) - 3.0f;
    b[i] = float(i % 5) - 2.0f;
  }
  array_view<const float, 2> va(n, n, a), vb(n, n, b);
  array_view<float, 2> vc(n, n, c);
  vc.discard_data();
  parallel_for_each(vc.extent.tile<T, T>(), [=](tiled_index<T, T> t) restrict(amp) {
    tile_static float ta[T][T], tb[T][T];
    const int row = t.local[0], col = t.local[1];
    float acc = 0.0f;
    for (int k = 0; k < n; k += T) {
      ta[row][col] = va(t.global[0], k + col);
      tb[row][col] = vb(k + row, t.global[1]);
      t.barrier.wait();
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
  std::printf("wrong: %d\n", wrong);
  return wrong != 0;
}
// CHECK: wrong: 0
// CL: __local uchar *amp_san_ts_use(
// CL-COUNT-2: amp_san_ts_use((__local
