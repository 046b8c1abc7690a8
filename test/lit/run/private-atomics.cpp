// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// C++ AMP's atomic functions on private memory: a kernel's local variable,
// and a reference parameter that one instance of a helper binds to a local
// and another to a view's element. Only its own work-item reaches a local,
// so the atomic is a plain read-modify-write returning the old value
// (OpenCL C's atomics take global and local memory only).
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

void inc(int &r) restrict(amp) { atomic_fetch_inc(&r); }

int main() {
  std::vector<int> v(4, 0);
  std::vector<unsigned> u(4, 0);
  std::vector<float> f(4, 0);
  int count = 0;
  array_view<int, 1> av(4, v), counter(1, &count);
  array_view<unsigned, 1> uv(4, u);
  array_view<float, 1> fv(4, f);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int x = i[0];
    int old = atomic_fetch_add(&x, 5);     // x = i + 5
    atomic_fetch_max(&x, 7);               // x = max(i + 5, 7)
    inc(x);                                // x + 1
    av[i] = x * 100 + old;
    unsigned w = 12;
    atomic_fetch_and(&w, 10u);             // 8
    atomic_fetch_xor(&w, 1u);              // 9
    uv[i] = w + atomic_exchange(&w, 3u) + w; // 9 + 9 + 3
    float g = 1.5f;
    fv[i] = atomic_exchange(&g, 2.5f) + g; // 1.5 + 2.5
    inc(counter[0]);                       // global: every work-item
  });
  av.synchronize();
  counter.synchronize();
  uv.synchronize();
  fv.synchronize();
  std::printf("%d %d %d %d / %d / %u %.1f\n", v[0], v[1], v[2], v[3], count, u[3], f[2]);
  // CHECK: 800 801 802 903 / 4 / 21 4.0
}
