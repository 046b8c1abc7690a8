// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: %amp-clang -emit-opencl %s | FileCheck %s --check-prefix=CL
// Microsoft's debugging intrinsics: direct3d_printf and direct3d_errorf print
// (OpenCL C's printf on the device, vprintf on the host accelerator), a float
// argument stays a float, and direct3d_abort is the no-op it is on Microsoft's
// hardware accelerators: the kernel finishes and no exception is raised.
#include <amp.h>
#include <cstdio>

using namespace concurrency;

int main() {
  int d[4] = {};
  array_view<int, 1> v(4, d);
  try {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
      float half = 0.5f * i[0];
      if (i[0] == 2) {
        direct3d_printf("thread %d of %d: %.2f %u %s\n", i[0], v.extent[0], half, 7u, "literal");
        direct3d_errorf("errorf %d\n", 42);
        direct3d_abort();
      }
      v[i] = 10 * i[0];
    });
    v.synchronize();
  } catch (const runtime_exception &e) {
    std::printf("unexpected exception: %s\n", e.what());
    return 1;
  }
  std::fflush(stdout);
  std::printf("after: %d %d %d %d\n", d[0], d[1], d[2], d[3]);
  return 0;
}
// CHECK: thread 2 of 4: 1.00 7 literal
// CHECK-NEXT: errorf 42
// CHECK-NEXT: after: 0 10 20 30
// CHECK-NOT: thread
// CL: printf("thread %d of %d: %.2f %u %s\n", {{.*}}, {{[a-z_]*}}half, 7u, "literal");
// CL: printf("errorf %d\n", 42);
