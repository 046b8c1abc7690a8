// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Overloads split by restriction, brought into scope by using-declarations:
// a namespace's (`using N::f;`) and a base class's (`using B::g;`). Each side
// calls the overload it can: amp code f(int) and B::g(int), cpu code
// f(double) and B::g(float). The host accelerator runs the same amp overloads.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

namespace N {
int f(int) restrict(amp) { return 10; }
int f(double) restrict(cpu) { return 20; }
} // namespace N
using N::f;

struct B {
  int g(int) restrict(amp) { return 1; }
  int g(float) restrict(cpu) { return 2; }
};
struct D : B {
  using B::g;
  int g(float, float) restrict(cpu) { return 3; }
};

int main() {
  int r[1] = {};
  array_view<int, 1> v(1, r);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    D d;
    v[0] = f(1) + d.g(1);
  });
  v.synchronize();
  D d;
  std::printf("amp %d cpu %d %d\n", r[0], f(1), d.g(1));
  return 0;
}
// CHECK: amp 11 cpu 20 2
