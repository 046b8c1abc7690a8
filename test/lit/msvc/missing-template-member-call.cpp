// RUN: %amp-clang -fms-compatibility %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %t | FileCheck %s
// RUN: %amp-clang -fms-compatibility -emit-opencl %s -o %t.cl
// RUN: FileCheck %s --check-prefix=CL < %t.cl
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF --implicit-check-not=error:
// Visual C++ code calls member templates of dependent objects without
// `template` (`ext.tile<4>()`). Clang rejects that even under its own
// -fms-compatibility; amp-clang's inserts the keyword. Two in one statement
// need two passes: Clang drops the statement at the first.
#include <amp.h>
#include <cstdio>

using namespace Concurrency;

template <class T> struct Cells {
  T v[2];
  template <int I> T get() const restrict(cpu, amp) { return v[I]; }
};

template <int N, class T> void fill(extent<N> ext, array_view<T, N> out, Cells<T> c) {
  auto tiled = ext.tile<4>();
  parallel_for_each(tiled, [=](tiled_index<4> ti) restrict(amp) {
    out[ti.global] = c.get<0>() * ti.local[0] + c.get<1>();
  });
}

int main() {
  int data[8] = {0};
  array_view<int, 1> av(8, data);
  Cells<int> c = {{10, 1}};
  fill(av.extent, av, c);
  av.synchronize();
  for (int x : data)
    std::printf("%d ", x);
  std::printf("host %d\n", c.get<1>());
  return 0;
}
// BUILD-NOT: {{.}}
// CHECK: 1 11 21 31 1 11 21 31 host 1
// CL: int amp_f_ZNK5CellsIiE3getILi0EEEiv_p(__private const amp_t_ZTS5CellsIiE *amp_this) {
// CL: int amp_f_ZNK5CellsIiE3getILi1EEEiv_p(__private const amp_t_ZTS5CellsIiE *amp_this) {
// CL: __kernel void amp_k_missing_template_member_call_22_3(
// CL: amp_f_ZNK5CellsIiE3getILi0EEEiv_p(&(amp_argv.c1_c)) * ti.amp_u_local.v[0]) + amp_f_ZNK5CellsIiE3getILi1EEEiv_p(&(amp_argv.c1_c))
// OFF: missing-template-member-call.cpp:21:20: error: missing 'template' keyword prior to dependent template name 'tile'
// OFF: missing-template-member-call.cpp:23:24: error: missing 'template' keyword prior to dependent template name 'get'
