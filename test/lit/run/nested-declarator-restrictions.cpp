// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A restriction specifier ends the function declarator, also where that
// declarator is nested: a function returning a function pointer
// (`int (*get() restrict(cpu))(int)`, a member too, and through a macro
// spelling the restriction), and amp functions returning a reference or a
// pointer to an array, called in a kernel.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;
#define CPU_ONLY restrict(cpu)

int twice(int x) { return 2 * x; }
int (*get() restrict(cpu))(int) { return &twice; }
int (*via_macro() CPU_ONLY)(int) { return &twice; }
struct S {
  int (*member() const restrict(cpu))(int) { return &twice; }
};
struct Row { int v[4]; };
struct Grid { int v[2][4]; };
int (&row(Row &r) restrict(cpu, amp))[4] { return r.v; }
const int (&crow(const Row &r) restrict(amp))[4] { return r.v; }
int (*second_row(Grid &g) restrict(amp))[4] { return &g.v[1]; }

int main() {
  std::printf("%d %d %d\n", get()(21), via_macro()(5), S().member()(4));
  // CHECK: 42 10 8
  std::vector<int> out(2);
  array_view<int, 1> av(2, out);
  Row r0{{1, 2, 3, 4}};
  Grid g0{{{1, 2, 3, 4}, {5, 6, 7, 8}}};
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Row r = r0;
    Grid g = g0;
    row(r)[i[0]] += 10;
    (*second_row(g))[i[0]] += 100;
    av[i] = crow(r)[i[0]] + crow(r)[3] + g.v[1][i[0]];
  });
  av.synchronize();
  std::printf("%d %d %d\n", out[0], out[1], row(r0)[2]);
  // CHECK-NEXT: 120 122 3
}
