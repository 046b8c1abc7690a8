// RUN: %amp-clang -emit-opencl %s -o - | FileCheck %s
// RUN: %amp-clang %s -o %t && %t | FileCheck %s --check-prefix=OUT
// Assigning a class value to a view element calls its implicit copy assignment
// (which returns a reference): it lowers to a struct assignment.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

struct result {
  int code;
  result() restrict(cpu, amp) : code(0) {}
  explicit result(int c) restrict(cpu, amp) : code(c) {}
};

int main() {
  result host[2];
  array_view<result, 1> out(2, host);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    result r(7 + i[0]);
    out[i] = r;
  });
  // CHECK: __kernel void
  // CHECK: (amp_cv_{{.*}}.data[{{.*}}] = r);
  std::printf("codes: %d %d\n", out[0].code, out[1].code);
  return 0;
}
// OUT: codes: 7 8
