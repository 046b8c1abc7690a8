// A C source among the inputs of a -fms-compatibility build: the link step
// compiles it with the host flags, and the headers that -fms-compatibility
// includes before each C++ source (amp_clang/msvc/reference_binding.h, ...)
// are not among them ("'amp_clang/msvc/reference_binding.h' file not found"
// before, where no C source of a project could be built with the flag).
// RUN: %amp-clang -fms-compatibility %s %S/Inputs/c-helper.c -o %t
// RUN: %run %t | FileCheck %s
// RUN: %amp-clang -### -fms-compatibility %s %S/Inputs/c-helper.c -o %t 2>&1 | grep -e '"-lamp_runtime"' > %t.link
// RUN: FileCheck %s --check-prefix=LINK --input-file=%t.link
// LINK-NOT: amp_clang/msvc
// LINK: c-helper.c" {{.*}}"-lamp_runtime"
#include <amp.h>
#include <cstdio>

extern "C" int c_helper_twice(int);

int main() {
  int v[4] = {1, 2, 3, 4};
  concurrency::array_view<int, 1> a(4, v);
  concurrency::parallel_for_each(a.extent, [=](concurrency::index<1> i) restrict(amp) { a[i] *= 10; });
  a.synchronize();
  // CHECK: 80
  printf("%d\n", c_helper_twice(v[3]));
}
