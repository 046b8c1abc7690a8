// RUN: %amp-clang -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %amp-clang -emit-opencl %s -o %t.cl
// RUN: %opencl-check %t.cl
// extent::size() is unsigned int, in kernels as on the host: a domain of
// 2^31 elements or more is not a negative int. Its shift, division and
// conversion to floating point were an int's in the OpenCL C (`>> 31` gave
// 4294967295 on the device, 1 on the host).
#include <amp.h>

#include <cstdio>

using namespace concurrency;

int main() {
  std::vector<unsigned> out(6);
  std::vector<float> f(1);
  array_view<unsigned, 1> o(6, out);
  array_view<float, 1> of(1, f);
  int neg = -1;
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    extent<2> small(3, 5);
    extent<2> big(65536, 32768);
    extent<3> huge(65536, 65536, 3);
    o[0] = big.size();
    o[1] = big.size() >> 31;
    o[2] = big.size() / 3u;
    o[3] = (neg < small.size()) ? 1u : 0u; // -1 converts to unsigned, as in C++
    o[4] = huge.size();                    // wraps modulo 2^32, as Microsoft's unsigned product
    o[5] = small.size() - 16;
    of[0] = static_cast<float>(big.size());
  });
  o.synchronize();
  of.synchronize();
  std::printf("size %u shift %u third %u less %u huge %u wrap %u float %.1f\n", out[0], out[1], out[2], out[3],
              out[4], out[5], f[0]);
  return 0;
}

// CHECK: size 2147483648 shift 1 third 715827882 less 0 huge 0 wrap 4294967295 float 2147483648.0
