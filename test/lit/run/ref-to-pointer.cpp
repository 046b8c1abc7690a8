// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: FileCheck --check-prefix=CL %s < %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// References to pointers (`int *&`, `int *&&`, `array_view<T> *&`) become
// pointers to pointers naming both address spaces: where the pointer lives and
// where it points. A temporary pointer travels by value; a parameter the callee
// assigns before using points where that assignment says.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

// CL-DAG: void amp_f{{.*}}retarget{{.*}}_pgg(__global int *__private *r, __global int *to)
// CL-DAG: void amp_f{{.*}}retarget{{.*}}_pll(__local int *__private *r, __local int *to)
// CL-DAG: void amp_f{{.*}}retarget{{.*}}_ppp(__private int *__private *r, __private int *to)
void retarget(int *&r, int *to) restrict(amp) { r = to; }

// CL-DAG: int amp_f{{.*}}read_through{{.*}}_vpg(__private int *amp_unused_r, __global int *to)
int read_through(int *&&r, int *to) restrict(amp) {
  r = to;
  return *r;
}

int *private_ptr(int &v) restrict(amp) { return &v; }

int view_at(array_view<int, 1> *&pv, int i) restrict(amp) { return (*pv)[i]; }

int main() {
  const int n = 64;
  std::vector<int> a(n), b(n), out(n);
  for (int i = 0; i < n; ++i) { a[i] = i; b[i] = 1000 + i; }
  array_view<int, 1> av(n, a), bv(n, b), ov(n, out);
  parallel_for_each(ov.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    int i = t.global[0];
    tile_static int shared[16];
    shared[t.local[0]] = 2000 + i;
    t.barrier.wait();
    int mine = 3000 + i, other = 4000 + i;

    int *g = &av[i];
    retarget(g, &bv[i]);
    int *l = &shared[0];
    retarget(l, &shared[t.local[0]]);
    int *p = &mine;
    int k = 0;
    retarget((++k, p), &other);
    // CL: __global int *__private *alias = &(g);
    int *&alias = g;
    alias = &av[i];

    int temp = 5;
    int through = read_through(private_ptr(temp), &bv[i]);

    array_view<int, 1> views[2] = {av, bv};
    array_view<int, 1> *pv = &views[1];
    auto swap_to_first = [](array_view<int, 1> *&which, array_view<int, 1> *first) restrict(amp) { which = first; };
    int before = view_at(pv, i);
    swap_to_first(pv, &views[0]);
    int after = view_at(pv, i);

    bool ok = *alias == i && *l == 2000 + i && *p == 4000 + i && k == 1 && through == 1000 + i &&
              before == 1000 + i && after == i;
    ov[i] = ok ? 1 : 0;
  });
  ov.synchronize();
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += out[i] != 1;
  // CHECK: references to pointers: 0 wrong
  std::printf("references to pointers: %d wrong\n", bad);
}
