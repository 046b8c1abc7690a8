// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// On the host accelerator the kernel calls the amp twins too: the host compile
// holds them under other names (host/TwinRenames.h), so %run's two devices agree.
// `restrict` is a contextual keyword: a function, class or variable may be
// called restrict, and a restriction may come before `throw(...)`.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct restrict {
  int size;
  restrict(int s) restrict(cpu, amp) : size(s) {}
};

int restrict_size(restrict r) restrict(cpu, amp) { return r.size; }
int twice(int restrict) restrict(cpu) throw() { return 2 * restrict; }
int restrict(int a) restrict(amp) { return restrict_size(a + 5); }
int restrict(int a) restrict(cpu) { return a + 1; }

int main() {
  std::vector<int> out(2);
  array_view<int, 1> ov(2, out);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) { ov[i] = restrict(i[0]); });
  int restrict = 3;
  std::printf("device: %d %d\n", ov[0], ov[1]);
  std::printf("host: %d %d\n", ::restrict(restrict), twice(restrict));
  return 0;
}
// CHECK: device: 5 6
// CHECK: host: 4 6
