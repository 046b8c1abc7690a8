// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Kernels wherever C++ AMP code puts them: a lambda reaching parallel_for_each
// through a function parameter (from plain code and from a template), a
// functor of a class template launched in a template, both through one
// generic helper, a tiled kernel and an accelerator_view launch through a
// parameter, and kernels in a namespace's inline and template functions.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

namespace lib {
template <class F> void run(extent<1> e, const F &f) { parallel_for_each(e, f); }
template <class F> void run_on(const accelerator_view &av, extent<1> e, F f) { parallel_for_each(av, e, f); }
template <class F> void run_tiled(extent<1> e, F &&f) { parallel_for_each(e.tile<4>(), f); }
// Forwarded through two layers.
template <class F> void outer(extent<1> e, F f) { run(e, f); }

template <class T> struct scaler {
  array_view<T, 1> v;
  T k;
  void operator()(index<1> i) const restrict(amp) { v[i] = v[i] * k; }
};
template <class T> void scale(array_view<T, 1> v, T k) { parallel_for_each(v.extent, scaler<T>{v, k}); }

// A kernel lambda made in a template and passed by name: one kernel per instantiation.
template <class T> void add(array_view<T, 1> v, T k) {
  auto f = [=](index<1> i) restrict(amp) { v[i] += k; };
  run(v.extent, f);
}
inline void negate(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = -v[i]; });
}
} // namespace lib

int main() {
  std::vector<int> a(10, 1);
  std::vector<float> b(10, 1.f);
  array_view<int, 1> va(10, a);
  array_view<float, 1> vb(10, b);
  int k = 4;
  lib::run(va.extent, [=](index<1> i) restrict(amp) { va[i] += k; });  // 5
  lib::outer(va.extent, [=](index<1> i) restrict(amp) { va[i] *= 2; }); // 10
  lib::scale(va, 3);                                                    // 30
  lib::scale(vb, 2.5f);                                                 // 2.5
  lib::run(vb.extent, lib::scaler<float>{vb, 2.f});                     // 5
  lib::add(va, 2);                                                      // 32
  lib::add(vb, 0.5f);                                                   // 5.5
  lib::negate(va);                                                      // -32
  lib::run_on(accelerator().default_view, va.extent, [=](index<1> i) restrict(amp) { va[i] -= 1; }); // -33
  std::vector<int> t(8, 0);
  array_view<int, 1> vt(8, t);
  lib::run_tiled(vt.extent, [=](tiled_index<4> ti) restrict(amp) {
    tile_static int s[4];
    s[ti.local[0]] = ti.global[0];
    ti.barrier.wait();
    vt[ti.global] = s[3 - ti.local[0]];
  });
  va.synchronize();
  vb.synchronize();
  vt.synchronize();
  int bad = 0;
  for (int x : a) bad += x != -33;
  for (float x : b) bad += x != 5.5f;
  for (int i = 0; i < 8; ++i) bad += t[i] != (i / 4) * 4 + 3 - i % 4;
  std::printf("a %d b %g t %d %d bad %d\n", a[0], b[0], t[0], t[7], bad);
  // CHECK: a -33 b 5.5 t 3 4 bad 0
  return bad != 0;
}
