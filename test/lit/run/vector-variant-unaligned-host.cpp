// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// The vector variant (float4 loads) runs only where every buffer's real
// address is 16-byte aligned. A view a kernel only reads is read in place
// from host memory on a device that shares it (PoCL: CL_MEM_USE_HOST_PTR), so
// a host array 4 bytes past a 16-byte boundary is read at that address.
// Issue 46: `y[i] = 2 * x[i]` died with SIGSEGV there.
#include <amp.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace concurrency;

static const int n = 4096;

static float check(const std::vector<float> &y, const float *x) {
  float bad = 0;
  for (int i = 0; i < n; ++i)
    if (y[i] != 2 * x[i]) ++bad;
  return bad;
}

int main() {
  // A raw buffer: 16-byte aligned, the data 4 bytes in.
  float *raw = static_cast<float *>(std::aligned_alloc(16, (n + 4) * sizeof(float)));
  float *x = raw + 1;
  for (int i = 0; i < n; ++i) x[i] = float(i);
  std::vector<float> y(n);
  {
    array_view<const float, 1> xv(n, x);
    array_view<float, 1> yv(n, y);
    yv.discard_data();
    parallel_for_each(yv.extent, [=](index<1> i) restrict(amp) { yv[i] = 2 * xv[i]; });
    yv.synchronize();
  }
  // CHECK: raw buffer: 0 wrong, y[4095] = 8190
  std::printf("raw buffer: %g wrong, y[%d] = %g\n", check(y, x), n - 1, y[n - 1]);

  // std::vector data, the view starting one element in (its own data source).
  std::vector<float> v(n + 3);
  for (int i = 0; i < n + 3; ++i) v[i] = float(3 * i);
  std::vector<float> y2(n);
  {
    array_view<const float, 1> xv(n, v.data() + 1);
    array_view<float, 1> yv(n, y2);
    parallel_for_each(yv.extent, [=](index<1> i) restrict(amp) { yv[i] = 2 * xv[i]; });
    yv.synchronize();
  }
  // CHECK: vector data: 0 wrong, y[0] = 6
  std::printf("vector data: %g wrong, y[0] = %g\n", check(y2, v.data() + 1), y2[0]);

  // Aligned data still gives the right answer (the vector variant may run).
  std::vector<float> y3(n);
  {
    array_view<const float, 1> xv(n, raw + 4);
    array_view<float, 1> yv(n, y3);
    parallel_for_each(yv.extent, [=](index<1> i) restrict(amp) { yv[i] = 2 * xv[i]; });
    yv.synchronize();
  }
  // CHECK: aligned: 0 wrong
  std::printf("aligned: %g wrong\n", check(y3, raw + 4));
  std::free(raw);
  return 0;
}
