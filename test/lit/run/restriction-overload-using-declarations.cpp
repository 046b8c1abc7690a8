// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Overloads split by restriction, brought into scope by using-declarations:
// a namespace's (`using N::f;`) and a base class's (`using B::g;`). Each side
// calls the overload it can: amp code f(int) and B::g(int), cpu code
// f(double) and B::g(float). Twins of one signature from two namespaces
// (`using U1::u; using U2::u;`, nested namespaces included): each side sees
// its own. The host accelerator runs the same amp overloads.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

namespace N {
int f(int) restrict(amp) { return 10; }
int f(double) restrict(cpu) { return 20; }
} // namespace N
using N::f;

namespace U1 {
int u(int x) restrict(cpu) { return x + 1; }
}
namespace U2 {
int u(int x) restrict(amp) { return x + 2; }
}
using U1::u;
using U2::u;

namespace Outer {
namespace Cpu {
float w() restrict(cpu) { return 0.5f; }
}
namespace Amp {
float w() restrict(amp) { return 0.25f; }
}
} // namespace Outer
using ::Outer::Cpu::w;
using Outer::Amp::w;

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
    v[0] = f(1) + d.g(1) + u(100) * 100 + int(w() * 100) * 100000;
  });
  v.synchronize();
  D d;
  std::printf("amp %d cpu %d %d %d %g\n", r[0], f(1), d.g(1), u(100), w());
  return 0;
}
// CHECK: amp 2510211 cpu 20 2 101 0.5
