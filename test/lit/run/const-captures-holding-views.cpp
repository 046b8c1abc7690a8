// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Captures that hold array_views and are const: a const struct, a struct
// reached through a const reference, a struct with a const member struct, and
// a const lambda that captured a view. array_view's operator[] is const, so
// each writes through its view; the kernel's private copy of each is filled
// from the host's bytes all the same.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

struct Holder { array_view<int, 1> v; };
struct Inner { array_view<int, 1> w; };
struct Outer { const Inner in; int add; };

void through_reference(const Holder &h) {
  parallel_for_each(h.v.extent, [=](index<1> i) restrict(amp) { h.v[i] += 10; });
}

int main() {
  std::vector<int> a(4, 1);
  const Holder h{array_view<int, 1>(4, a)};
  parallel_for_each(h.v.extent, [=](index<1> i) restrict(amp) { h.v[i] += 100; });
  through_reference(h);
  h.v.synchronize();
  // CHECK: const struct: 111
  std::printf("const struct: %d\n", a[0]);

  std::vector<int> b(4, 0);
  Outer o{Inner{array_view<int, 1>(4, b)}, 5};
  parallel_for_each(o.in.w.extent, [=](index<1> i) restrict(amp) { o.in.w[i] = o.add + i[0]; });
  o.in.w.synchronize();
  // CHECK: const member: 5 8
  std::printf("const member: %d %d\n", b[0], b[3]);

  std::vector<int> c(4, 0);
  array_view<int, 1> cv(4, c);
  const auto write = [=](int k) restrict(amp) { cv[k] = 7 * k; };
  parallel_for_each(cv.extent, [=](index<1> i) restrict(amp) { write(i[0]); });
  cv.synchronize();
  // CHECK: const lambda: 21
  std::printf("const lambda: %d\n", c[3]);
  return 0;
}
