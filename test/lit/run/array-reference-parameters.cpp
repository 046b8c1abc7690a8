// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// amp functions taking a C array by reference or by pointer (single
// indirection to an amp type, which the specification allows): the callee
// reads and writes the caller's array; and a local pointer to a row of a 2-D array.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int sum(const int (&arr)[4]) restrict(amp) {
  int s = 0;
  for (int i = 0; i < 4; ++i)
    s += arr[i];
  return s;
}
int bump_first(int (*arr)[4]) restrict(amp) {
  (*arr)[0] += 1;
  return (*arr)[0] + (*arr)[3];
}
void fill(int (&arr)[4], int v) restrict(cpu, amp) {
  for (int i = 0; i < 4; ++i)
    arr[i] = v + i;
}

int main() {
  std::vector<int> v(4);
  array_view<int, 1> out(4, v);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int a[4];
    fill(a, i[0]);
    int first = bump_first(&a);
    int m[3][4];
    for (int r = 0; r < 3; ++r)
      fill(m[r], r * 10);
    int (*row)[4] = m + 1;
    out[i] = sum(a) * 100 + first + (*row)[2] * 1000 + row[1][3] * 10000;
  });
  std::printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
  // CHECK: 242704 243106 243508 243910
}
