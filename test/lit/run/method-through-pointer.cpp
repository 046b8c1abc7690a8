// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: %amp-clang -emit-opencl %s -o - | FileCheck --check-prefix=CL %s
// `p->method()`: the method's object is where p points, also when p is a
// pointer variable or a reference to a pointer into global or tile_static
// memory (the suite's RefToPointer/BE tests).
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

struct counter {
  int n;
  void inc() restrict(amp) { n += 1; }
};

void bump(counter *&p) restrict(amp) { p->inc(); }

int main() {
  std::vector<counter> data(64, counter{0});
  array_view<counter, 1> av(64, data);
  parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    counter *p = &av[t.global];
    p->inc();
    bump(p);
    tile_static counter shared[16];
    shared[t.local[0]].n = 10;
    counter *q = &shared[t.local[0]];
    bump(q);
    av[t.global].n += q->n;
  });
  av.synchronize();
  int bad = 0;
  for (const counter &c : data) bad += c.n != 13;
  std::printf("methods through pointers: %s\n", bad ? "FAIL" : "PASS");
  return bad;
}
// CHECK: methods through pointers: PASS
// One instance of inc() per space its object lives in.
// CL-DAG: void amp_f_ZN7counter3incEv_g(__global amp_t_ZTS7counter *amp_this)
// CL-DAG: void amp_f_ZN7counter3incEv_l(__local amp_t_ZTS7counter *amp_this)
