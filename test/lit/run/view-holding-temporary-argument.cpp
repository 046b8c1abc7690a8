// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A temporary of a class holding an array_view, bound to a const reference
// parameter (`it = it + 3` with `It &operator=(const It &)`, as the iterators
// of Microsoft's Algorithms Library are assigned): its destructor lowers to
// nothing, so no cleanup stores it, and amp-clang passed the call's value
// where the callee takes an address: "internal error: ... cannot take the
// address of an rvalue of type 'amp_t_ZTS2It'". It is stored in a private
// variable like any other temporary.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct It {
  array_view<int> v;
  int i;
  It(const array_view<int> &v, int i) restrict(cpu, amp) : v(v), i(i) {}
  It(const It &o) restrict(cpu, amp) : v(o.v), i(o.i) {}
  It &operator=(const It &o) restrict(cpu, amp) {
    i = o.i;
    return *this;
  }
  It operator+(int d) const restrict(cpu, amp) { return It(v, i + d); }
  int &operator*() const restrict(cpu, amp) { return v[i]; }
};

int main() {
  std::vector<int> d(8, 0);
  array_view<int> a(8, d);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    It it(a, 0);
    it = it + 3;
    *it = 7;
    it = it + 2;
    *it = 9;
  });
  a.synchronize();
  std::printf("%d %d %d\n", d[3], d[5], d[0]);
  // CHECK: 7 9 0
  return 0;
}
