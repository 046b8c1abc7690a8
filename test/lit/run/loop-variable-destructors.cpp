// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Loop variables with destructors in amp code, destroyed as C++ destroys
// them: a `while` condition's variable at the end of each iteration and when
// the condition fails; a range-for's loop variable after each iteration; both
// on `break` and `continue`; a `for` condition's variable after the increment,
// which `continue` runs too. Each destruction appends its digit to log[0].
#include <amp.h>

#include <cstdio>

using namespace concurrency;

struct Mark {
  array_view<int, 1> log;
  int digit;
  Mark(array_view<int, 1> l, int d) restrict(cpu, amp) : log(l), digit(d) {}
  Mark(const Mark &o) restrict(cpu, amp) : log(o.log), digit(o.digit + 1) {}
  ~Mark() restrict(cpu, amp) { log[0] = log[0] * 10 + digit; }
  explicit operator bool() const restrict(cpu, amp) { return digit < 4; }
};
struct Pair {
  Mark a, b;
  Mark *begin() restrict(cpu, amp) { return &a; }
  Mark *end() restrict(cpu, amp) { return &b + 1; }
};

void loops(array_view<int, 1> l) restrict(cpu, amp) {
  int n = 1;
  while (Mark m = Mark(l, n)) // 1, 2, 3, then 4 fails: 1234
    ++n;
  Pair p{Mark(l, 5), Mark(l, 6)};
  for (Mark m : p) // copies 6 and 7: 67
    (void)m;
  for (const Mark &m : p) // no copies
    (void)m;
}                         // p: 65

void exits(array_view<int, 1> l) restrict(cpu, amp) {
  Pair p{Mark(l, 1), Mark(l, 3)};
  for (Mark m : p) { // copies 2, then 4
    if (m.digit == 2)
      continue;      // 2
    break;           // 4
  }
  int n = 0;
  while (Mark m = Mark(l, n)) { // 0 then 1
    if (n++ == 1)
      break;
  }
}                    // p: 31

void increments(array_view<int, 1> l) restrict(cpu, amp) {
  // Each increment appends 9 before that iteration's m is destroyed.
  for (int n = 1; Mark m = Mark(l, n); l[0] = l[0] * 10 + 9, ++n) {
    if (n == 2)
      continue;
  } // 91, 92, 93, then 4 fails: 9192934
}

int main() {
  int host[3] = {}, dev[3] = {};
  array_view<int, 1> h(1, host), h2(1, host + 1), h3(1, host + 2), d(1, dev), d2(1, dev + 1), d3(1, dev + 2);
  loops(h);
  exits(h2);
  increments(h3);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    loops(d);
    exits(d2);
    increments(d3);
  });
  d.synchronize();
  d2.synchronize();
  d3.synchronize();
  std::printf("host %d %d %d amp %d %d %d\n", host[0], host[1], host[2], dev[0], dev[1], dev[2]);
  return 0;
}
// CHECK: host 12346765 240131 9192934 amp 12346765 240131 9192934
