// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Functions of one name and parameter types in different scopes are no
// restriction twins: a cpu-only `a::d(int, int)` beside `b::d(int, int)
// restrict(cpu, amp)` and `b::d(float, float) restrict(amp)`; a cpu-only
// `O1::In::g` beside `O2::In`'s overloads. Each call still reaches its own
// scope's best overload, in amp code, in cpu code and on the host accelerator.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

namespace a {
int d(int x, int y) restrict(cpu) { return x + y; }
} // namespace a
namespace b {
int d(int x, int y) restrict(cpu, amp) { return x * y; }
int d(float, float) restrict(amp) { return 1000; }
} // namespace b

struct O1 {
  struct In {
    int g(int x) const restrict(cpu) { return x + 1; }
  };
};
struct O2 {
  struct In {
    int g(int x) const restrict(cpu, amp) { return x * 10; }
    int g(float) const restrict(amp) { return 2000; }
  };
};

int main() {
  int r[3] = {};
  array_view<int, 1> av(3, r);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    O2::In in;
    int v[3] = {b::d(2, 3), in.g(4), b::d(2.f, 3.f) + in.g(1.f)};
    av[i] = v[i[0]];
  });
  av.synchronize();
  O1::In o1;
  O2::In o2;
  std::printf("amp %d %d %d cpu %d %d %d %d\n", r[0], r[1], r[2], a::d(2, 3), b::d(2, 3), o1.g(4), o2.g(4));
  return 0;
}
// CHECK: amp 6 40 3000 cpu 5 6 5 40
