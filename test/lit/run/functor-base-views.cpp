// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Functor kernels whose base classes hold the views: operator() inherited
// from the base, or the derived class's own reading its base's views and its
// own, through two levels of bases.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct Writer {
  array_view<int, 1> out;
  explicit Writer(array_view<int, 1> o) : out(o) {}
  void operator()(index<1> i) const restrict(amp) { out[i] = value(i[0]); }
  int value(int k) const restrict(amp) { return 3 * k; }
};
struct TripleWriter : Writer {
  explicit TripleWriter(array_view<int, 1> o) : Writer(o) {}
};

struct Source {
  array_view<const int, 1> in;
  int bias;
};
struct Scaled : Source {
  int factor;
};
struct Mix : Scaled {
  array_view<int, 1> out;
  Mix(array_view<const int, 1> i, array_view<int, 1> o) : Scaled{{i, 7}, 10}, out(o) {}
  void operator()(index<1> i) const restrict(amp) { out[i] = in[i] * factor + bias; }
};

int main() {
  std::vector<int> a(8, 0), b(8, 0), src = {1, 2, 3, 4, 5, 6, 7, 8};
  array_view<int, 1> av(8, a), bv(8, b);
  parallel_for_each(av.extent, TripleWriter(av));
  parallel_for_each(bv.extent, Mix(array_view<const int, 1>(8, src), bv));
  av.synchronize();
  bv.synchronize();
  std::printf("%d %d %d %d\n", a[1], a[7], b[0], b[7]);
  // CHECK: 3 21 17 87
}
