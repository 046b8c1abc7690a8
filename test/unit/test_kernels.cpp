// The OpenCL C of the test kernels, written as amp-clang's lowering writes it.
#include "test_kernels.h"

namespace amp_test {
namespace {

const char source[] = R"amp(
typedef struct { int v[1]; } amp_index_1;
typedef struct { int v[2]; } amp_index_2;
typedef struct { int extent[1]; int stride[1]; int offset; } amp_view_meta_1;
typedef struct { int extent[2]; int stride[2]; int offset; } amp_view_meta_2;

typedef struct { amp_index_1 amp_domain; float scale; int pad; amp_view_meta_1 in; amp_view_meta_1 out; } amp_block_k_scale;
__kernel void amp_k_scale(__constant amp_block_k_scale* amp_args, __global const float* amp_view_in, __global float* amp_view_out) {
  amp_index_1 idx; idx.v[0] = (int)get_global_id(0);
  if (idx.v[0] >= amp_args->amp_domain.v[0]) return;
  amp_view_out[amp_args->out.offset + idx.v[0] * amp_args->out.stride[0]] =
      amp_args->scale * amp_view_in[amp_args->in.offset + idx.v[0] * amp_args->in.stride[0]];
}

typedef struct { amp_index_1 amp_domain; amp_view_meta_1 v; } amp_block_k_inc;
__kernel void amp_k_inc(__constant amp_block_k_inc* amp_args, __global float* amp_view_v) {
  amp_index_1 idx; idx.v[0] = (int)get_global_id(0);
  if (idx.v[0] >= amp_args->amp_domain.v[0]) return;
  amp_view_v[amp_args->v.offset + idx.v[0] * amp_args->v.stride[0]] += 1.0f;
}

// The vector variant of amp_k_inc: work-item i adds 1 to elements 4i..4i+3 of a stride-1 view.
__kernel void amp_k_inc_v4(__constant amp_block_k_inc* amp_args, __global float* amp_view_v) {
  __global float* p = amp_view_v + amp_args->v.offset + 4 * (int)get_global_id(0);
  vstore4(vload4(0, p) + 1.0f, 0, p);
}

typedef struct { amp_index_2 amp_domain; amp_view_meta_2 a; amp_view_meta_2 out; } amp_block_k_add2d;
__kernel void amp_k_add2d(__constant amp_block_k_add2d* amp_args, __global const int* amp_view_a, __global int* amp_view_out) {
  amp_index_2 idx; idx.v[0] = (int)get_global_id(1); idx.v[1] = (int)get_global_id(0);
  if (idx.v[0] >= amp_args->amp_domain.v[0] || idx.v[1] >= amp_args->amp_domain.v[1]) return;
  int a = amp_view_a[amp_args->a.offset + idx.v[0] * amp_args->a.stride[0] + idx.v[1] * amp_args->a.stride[1]];
  amp_view_out[amp_args->out.offset + idx.v[0] * amp_args->out.stride[0] + idx.v[1] * amp_args->out.stride[1]] =
      a + 1000 * idx.v[0] + idx.v[1];
}

typedef struct { amp_index_1 amp_domain; amp_view_meta_1 out; } amp_block_k_tile;
__kernel void amp_k_tile(__constant amp_block_k_tile* amp_args, __global int* amp_view_out) {
  amp_index_1 idx; idx.v[0] = (int)get_global_id(0);
  if (idx.v[0] >= amp_args->amp_domain.v[0]) return;
  amp_view_out[amp_args->out.offset + idx.v[0] * amp_args->out.stride[0]] =
      (int)get_local_id(0) + 100 * (int)get_group_id(0);
}

typedef struct { int v[3]; } amp_index_3;
typedef struct { int extent[3]; int stride[3]; int offset; } amp_view_meta_3;
typedef struct { amp_index_3 amp_domain; amp_view_meta_3 out; } amp_block_k_iota3;
__kernel void amp_k_iota3(__constant amp_block_k_iota3* amp_args, __global int* amp_view_out) {
  amp_index_3 idx;
  idx.v[0] = (int)get_global_id(2); idx.v[1] = (int)get_global_id(1); idx.v[2] = (int)get_global_id(0);
  if (idx.v[0] >= amp_args->amp_domain.v[0] || idx.v[1] >= amp_args->amp_domain.v[1] ||
      idx.v[2] >= amp_args->amp_domain.v[2]) return;
  amp_view_out[amp_args->out.offset + idx.v[0] * amp_args->out.stride[0] +
               idx.v[1] * amp_args->out.stride[1] + idx.v[2] * amp_args->out.stride[2]] =
      10000 * idx.v[0] + 100 * idx.v[1] + idx.v[2];
}
)amp";

const char broken_source[] = R"amp(
__kernel void amp_k_broken(__constant int* amp_args) { this_is_not_declared = 1; }
)amp";

} // namespace

const amp_clang::program_desc program{source, sizeof(source) - 1, "test_kernels.cpp"};
const amp_clang::kernel_desc k_scale{&program, "amp_k_scale", 36, "test_kernels.cpp:10:3"};
const amp_clang::kernel_desc k_inc{&program, "amp_k_inc", 16, "test_kernels.cpp:20:3"};
const amp_clang::kernel_desc k_inc_vec{&program, "amp_k_inc", 16, "test_kernels.cpp:27:3", false, "amp_k_inc_v4", 4};
const amp_clang::kernel_desc k_add2d{&program, "amp_k_add2d", 48, "test_kernels.cpp:30:3"};
const amp_clang::kernel_desc k_tile{&program, "amp_k_tile", 16, "test_kernels.cpp:40:3"};
const amp_clang::kernel_desc k_iota3{&program, "amp_k_iota3", 40, "test_kernels.cpp:50:3"};

const amp_clang::program_desc broken_program{broken_source, sizeof(broken_source) - 1, "broken.cpp"};
const amp_clang::kernel_desc k_broken{&broken_program, "amp_k_broken", 4, "broken.cpp:3:3"};

} // namespace amp_test
