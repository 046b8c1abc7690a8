// RUN: %amp-clang %s -o %t 2> %t.warnings
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t.warnings
// RUN: %run %t | FileCheck %s
// tile_static in a kernel launched over a plain extent: Microsoft's compiler
// warns and the variable's sharing is undefined, but the program builds and
// runs. Here each thread writes then reads its own slot before any other
// thread of the same slot can, so the result does not depend on the sharing.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

int passes_through(int x) restrict(amp) {
  tile_static int scratch; // WARN-DAG: tile-static-untiled.cpp:[[@LINE]]:19: warning: tile_static variable 'scratch' in a kernel launched over a non-tiled extent
  scratch = x;
  return x + 1;
}

int main() {
  int out[4] = {};
  array_view<int, 1> ov(4, out);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    tile_static int own[2]; // WARN-DAG: tile-static-untiled.cpp:[[@LINE]]:21: warning: tile_static variable 'own'
    own[0] = 0;
    ov[i] = passes_through(i[0]);
  });
  ov.synchronize();
  std::printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
  // CHECK: 1 2 3 4
}
