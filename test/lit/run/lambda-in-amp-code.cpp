// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: FileCheck --check-prefix=CL %s < %t.cl
// RUN: FileCheck --check-prefix=STRUCT %s < %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// Lambdas defined and called inside amp code: the closure is a struct of its
// captures, its operator() a function taking the closure. (Amp lambdas capture
// by value only: checks/amp-capture-by-reference.cpp; they reach the caller's
// variables through reference parameters.)
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename F> int apply(F f, int x) restrict(amp) { return f(x); }

struct Scaler {
  int factor;
  int scaled(int x) const restrict(amp) {
    auto times = [f = factor](int v) restrict(amp) { return v * f; };
    auto copy = [*this](int v) restrict(amp) { return v * factor; };
    return times(x) + copy(x);
  }
};

bool both_sides() restrict(amp, cpu) {
  return [](int a) restrict(amp, cpu) { return a * 2; }(21) == 42;
}

int main() {
  const int n = 16;
  std::vector<int> data(n), out(n);
  for (int i = 0; i < n; ++i) data[i] = i;
  array_view<int, 1> dv(n, data), ov(n, out);
  int k = 3;
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    int base = i[0];
    int acc = 0;
    // CL: = ((amp_t{{.*}}){.amp_field0 = amp_argv.{{.*}}k, .amp_field1 = base});
    auto byValue = [=](int x) restrict(amp) { return x * k + base; };
    auto addTo = [](int &to, int x) restrict(amp) { to += x; return to; };
    // A temporary closure is stored in a private variable, whose address is `this`.
    // CL: (acc = amp_f{{.*}}_p((amp_tmp{{[0-9]+}} = ((amp_t{{.*}}){0}), &amp_tmp{{[0-9]+}})));
    acc = []() restrict(amp) -> int { return 100; }();
    addTo(acc, byValue(1));
    // CL: ((amp_t{{.*}}){.amp_field0 = acc}), 5);
    int inner = apply([=](int y) restrict(amp) { return y + acc; }, 5);
    // A reference parameter bound to a view's element points into global memory.
    int &elem = dv[i];
    // STRUCT: __global int *
    auto bump = [](int &e) restrict(amp) { e += 1000; };
    bump(elem);
    // A mutable lambda keeps its state between calls.
    auto counter = [n = 0]() mutable restrict(amp) { return ++n; };
    counter();
    int twice = counter();
    // Views captured by value, and lambdas calling lambdas.
    auto read = [dv](int j) restrict(amp) { return dv[j]; };
    auto peek = [=](int j) restrict(amp) { return dv[j]; };
    auto outer = [=](int j) restrict(amp) { return read(j) + byValue(0) + peek(j) - dv[j]; };
    Scaler s = {2};
    ov[i] = acc + inner + twice * 10000 + s.scaled(1) * 100000 + both_sides() * 1000000 + (outer(i[0]) - 2 * base - 1000 - k * 0) * 10000000;
  });
  ov.synchronize();
  dv.synchronize();
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    int acc = 103 + i;
    bad += out[i] != acc + (5 + acc) + 20000 + 400000 + 1000000 + 0;
    bad += data[i] != i + 1000;
  }
  // CHECK: lambdas in amp code: 0 wrong
  std::printf("lambdas in amp code: %d wrong (%d %d)\n", bad, out[0], data[0]);
}
