// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// The host accelerator refuses the kernel, which calls a function overloaded
// on restriction (the host compile keeps the cpu overload), rather than run
// other code than the device does (so no %run here).
// RUN: env AMP_CLANG_DEVICE=host not --crash %t 2>&1 | FileCheck %s --check-prefix=HOST
// HOST: cannot run on the host accelerator: it calls {{.+}}, which has restrict(cpu) and restrict(amp) overloads
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
