// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Properties in amp code (short vectors' components, user
// __declspec(property)): a setter is a write of the view element it runs on,
// so the kernel's only store `av[i].y = 50` reaches the host; `w.y++` stores
// the new value and yields the old; a temporary's component is read
// (`(a + b).x`, `make(7).v`).
#include <amp.h>
#include <amp_short_vectors.h>

#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

struct Prop {
  int v_;
  int getv() const restrict(cpu, amp) { return v_; }
  void setv(int x) restrict(cpu, amp) { v_ = x; }
  __declspec(property(get = getv, put = setv)) int v;
};
Prop make(int x) restrict(cpu, amp) {
  Prop p;
  p.v_ = x;
  return p;
}

int main() {
  std::vector<int_2> pairs(2, int_2(1, 2));
  std::vector<Prop> props(1, make(0));
  array_view<int_2, 1> pv(2, pairs);
  array_view<Prop, 1> qv(1, props);
  parallel_for_each(pv.extent, [=](index<1> i) restrict(amp) {
    pv[i].y = 50 + i[0]; // the kernel's only stores to pv and qv
    if (i[0] == 0)
      qv[0].v = 70;
  });
  pv.synchronize();
  qv.synchronize();
  std::printf("stores %d %d %d %d\n", pairs[0].x, pairs[0].y, pairs[1].y, props[0].v_);
  // CHECK: stores 1 50 51 70

  std::vector<int> out(5);
  array_view<int, 1> ov(5, out);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    int_2 w(10, 20);
    int old = w.y++;
    w.x--;
    Prop p = make(5);
    int was = p.v++;
    int_2 a(1, 2), b(12, 1);
    ov[0] = old;
    ov[1] = w.x * 100 + w.y;
    ov[2] = was * 10 + p.v;
    ov[3] = (a + b).x;
    ov[4] = make(7).v;
  });
  ov.synchronize();
  std::printf("values %d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4]);
  // CHECK: values 20 921 56 13 7
  return 0;
}
