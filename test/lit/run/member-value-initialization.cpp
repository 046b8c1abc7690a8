// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// `: a()` value-initializes a scalar (or aggregate) member: zero. Issue 46
// found it refused ("cannot yet lower ImplicitValueInitExpr", with no line).
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct Inner {
  int x;
  float y;
};

struct Zeroed {
  int a;
  float b;
  unsigned c;
  Inner in;
  Zeroed() restrict(cpu, amp) : a(), b(), c(), in() {}
  Zeroed(int v) restrict(cpu, amp) : a(v), b(), c(), in() { in.x += v; }
};

int main() {
  std::vector<int> out(4, -1);
  array_view<int, 1> o(4, out);
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
    Zeroed z, w(i[0] + 1);
    o[i] = z.a + int(z.b) + int(z.c) + z.in.x + int(z.in.y) + 10 * w.a + 100 * w.in.x + int(w.b);
  });
  o.synchronize();
  // CHECK: 110 220 330 440
  for (int x : out)
    std::printf("%d ", x);
  std::printf("\n");
  return 0;
}
