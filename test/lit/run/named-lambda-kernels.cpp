// RUN: %amp-clang -O2 %s -o %t
// RUN: %run %t | FileCheck %s
// A kernel lambda held in a local variable and launched later, several times:
// its captures are the values at the lambda's creation (as C++ copies them),
// not the variables' values at the launch.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 128;
  std::vector<int> data(n, 0);
  array_view<int, 1> v(n, data);
  array<int, 1> totals(n);
  int add = 5;
  auto kernel = [=, &totals](index<1> i) restrict(amp) {
    v[i] += add;
    totals[i] = v[i] * 2;
  };
  add = 1000; // the kernel keeps its copy: 5
  parallel_for_each(v.extent, kernel);
  parallel_for_each(extent<1>(n), kernel);
  std::vector<int> t(n);
  copy(totals, t.begin());
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += v[i] != 10 || t[i] != 20;
  std::printf("named lambda launched twice: %d wrong: %s\n", bad, bad ? "FAIL" : "PASS");
  return bad ? 1 : 0;
}
// CHECK: named lambda launched twice: 0 wrong: PASS
