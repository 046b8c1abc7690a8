// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// The host accelerator refuses the kernel, which copies a class holding a
// Twin: the implicit copy calls copy constructors overloaded on restriction,
// where no text could pass the host compile the amp one's tag (so no %run here).
// RUN: env AMP_CLANG_DEVICE=host not --crash %t 2>&1 | FileCheck %s --check-prefix=HOST
// HOST: cannot run on the host accelerator: it constructs Twin with Twin::Twin, which has restrict(cpu) and restrict(amp) overloads (or calls such a function), where nothing is written to tell the host compile which
// Special members the compiler defines, in device code: implicit and
// defaulted copy constructors, copy assignments and default constructors call
// their bases' and members' own (written ones included), empty bases too, and
// work on objects in private and global memory alike.
#include <amp.h>
#include <cstdio>

using namespace concurrency;

// An empty base whose assignment is written: the derived class's implicit
// assignment still calls it, through the derived object's address.
struct Tag {
  Tag &operator=(const Tag &) restrict(cpu, amp) { return *this; }
};
struct Doubling {
  int v;
  Doubling(int x = 1) restrict(cpu, amp) : v(x) {}
  Doubling(const Doubling &o) restrict(cpu, amp) : v(o.v * 2) {}
  Doubling &operator=(const Doubling &o) restrict(cpu, amp) {
    v = o.v + 100;
    return *this;
  }
};
struct Pair : Tag {
  Doubling d;
  int plain;
  int arr[2];
  // implicit: Pair(), Pair(const Pair &), operator=, ~Pair()
};
struct Defaulted : Doubling {
  int extra;
  Defaulted() restrict(cpu, amp) : Doubling(5), extra(7) {}
  Defaulted(const Defaulted &) = default;
  Defaulted &operator=(const Defaulted &) = default;
};

// Copy constructors overloaded on restriction that differ in a defaulted
// parameter only: the implicit copy of a class holding one picks the overload
// of the context it runs in.
struct Twin {
  int v;
  Twin(int x) restrict(cpu, amp) : v(x) {}
  Twin(const Twin &o, int = 0) restrict(cpu) : v(o.v + 1) {}
  Twin(const Twin &o) restrict(amp) : v(o.v + 2) {}
};
struct HoldsTwin { Twin t; };

int main() {
  std::vector<Pair> data(4);
  for (int k = 0; k < 4; ++k) {
    data[k].d.v = k;
    data[k].plain = 10 * k;
    data[k].arr[0] = 0;
    data[k].arr[1] = 1000000 * k;
  }
  int out[4] = {};
  array_view<Pair, 1> pairs(4, data);
  array_view<int, 1> o(4, out);
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
    Pair p;                 // d.v = 1
    Pair copy(pairs[i]);    // d.v = 2 * k
    p = copy;               // d.v = 2 * k + 100
    pairs[i] = p;           // in global memory: d.v = 2 * k + 200
    Defaulted a;
    Defaulted b(a);         // v = 10
    a = b;                  // v = 110
    o[i] = pairs[i].d.v + pairs[i].plain + a.v * 1000 + b.extra * 100000 + pairs[i].arr[1];
  });
  o.synchronize();
  std::printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
  int twins[1] = {};
  array_view<int, 1> tw(1, twins);
  parallel_for_each(tw.extent, [=](index<1> i) restrict(amp) {
    HoldsTwin h = {Twin(5)};
    HoldsTwin h2(h);
    tw[i] = h2.t.v;
  });
  tw.synchronize();
  HoldsTwin h = {Twin(5)};
  HoldsTwin h2(h);
  std::printf("amp %d cpu %d\n", twins[0], h2.t.v);
  return 0;
}
// CHECK: 810200 1810212 2810224 3810236
// CHECK: amp 7 cpu 6
