// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// The host accelerator runs the kernel as the device does: its constructions
// pass the tag of the amp constructors (host/ConstructorTags.h), its
// conversions call the amp conversion by another name (it refused the kernel
// before, as a constructor cannot be renamed).
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// Overloading on restriction beyond plain functions: constructors paired by
// parameter types, conversion functions, restrictions spelled through a
// macro, a restriction before an exception specification, and a pointer to a
// data member in a cpu/amp function.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

#define ON_DEVICE restrict(amp)

struct Value {
  int v;
  Value() : v(1) {}                          // cpu only, no amp twin: stays visible
  explicit Value(int x) ON_DEVICE : v(x * 10) {}
  explicit Value(int x) : v(x * 100) {}
  operator int() const ON_DEVICE { return v + 1; }
  operator int() const { return v + 2; }
  int twice() const restrict(amp) { return 2 * v; }
  int twice() const restrict(cpu) throw() { return 2 * v; } // amp functions have no exception specification
};

struct Pair {
  int a, b;
};
int pick(const Pair &p, int Pair::*field) restrict(cpu, amp) { return field == &Pair::a ? p.a : p.b; }

int main() {
  std::vector<int> out(1);
  array_view<int, 1> ov(1, out);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    Value d(i[0] + 4);
    ov[i] = static_cast<int>(d) + d.twice();
  });
  Value h(4);
  Pair p{5, 6};
  std::printf("device: %d\n", ov[0]);
  std::printf("host: %d %d %d\n", static_cast<int>(h) + h.twice(), Value().v, pick(p, &Pair::b));
  return 0;
}
// CHECK: device: 121
// CHECK: host: 1202 1 6
