// RUN: %amp-clang -std=c++14 %s -o %t
// RUN: %run %t | FileCheck %s
// C++ AMP code written for C++14 (Visual C++ 2015): -std=c++14 and -std=gnu++11
// compile as C++17 in the same dialect, since amp.h needs C++17; what C++17
// removed but C++14 code still writes (`register`, `throw(type)`) is accepted.
#include <amp.h>
#include <cstdio>
#include <stdexcept>
using namespace concurrency;

int checked(int x) throw(std::invalid_argument) {
  if (x < 0)
    throw std::invalid_argument("negative");
  return x;
}

int main() {
  register int n = checked(4);
  std::vector<int> v(n, 1);
  array_view<int, 1> av(n, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = i[0] * 2; });
  // CHECK: last 6
  std::printf("last %d\n", av[n - 1]);
  return 0;
}
