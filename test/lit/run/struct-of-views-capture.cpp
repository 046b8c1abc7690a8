// RUN: %amp-clang %s -o %t
// RUN: env AMP_CLANG_LOG=3 AMP_CLANG_IN_PLACE=0 %run %t 2>%t.log | FileCheck %s
// RUN: FileCheck --check-prefix=LOG %s < %t.log
// RUN: env AMP_CLANG_LOG=3 %run %t 2>%t.in-place.log | FileCheck %s
// RUN: FileCheck --check-prefix=IN-PLACE %s < %t.in-place.log
// RUN: %amp-clang -emit-opencl %s -o - | FileCheck --check-prefix=CL %s
// A struct of views captured by value (seed 004's structure of arrays): the
// kernel gets a device copy of the struct whose views are bound from their
// own arguments. Views the kernel never names are neither bound nor moved.
// The transfers are checked as a device that does not share host memory
// makes them (AMP_CLANG_IN_PLACE=0); on PoCL itself the view the kernel only
// reads is read where it lies, and only the written one moves.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

struct Pair {
  array_view<float, 1> left, right, other;
  float scale;
};
struct Base {
  int bias;
  array_view<const int, 1> in;
};
struct Derived : Base {
  array_view<int, 1> out;
};

int main() {
  const int n = 1024;
  std::vector<float> a(n), b(n, 2), c(n, 3), x(n, 0);
  for (int i = 0; i < n; ++i) a[i] = float(i);
  Pair y{array_view<float, 1>(n, a), array_view<float, 1>(n, b), array_view<float, 1>(n, c), 0.5f};
  array_view<float, 1> xv(n, x);
  std::fprintf(stderr, "--- left only\n");
  parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) { xv[i] = y.left[i] * y.scale; });
  xv.synchronize();
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += x[i] != i * 0.5f;
  std::printf("left only: %s\n", bad ? "FAIL" : "PASS");

  std::vector<int> in(n), out(n, 0);
  for (int i = 0; i < n; ++i) in[i] = i;
  Derived d{{7, array_view<const int, 1>(n, in)}, array_view<int, 1>(n, out)};
  std::fprintf(stderr, "--- base and derived\n");
  parallel_for_each(d.out.extent, [=](index<1> i) restrict(amp) { d.out[i] = d.in[i] + d.bias; });
  d.out.synchronize();
  bad = 0;
  for (int i = 0; i < n; ++i) bad += out[i] != i + 7;
  std::printf("base and derived: %s\n", bad ? "FAIL" : "PASS");
  return 0;
}
// CHECK: left only: PASS
// CHECK: base and derived: PASS
// Two views uploaded (y.left and xv), not y.right or y.other; only xv comes back.
// LOG-LABEL: --- left only
// LOG-COUNT-2: host -> device: 4096 bytes
// LOG-NOT: host -> device
// LOG: launch {{.*}} 2 views
// LOG: device -> host: 4096 bytes
// LOG-NOT: device -> host
// IN-PLACE-LABEL: --- left only
// IN-PLACE: host -> device: 4096 bytes
// IN-PLACE-NOT: host -> device
// IN-PLACE: in place (host memory): 4096 bytes
// IN-PLACE-NOT: host -> device
// IN-PLACE: launch {{.*}} 2 views
// LOG-LABEL: --- base and derived
// LOG-COUNT-2: host -> device: 4096 bytes
// LOG: launch {{.*}} 2 views
// LOG: device -> host: 4096 bytes
// LOG-NOT: device -> host
// CL-LABEL: __kernel void amp_k_struct_of_views_capture_37_3(
// CL-SAME: __global float *amp_view_c0_xv, __global float *amp_view_c2_y_left)
// CL-NOT: right
// CL: amp_memcpy_pp({{.*}}&amp_cs_c1_y.scale, {{.*}}(amp_argv.c1_y + 120), 4u);
// CL-NOT: right
// CL: amp_cs_c1_y.left = amp_av_float_1_make(amp_view_c2_y_left + amp_argv.c2_y_left.offset, amp_view_unoffset_1(amp_argv.c2_y_left));
// CL-LABEL: __kernel void amp_k_struct_of_views_capture_47_3(
// CL: amp_cs_c0_d.amp_base0.in = amp_av_{{.*}}_make(
// CL: amp_cs_c0_d.out = amp_av_int_1_make(
