// RUN: %amp-clang -emit-opencl %S/../../../samples/hello/hello.cpp -o - | FileCheck %s
// The hello kernel as OpenCL C: captures in an argument block laid out as the
// host lays them out, passed by value (it is small); the captured struct's
// array is read from that block; views start at their offset, unit stride last.
// CHECK: typedef struct amp_t_ZTS12Coefficients {
// CHECK-NEXT:   int data[3];
// CHECK-NEXT: } amp_t_ZTS12Coefficients;
// CHECK: typedef struct {
// CHECK-NEXT:   amp_extent_1 amp_domain;
// CHECK-NEXT:   amp_view_meta_1 c0_out;
// CHECK-NEXT:   float c1_scale;
// CHECK-NEXT:   amp_view_meta_1 c2_av;
// CHECK-NEXT:   amp_view_meta_1 c3_bv;
// CHECK-NEXT:   amp_t_ZTS12Coefficients c4_x;
// CHECK-NEXT:   int c5_offset;
// CHECK: } [[BLOCK:amp_block_amp_k_hello_[0-9]+_[0-9]+]];
// CHECK: __kernel void {{amp_k_hello_[0-9]+_[0-9]+}}([[BLOCK]] amp_argv, __global float *amp_view_c0_out, __global const float *amp_view_c2_av, __global const float *amp_view_c3_bv)
// CHECK: idx.v[0] = (int)get_global_id(0);
// CHECK-NOT: return;
// CHECK: amp_argv.c4_x.data[(idx.v[0] % 3)]
