// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// A new concurrency::array (and an array_view without a data source) reads as
// zero on the host and in every kernel, as Direct3D's new buffers do: the
// device buffer is filled with zeros. Memory a freed array left behind is
// made first, so that a new buffer over it would show its bytes.
// Issue 46: LAPACK's geqrf read never-written work arrays.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

static const int n = 1 << 16;

static void leave_garbage() {
  for (int k = 0; k < 4; ++k) {
    array<float, 1> g(n);
    parallel_for_each(g.extent, [&g](index<1> i) restrict(amp) { g[i] = 12345.0f; });
    std::vector<float> out(n);
    copy(g, out.begin());
  }
}

template <class V> static int nonzero(const V &v) {
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (v[i] != 1.0f) ++bad;
  return bad;
}

int main() {
  leave_garbage();
  {
    array<float, 1> a(n);
    parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] += 1.0f; });
    std::vector<float> out(n);
    copy(a, out.begin());
    // CHECK: array, kernel first: 0 wrong
    std::printf("array, kernel first: %d wrong\n", nonzero(out));
  }
  leave_garbage();
  {
    // Read on the host first, then in a kernel.
    array<float, 1> a(n);
    const array<float, 1> &ca = a;
    float h = ca.data()[n - 1];
    array<float, 1> b(n);
    parallel_for_each(b.extent, [&a, &b](index<1> i) restrict(amp) { b[i] = a[i] + 1.0f; });
    std::vector<float> out(n);
    copy(b, out.begin());
    // CHECK: array, host read then kernel: host 0, 0 wrong
    std::printf("array, host read then kernel: host %g, %d wrong\n", h, nonzero(out));
  }
  leave_garbage();
  {
    array<int, 2> a(256, n / 256);
    array_view<int, 2> v(a);
    parallel_for_each(v.extent, [=](index<2> i) restrict(amp) { v[i] += 1; });
    int bad = 0;
    for (int r = 0; r < 256; ++r)
      for (int c = 0; c < n / 256; ++c)
        if (v(r, c) != 1) ++bad;
    // CHECK: array view, rank 2: 0 wrong
    std::printf("array view, rank 2: %d wrong\n", bad);
  }
  leave_garbage();
  {
    array_view<float, 1> v(n); // no data source
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 1.0f; });
    // CHECK: view without a source: 0 wrong
    std::printf("view without a source: %d wrong\n", nonzero(v));
  }
  leave_garbage();
  {
    // On an accelerator_view named explicitly.
    array<float, 1> a(n, accelerator().get_default_view());
    parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] += 1.0f; });
    std::vector<float> out(n);
    copy(a, out.begin());
    // CHECK: array on a view: 0 wrong
    std::printf("array on a view: %d wrong\n", nonzero(out));
  }
  return 0;
}
