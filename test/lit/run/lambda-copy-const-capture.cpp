// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// In a kernel, a lambda copying another lambda that holds a view and a const
// capture: the closure's copy initialises the const member, which OpenCL C
// refused as an assignment (an internal error; test/random's finding). Struct
// fields are not const in the OpenCL C: C++ checked every write already.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

static const unsigned int &smaller(const unsigned int &a, const unsigned int &b) restrict(cpu, amp) {
  return a < b ? a : b;
}

struct Fixed {
  const int k;
  const int table[2];
  Fixed(int v) restrict(cpu, amp) : k(v), table{v, 2 * v} {}
};

int main() {
  const int n = 8;
  std::vector<unsigned int> out(n), in(n, 3u);
  array_view<unsigned int, 1> vout(n, out);
  array_view<const unsigned int, 1> ro(n, in);
  const unsigned int c = 5u;
  parallel_for_each(vout.extent, [=](index<1> idx) restrict(amp) {
    auto f = [=](unsigned int x) restrict(amp) -> unsigned int { return smaller(x, c) + ro[idx]; };
    auto g = [=](unsigned int x) restrict(amp) -> unsigned int { return f(x) + 100u; };
    Fixed fx(idx[0]);
    Fixed copy = fx;
    vout[idx] = g((unsigned int)idx[0]) + 1000u * (unsigned int)(copy.k + copy.table[1]);
  });
  vout.synchronize();
  // CHECK: 103 3104 6105 9106 12107 15108 18108 21108
  for (unsigned int x : out)
    std::printf("%u ", x);
  std::printf("\n");
  return 0;
}
