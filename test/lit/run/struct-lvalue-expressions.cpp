// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Class-typed lvalues that C makes rvalues: a conditional, a comma, an
// assignment, as the object of a call or the target of an assignment; a
// compound assignment of a compound assignment; offsetof; array members
// initialised by a braced list (mem-initializer, default member initializer).
#include <amp.h>

#include <cstddef>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct S {
  int x;
  int get() const restrict(cpu, amp) { return x * 3; }
  S &operator+=(int d) restrict(cpu, amp) {
    x += d;
    return *this;
  }
};
struct Layout {
  int a;
  float b;
};
struct Listed {
  int arr[3];
  Listed() restrict(cpu, amp) : arr{1, 2, 3} {}
};
struct Defaulted {
  int arr[4] = {4, 5};
};

int main() {
  std::vector<int> out(9);
  array_view<int, 1> v(9, out);
  parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
    S a = {1}, b = {2}, s = {9};
    int z = 0, k = 0;
    int arr[2] = {1, 1};
    v[0] = (i[0] == 0 ? a : b).get();
    (i[0] == 0 ? a : b) = s;
    (i[0] == 0 ? b : a) += 5;
    v[1] = a.x * 10 + b.x;
    v[2] = (z++, a).get() + z;
    v[3] = (a = b).get();
    int n = 1;
    ((n += 2) *= 3) -= 1;
    (arr[k++] += 2) *= 3;
    v[4] = n * 100 + arr[0] * 10 + k;
    v[5] = static_cast<int>(offsetof(Layout, b));
    Listed l;
    Defaulted d;
    v[6] = l.arr[0] * 100 + l.arr[2] * 10 + d.arr[1];
    v[7] = d.arr[3];
  });
  v.synchronize();
  std::printf("%d %d %d %d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4], out[5], out[6], out[7]);
  return 0;
}
// CHECK: 3 97 28 21 891 4 135 0
