// Two translation units compiled separately, each with kernels, link into one
// program: each object carries its own program and internal-linkage descriptors.
// RUN: %amp-clang -c %s -o %t.main.o
// RUN: %amp-clang -c %S/Inputs/second-tu.cpp -o %t.second.o
// RUN: %amp-clang %t.main.o %t.second.o -o %t
// RUN: %t | FileCheck %s
// CHECK: main 4950 second 9900
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

int twice_sum(int n);

int main() {
  std::vector<int> d(100);
  array_view<int, 1> v(100, d);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0]; });
  int s = 0;
  for (int i = 0; i < 100; ++i) s += v[i];
  std::printf("main %d second %d\n", s, twice_sum(100));
  return 0;
}
