// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Plain C++ forms in amp code, each checked against the host: value
// initialisation zeroes (S s = S()), a delegating constructor, array
// elements a braced list leaves out are default-constructed, pointers
// tested as booleans, a conditional as an lvalue (assigned, compound-assigned,
// its member assigned), and a local declaration of a function.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct S { int a; float b; };
struct Q {
  int a = 5, c;
  Q() restrict(cpu, amp) : Q(3) {}
  Q(int x) restrict(cpu, amp) : c(x) {}
};
struct P {
  int v;
  P() restrict(cpu, amp) : v(7) {}
  P(int x) restrict(cpu, amp) : v(x) {}
};
int ext_fn(int x) restrict(cpu, amp) { return x * 2; }

int compute(int i) restrict(cpu, amp) {
  S s = S();
  Q q;
  P b[3] = {P(i)};
  int local[2] = {i, 0};
  int *p = i % 2 ? local : nullptr;
  int hits = 0;
  if (p)
    hits += 1;
  if (!p)
    hits += 2;
  int x = 1, y = 2;
  ((i & 1) ? x : y) += 10;
  ((i & 1) ? x : y) = ((i & 1) ? x : y) * 2;
  S t = S(), u = S();
  ((i > 3) ? t : u).a = 9;
  int twice(int) restrict(cpu, amp); // declared, never called
  int ext_fn(int) restrict(cpu, amp);
  return s.a + int(s.b) + q.a * 10 + q.c * 100 + b[1].v * 1000 + b[2].v * 10000 + hits * 100000 + x + y +
         t.a * 3 + u.a * 5 + ext_fn(i);
}

int main() {
  std::vector<int> v(8);
  array_view<int, 1> out(8, v);
  parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) { out[idx] = compute(idx[0]); });
  int bad = 0;
  for (int i = 0; i < 8; ++i)
    bad += out[i] != compute(i);
  std::printf("mismatches %d; %d %d\n", bad, out[0], out[7]);
  // CHECK: mismatches 0; 277420 177415
}
