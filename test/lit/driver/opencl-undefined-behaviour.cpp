// RUN: not %amp-clang -c %s -o %t.o 2>&1 | FileCheck %s
// Generated OpenCL C whose warnings mean undefined behaviour (a returned
// stack address, here the address of a by-value parameter the user's code
// returns by reference) is an error at compile time, never a program that
// computes garbage.
#include <amp.h>

using namespace concurrency;

const int &dangling(int v) restrict(amp) { return v; }

void run(array_view<int, 1> o) {
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) { o[i] = dangling(i[0]); });
}
// CHECK: error: internal error: the OpenCL C amp-clang generated for {{.*}} has undefined behaviour: address of stack memory{{.*}}[amp-internal-opencl]
