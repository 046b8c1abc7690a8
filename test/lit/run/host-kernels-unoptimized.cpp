// In an optimized build the host accelerator's copies of the kernels are
// code-generated as at -O0 (a faster compile; host/HostKernelOptnonePass.h),
// and still compute what the device computes: untiled, tiled with a barrier,
// launched in a template, calling a helper of their own and one host code
// calls too.
// RUN: %amp-clang -O2 %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// CHECK: untiled 15050
// CHECK: tiled 8128
// CHECK: template 400
// The host path is a function of its own, unoptimized, and an inline function
// only it calls is this object's own (local); one host code calls too is
// shared as before. With -famp-optimize-host-kernels the host path is inlined
// and optimized.
// RUN: %amp-clang -O2 -c %s -o %t.o
// RUN: llvm-nm -C %t.o | FileCheck %s --check-prefix=UNOPT
// UNOPT-DAG: t void amp_clang::detail::run_host_kernel<Concurrency::extent<1>, main::
// UNOPT-DAG: t kernel_only(int)
// UNOPT-DAG: W shared(int)
// RUN: %amp-clang -O2 -famp-optimize-host-kernels -c %s -o %t.opt.o
// RUN: llvm-nm -C %t.opt.o | FileCheck %s --check-prefix=OPT
// OPT-NOT: run_host_kernel<Concurrency::extent<1>, main::
// OPT: T main
// RUN: %amp-clang -O2 -famp-optimize-host-kernels %s -o %t.opt
// RUN: env AMP_CLANG_DEVICE=host %t.opt | FileCheck %s
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

inline int kernel_only(int x) restrict(amp) { return 3 * x + 1; }
inline int shared(int x) restrict(cpu, amp) { return x * x; }

template <class T> T scale_all(std::vector<T> &data, T factor) {
  array_view<T, 1> v(int(data.size()), data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= factor; });
  T sum = 0;
  for (int i = 0; i < v.extent[0]; ++i) sum += v[i];
  return sum;
}

int main() {
  std::vector<int> a(100);
  array_view<int, 1> av(100, a);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = kernel_only(i[0]) + shared(1); });
  int sum = 0;
  for (int i = 0; i < 100; ++i) sum += av[i];
  std::printf("untiled %d\n", sum + shared(0));

  std::vector<int> b(128);
  array_view<int, 1> bv(128, b);
  parallel_for_each(bv.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int s[64];
    s[t.local[0]] = t.global[0];
    t.barrier.wait();
    bv[t.global] = s[63 - t.local[0]];
  });
  int tiled = 0;
  for (int i = 0; i < 128; ++i) tiled += bv[i];
  std::printf("tiled %d\n", tiled);

  std::vector<float> c(100, 2.0f);
  std::printf("template %d\n", int(scale_all(c, 2.0f)));
  return 0;
}
