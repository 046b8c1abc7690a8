// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// RUN: %amp-clang -fsyntax-only -Wall -Werror %s
// cpu-only function templates and members of class templates beside amp-only
// overloads: amp code chooses among the amp overloads only (`g(f)` with a float f runs
// g(int) restrict(amp), not the better-matching g<float>), cpu code among
// the cpu ones. A cpu template whose body launches a kernel keeps it.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

template <class T> int g(T) restrict(cpu) { return 1; }
int g(int) restrict(amp) { return 2; }

template <class T> struct W {
  int m(int) const restrict(amp) { return 3; }
  int m(T) const restrict(cpu) { return 4; }
};

// Holds a kernel, so amp code still sees it (and no amp code here calls h).
template <class T> int h(T x) restrict(cpu) {
  std::vector<int> o(1);
  array_view<int, 1> av(1, o);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = static_cast<int>(x) * 7; });
  av.synchronize();
  return o[0];
}
int h(int, int) restrict(amp) { return 0; }

int main() {
  std::vector<int> d(2);
  array_view<int, 1> av(2, d);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    W<float> w;
    float f = 1.5f;
    av[i] = g(f) * 10 + w.m(f);
  });
  av.synchronize();
  W<float> w;
  std::printf("amp %d cpu %d %d kernel %d\n", d[0], g(1), w.m(1), h(3.0f));
  // CHECK: amp 23 cpu 1 4 kernel 21
}
