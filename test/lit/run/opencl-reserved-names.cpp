// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// C++ names that OpenCL C reserves (keywords, built-in types and functions)
// used as locals, parameters and data members in amp code: the generated
// OpenCL C renames them.
#include <amp.h>
#include <amp_math.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct S {
  int global, local, constant, kernel, vec_step, read_only;
  float half;
  int image1d_buffer_t, sampler_t, uchar4, convert_int;
};

int reserved(int vec_step, int sqrt) restrict(cpu, amp) {
  int image1d_buffer_t = 13, image2d_array_t = 1, read_write = 2, uint = 3, float4 = 4, clamp = 5;
  int get_global_id = 6, barrier = 7, atomic_add = 8, as_float = 9, native_sin = 10, sampler_t = 11;
  float fabs = 1.5f;
  S s = {vec_step, 2, 3, 4, 5, 6, 0.5f, 7, 8, 9, 10};
  return vec_step + sqrt + image1d_buffer_t + image2d_array_t + read_write + uint + float4 + clamp +
         get_global_id + barrier + atomic_add + as_float + native_sin + sampler_t + (int)(fabs * 2) + s.global +
         s.local + s.constant + s.kernel + s.vec_step + s.read_only + (int)(s.half * 2) + s.image1d_buffer_t +
         s.sampler_t + s.uchar4 + s.convert_int;
}

int main() {
  std::vector<int> v(8);
  array_view<int, 1> out(8, v);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int length = i[0], dot = 1;
    float sqrt = 16.0f; // beside a call of the built-in sqrt
    out[i] = reserved(length, dot) + (int)fast_math::sqrt(sqrt);
  });
  out.synchronize();
  int bad = 0;
  for (int i = 0; i < 8; ++i)
    if (v[i] != reserved(i, 1) + 4) { std::printf("%d: %d, host %d\n", i, v[i], reserved(i, 1) + 4); ++bad; }
  std::printf("%d %d %s\n", v[0], v[7], bad ? "FAIL" : "PASS");
  // CHECK: 142 156 PASS
  return bad;
}
