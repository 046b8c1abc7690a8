// RUN: %amp-clang -emit-opencl %s -o - | FileCheck %s --check-prefix=OFF
// RUN: %amp-clang -fsanitize=amp -emit-opencl %s -o %t.cl
// RUN: FileCheck %s --check-prefix=ALL < %t.cl
// RUN: %opencl-check %t.cl
// RUN: %amp-clang -fsanitize=amp-bounds -emit-opencl %s -o - | FileCheck %s --check-prefix=BOUNDS
// RUN: %amp-clang -fsanitize=amp -fno-sanitize=amp-race,amp-init -emit-opencl %s -o - | FileCheck %s --check-prefix=NO-RACE
// RUN: not %amp-clang -fsanitize=amp-leak -emit-opencl %s -o - 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %amp-clang -fsanitize=amp -### %s -o %t.out 2>&1 | FileCheck %s --check-prefix=CMD
// RUN: %amp-clang -fsanitize=amp -c %s -o %t.o
// RUN: %amp-clang -fsanitize=amp %t.o -o %t.exe
// -fsanitize=amp and its parts: without the flag the kernels hold no check;
// with it, every check is compiled in (OpenCL C 1.2 that Clang's OpenCL front
// end accepts with -Werror), the kernel takes the report buffer, the table of
// sites ends the program, and the host compile gets the host accelerator's
// checks. Accepted at compile and link alike.
#include <amp.h>

using namespace concurrency;

void kernels(array_view<int, 1> av) {
  parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int stage[4];
    stage[t.local[0]] = av[t.global];
    t.barrier.wait();
    av[t.global] = stage[3 - t.local[0]];
  });
}

int main() {
  int v[4] = {1, 2, 3, 4};
  kernels(array_view<int, 1>(4, v));
}

// OFF-NOT: amp_san
// OFF-NOT: amp-sanitize

// ALL: __kernel void amp_k_flags_{{.*}}, __global uint *amp_san)
// ALL: amp_san_tile_init(
// ALL: amp_san_ts_use(
// ALL: amp_san_barrier(
// ALL: // amp-sanitize 15
// ALL: //@amp-san	{{[0-9]+}}	23	28	array_view 'av'	{{.*}}flags.cpp
// ALL: //@amp-san	{{[0-9]+}}	24	5	barrier	{{.*}}flags.cpp

// BOUNDS: amp_av_int_1_san_at(
// BOUNDS-NOT: amp_san_barrier(
// BOUNDS-NOT: amp_san_ts_use(
// BOUNDS: // amp-sanitize 1

// NO-RACE: amp_san_barrier(
// NO-RACE-NOT: amp_san_ts_use(
// NO-RACE: // amp-sanitize 9

// BAD: unsupported argument 'amp-leak' to option '-fsanitize='

// CMD: -D_AMP_CLANG_SANITIZE=15
