// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: %amp-clang -emit-opencl %s -o %t.cl
// RUN: FileCheck --check-prefix=CL %s < %t.cl
// RUN: %opencl-check %t.cl
// RUN: %amp-clang -emit-host %s -o - | FileCheck --check-prefix=HOST %s
// The argument block: a small one is kernel argument 0 by value (no buffer per
// launch, and the OpenCL compiler knows no store changes it); one too large for
// the 1024 bytes of arguments every device takes is a __constant buffer. Views
// start at their offset (folded into the pointer) and the last dimension has
// unit stride, on both paths and for sections with non-zero offsets.
// The element offset: no stride multiply in the last dimension.
// CL-DAG: inline int amp_view_at_1(amp_view_meta_1 m, amp_index_1 i) { return m.offset + i.v[0]; }
// CL-DAG: inline int amp_view_at_2(amp_view_meta_2 m, amp_index_2 i) { return m.offset + i.v[0] * m.stride[0] + i.v[1]; }
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

struct Table {
  int v[300]; // 1200 bytes: more than the argument space
};

int main() {
  std::vector<int> a(64), b(64, 0), c(64, 0);
  for (int i = 0; i < 64; ++i) a[i] = i;
  array_view<const int, 2> av(8, 8, a);
  array_view<int, 2> bv(8, 8, b);
  // Small block, views over sections (offset 9, row stride 8).
  array_view<const int, 2> in = av.section(index<2>(1, 1), extent<2>(6, 6));
  array_view<int, 2> out = bv.section(index<2>(1, 1), extent<2>(6, 6));
  parallel_for_each(out.extent, [=](index<2> i) restrict(amp) { out[i] = in[i] * 2; });
  // CL: __kernel void amp_k_argument_block_[[#@LINE-1]]_3(amp_block_amp_k_argument_block_[[#@LINE-1]]_3 amp_argv, __global int *amp_view_c0_out, __global const int *amp_view_c1_in)
  // CL: amp_av_int_2_make(amp_view_c0_out + amp_argv.c0_out.offset, amp_view_unoffset_2(amp_argv.c0_out))
  bv.synchronize();
  std::printf("small %d %d %d %d\n", b[0], b[9], b[14], b[54]);
  // CHECK: small 0 18 28 108

  Table t;
  for (int i = 0; i < 300; ++i) t.v[i] = 1000 + i;
  array_view<int, 1> cv(64, c);
  array_view<int, 1> tail = cv.section(index<1>(32));
  parallel_for_each(tail.extent, [=](index<1> i) restrict(amp) { tail[i] = t.v[i[0] * 9]; });
  // CL: __kernel void amp_k_argument_block_[[#@LINE-1]]_3(__constant const amp_block_amp_k_argument_block_[[#@LINE-1]]_3 *amp_args, __global int *amp_view_c0_tail)
  // CL: amp_av_int_1_make(amp_view_c0_tail + amp_args->c0_tail.offset, amp_view_unoffset_1(amp_args->c0_tail))
  // CL: amp_args->c1_t.v[
  cv.synchronize();
  std::printf("large %d %d %d %d\n", c[0], c[31], c[32], c[63]);
  // CHECK: large 0 0 1000 1279
  return 0;
}
// HOST: kernel_desc _Amp_kernel_0{{.*}}, true, nullptr, 0};
// HOST: kernel_desc _Amp_kernel_1{{.*}}, false, "amp_k_argument_block_{{[0-9]+}}_3_v4", 4};
