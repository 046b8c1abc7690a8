// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A temporary with a destructor is destroyed where its full-expression ends
// ([class.temporary]), in amp code as in cpu code: after a condition is
// tested, after a by-value argument's call returns, once per loop test; only
// if its arm of ?: or && ran; at the end of the scope of a reference bound to
// it. A prvalue that initialises a variable or a return value is that object,
// destroyed once. Each destruction appends its digit to log[0].
#include <amp.h>
#include <cstdio>

using namespace concurrency;

struct Mark {
  array_view<int, 1> log;
  int digit;
  Mark(array_view<int, 1> l, int d) restrict(cpu, amp) : log(l), digit(d) {}
  ~Mark() restrict(cpu, amp) { log[0] = log[0] * 10 + digit; }
  int get() const restrict(cpu, amp) { return digit; }
  void set(int d) restrict(cpu, amp) { digit = d; }
  Mark &self() restrict(cpu, amp) { return *this; }
};

Mark make(array_view<int, 1> l, int d) restrict(cpu, amp) { return Mark(l, d); }
int take(Mark m) restrict(cpu, amp) { return m.digit; }

// Each line leaves log[0] as its comment says; body runs on the host and in a kernel.
void body(array_view<int, 1> l, int zero) restrict(cpu, amp) {
  int t = zero ? Mark(l, 1).get() : Mark(l, 2).get(); // 2 (one arm built)
  l[1] = t;
  if (zero == 0 && make(l, 3).get() == 3) // 23: destroyed before the branch runs
    l[0] = l[0] * 10 + 9;                 // 239
  if (zero == 1 && Mark(l, 5).get())      // the right operand never ran
    l[0] = 0;
  for (int i = 0; i < Mark(l, 4).get() - 2; ++i) { // tested three times: 239444
  }
  Mark(l, 5).set(6); // the object the call changed is destroyed: 2394446
  l[2] = Mark(l, 7).self().digit; // read, then destroyed: 23944467
  l[3] = take(Mark(l, 8));        // the argument, after the call: 239444678
}

void extended(array_view<int, 1> l) restrict(cpu, amp) {
  {
    const Mark &r = Mark(l, 1);
    Mark m = make(l, 2);        // no temporary: m itself
    l[0] = l[0] * 10 + r.get(); // 1
  }                             // m, then r: 121
  Mark(l, 3);                   // a discarded temporary: 1213
}

int main() {
  int host[4] = {}, dev[4] = {}, host2[4] = {}, dev2[4] = {};
  array_view<int, 1> h(4, host), d(4, dev), h2(4, host2), d2(4, dev2);
  body(h, 0);
  extended(h2);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    body(d, 0);
    extended(d2);
  });
  d.synchronize();
  d2.synchronize();
  std::printf("host %d %d %d %d\n", host[0], host[1], host[2], host[3]);
  std::printf("amp %d %d %d %d\n", dev[0], dev[1], dev[2], dev[3]);
  std::printf("host %d amp %d\n", host2[0], dev2[0]);
  return 0;
}
// CHECK: host 239444678 2 7 8
// CHECK-NEXT: amp 239444678 2 7 8
// CHECK-NEXT: host 1213 amp 1213
