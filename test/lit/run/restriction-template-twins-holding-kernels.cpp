// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host not --crash %t 2>&1 | FileCheck %s --check-prefix=HOST
// Template cpu twins that launch kernels themselves: a function template and
// a member of a class template, each beside an amp twin of the same
// signature. cpu code runs the cpu twin and its kernel, for every type it is
// called with; amp code calls the amp twin. (The host accelerator gets the
// class template member's amp twin back under another name, in the
// template's text, but not a function template's: it refuses the kernel that
// calls one, by name.)
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

template <class T> T twice(T v) restrict(cpu) {
  std::vector<T> x(4, v);
  array_view<T, 1> a(4, x);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = a[i] * 2 + T(i[0]); });
  a.synchronize();
  return x[0] + x[3];
}
template <class T> T twice(T v) restrict(amp) { return v * 3; }

template <class T> struct Acc {
  T scale;
  T times(T v) const restrict(cpu) {
    std::vector<T> x(4, v);
    array_view<T, 1> a(4, x);
    T s = scale;
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = a[i] * s; });
    a.synchronize();
    return x[2];
  }
  T times(T v) const restrict(amp) { return v + scale; }
};

int main() {
  std::vector<int> y(4, 1);
  array_view<int, 1> b(4, y);
  Acc<int> acc{5};
  std::printf("cpu: %d %g %d\n", twice(5), twice(0.5), acc.times(7));
  std::fflush(stdout);
  parallel_for_each(b.extent, [=](index<1> i) restrict(amp) { b[i] = acc.times(b[i]); });
  b.synchronize();
  std::printf("member: %d\n", y[0]);
  std::fflush(stdout);
  parallel_for_each(b.extent, [=](index<1> i) restrict(amp) { b[i] = acc.times(twice(b[i])); });
  b.synchronize();
  std::printf("amp: %d\n", y[0]);
  return 0;
}

// CHECK: cpu: 23 5 35
// CHECK: member: 6
// CHECK: amp: 23
// HOST: cpu: 23 5 35
// HOST: member: 6
// HOST: cannot run on the host accelerator: it calls twice, which has restrict(cpu) and restrict(amp) overloads (or calls such a function) and is a template
