// RUN: %amp-clang -DN=1024 -DT=float -DK=3 -DM=2 -DR=7 -DU=5 -DRank=2 -DSize=8 -DKernel=k -DDomain=d %s -o %t
// RUN: %run %t | FileCheck %s
// Programs define short macros (-DN=1024, #define T float) before including
// amp.h: its headers name their own template parameters and locals with
// reserved identifiers, as Microsoft's do, so no user macro reaches them.
#define A 1
#define B 2
#define C 3
#define I 4
#define F 5
#define S 6
#define V 7
#define D0 8
#define Fill 9
#define Host 10
#include <amp.h>
#include <amp_graphics.h>
#include <amp_math.h>
#include <amp_short_vectors.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<T> v(N, 1.0f);
  array_view<T, 1> av(N, v);
  parallel_for_each(av.extent.tile<256>(), [=](tiled_index<256> t) restrict(amp) {
    av[t] = fast_math::sqrt(av[t] * (K + 1)) + t.local[0] % M;
  });
  array<T, 2> grid(R, U);
  copy(av.section(0, R * U).view_as(extent<2>(R, U)), grid);
  std::vector<T> back = grid;
  av.synchronize();
  std::printf("%g %g %g\n", v[0], v[N - 1], back[R * U - 1]);
  // CHECK: 2 3 2
}
