// RUN: %amp-clang -O2 %s -o %t
// RUN: %run %t | FileCheck %s
// parallel_for_each written in templates: a function template and a class
// template member, each instantiated with several types. Every instantiation
// is a kernel of its own; the host picks it by the types of the captures.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T> T twice(T x) restrict(amp, cpu) { return x + x; }

template <typename T> void scale_add(array_view<T, 1> out, array_view<const T, 1> in, T factor) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = twice(in[i]) * factor + out[i]; });
}

template <typename T, int Rank> struct Filler {
  T value;
  void fill(array_view<T, Rank> v) const {
    T x = value;
    parallel_for_each(v.extent, [=](index<Rank> i) restrict(amp) { v[i] = x; });
  }
};

template <typename T> int check(const char *what, const std::vector<T> &got, T expected) {
  int bad = 0;
  for (const T &g : got) bad += g != expected;
  std::printf("%s: %d wrong: %s\n", what, bad, bad ? "FAIL" : "PASS");
  return bad;
}

int main() {
  const int n = 300;
  std::vector<float> fo(n, 1.0f), fi(n, 2.0f);
  std::vector<int> io(n, 3), ii(n, 4);
  {
    array_view<float, 1> fov(n, fo);
    array_view<int, 1> iov(n, io);
    scale_add<float>(fov, array_view<const float, 1>(n, fi), 0.5f);
    scale_add<int>(iov, array_view<const int, 1>(n, ii), 10);
  }
  int bad = check("function template, float", fo, 3.0f) + check("function template, int", io, 83);
  std::vector<double> d(n);
  std::vector<unsigned> u(6 * 7);
  {
    Filler<double, 1>{2.5}.fill(array_view<double, 1>(n, d));
    Filler<unsigned, 2>{7u}.fill(array_view<unsigned, 2>(6, 7, u));
  }
  bad += check("class template, double rank 1", d, 2.5) + check("class template, unsigned rank 2", u, 7u);
  return bad ? 1 : 0;
}
// CHECK: function template, float: 0 wrong: PASS
// CHECK: function template, int: 0 wrong: PASS
// CHECK: class template, double rank 1: 0 wrong: PASS
// CHECK: class template, unsigned rank 2: 0 wrong: PASS
