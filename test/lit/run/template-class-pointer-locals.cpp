// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A kernel whose local points to a class template specialization nothing
// else instantiates (`Box<int> *b`): the front end instantiates it, so the
// kernel lowers (it was "cannot yet lower type 'Box<int>'").
#include <amp.h>
#include <cstdio>
using namespace concurrency;
template <class T> struct Box { T v; };
int main() {
  int r[2] = {0, 0};
  array_view<int, 1> av(2, r);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Box<int> *none = nullptr;
    Box<float> one{1.5f};
    Box<float> *p = i[0] ? &one : nullptr;
    av[i] = (none ? 1 : 2) + (p ? (int)(2 * p->v) : 0);
  });
  av.synchronize();
  std::printf("%d %d\n", r[0], r[1]);
  // CHECK: 2 5
}
