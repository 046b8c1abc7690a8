// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// static_cast from a base class back to the derived one in amp code, through
// pointers and references, with the base at a non-zero offset (the second
// base) and two levels down; and a switch with fall-through in the kernel.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct A { int a; };
struct B { int b; };
struct D : A, B { int d; };
struct E : D { int e; };

int main() {
  std::vector<int> o(4);
  array_view<int, 1> av(4, o);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int r = 0;
    switch (i[0]) {
    case 0: r = 1000; break;
    case 1: r = 2000; // falls through
    case 2: r += 100; break;
    default: r = -1000;
    }
    E x;
    x.a = 1; x.b = 2; x.d = 3; x.e = 4;
    B &bref = x;               // B sits after A in D
    D &dref = static_cast<D &>(bref);
    B *bp = &x;
    E *ep = static_cast<E *>(bp);
    A *ap = &x;
    D *dp = static_cast<D *>(ap);
    av[i] = r + 10 * dref.d + ep->e + dp->b;
  });
  av.synchronize();
  std::printf("%d %d %d %d\n", o[0], o[1], o[2], o[3]);
  // CHECK: 1036 2136 136 -964
}
