// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Destructors in device code run where their object's scope ends: at the end
// of a block, on `break`, and on `return` (after the returned value is
// computed); an implicit destructor destroys members in reverse order.
#include <amp.h>
#include <cstdio>

using namespace concurrency;

// Records in log[id] the order in which it was destroyed (log[0] counts).
struct Tracker {
  array_view<int, 1> log;
  int id;
  Tracker(const array_view<int, 1> &l, int i) restrict(cpu, amp) : log(l), id(i) {}
  ~Tracker() restrict(cpu, amp) {
    int n = log[0] + 1;
    log[0] = n;
    log[id] = n;
  }
};
struct Holder {
  Tracker a, b;
  Holder(const array_view<int, 1> &l) restrict(cpu, amp) : a(l, 1), b(l, 2) {}
  // implicit ~Holder(): b, then a
};

int read_then_destroy(const array_view<int, 1> &log) restrict(amp) {
  Tracker t(log, 6);
  return log[6] + 100; // read before t is destroyed
}

int main() {
  int data[8] = {};
  array_view<int, 1> log(8, data);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    {
      Tracker t3(log, 3);
      {
        Holder h(log);
      }
      for (int k = 0; k < 2; ++k) {
        Tracker t(log, 4 + k);
        if (k == 1)
          break;
      }
    }
    int r = read_then_destroy(log);
    log[7] = r;
  });
  log.synchronize();
  for (int k = 0; k < 8; ++k)
    std::printf("%d ", data[k]);
  std::printf("\n");
  return 0;
}
// CHECK: 6 2 1 5 3 4 6 100
