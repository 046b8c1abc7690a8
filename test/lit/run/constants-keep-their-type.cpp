// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// A constant the kernel reads by value keeps its type in the OpenCL C: an
// unsigned int above INT_MAX written without `u` is a long there, so its sums
// stop wrapping at 2^32 (test/random's finding, 178 of 256 values wrong);
// INT_MIN (whose literal would be the negation of a long) keeps its type too.
#include <amp.h>

#include <climits>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Limits {
  static const unsigned int big = 4000000000u;
};

int main() {
  const unsigned int c = 3000000000u;
  const int low = INT_MIN;
  std::vector<unsigned int> out(8);
  array_view<unsigned int, 1> o(8, out);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    unsigned int own = 0x80000000u;
    o[0] = (c + own) >> 4;                       // wraps: 0x32d05e00 >> 4 (a long: 0x132d05e0)
    o[1] = (Limits::big + own) >> 28;            // wraps: 6 (a long: 22)
    o[2] = low < 0 ? 1u : 0u;
    o[3] = (unsigned int)(low / 2 == -1073741824);
    o[4] = (unsigned int)(low + 1 < 0);
    o[5] = (unsigned int)(c / 1000000000u);
    o[6] = (unsigned int)((c * 2u) >> 31);       // 6000000000 mod 2^32 = 0x65a0bc00: bit 31 clear
    o[7] = (unsigned int)(sizeof(c + own) == 4);
  });
  o.synchronize();
  // CHECK: 032d05e0 6 1 1 1 3 0 1
  std::printf("%08x %u %u %u %u %u %u %u\n", out[0], out[1], out[2], out[3], out[4], out[5], out[6], out[7]);
  return 0;
}
