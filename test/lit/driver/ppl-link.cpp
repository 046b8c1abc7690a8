// A program using <ppl.h> links with no flag of its own: amp-clang's link ends
// with libtbb as needed, after the user's -l libraries (a static library whose
// PPL code the linker meets only there); a program without PPL does not
// depend on libtbb.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %amp-clang -c %S/Inputs/ppl-part.cpp -o %t/ppl-part.o
// RUN: ar rcs %t/libpplpart.a %t/ppl-part.o
// RUN: %amp-clang %s -L%t -lpplpart -o %t/with-ppl
// RUN: %t/with-ppl | FileCheck %s
// CHECK: ppl_part 1000
// RUN: %amp-clang -### %s -o %t/x 2>&1 | FileCheck %s --check-prefix=LINK
// LINK: "-lamp_runtime" {{.*}}"-Wl,--push-state,--as-needed" "-ltbb" "-Wl,--pop-state"{{$}}
// RUN: %amp-clang %S/Inputs/sum.cpp -o %t/without-ppl
// RUN: readelf -d %t/with-ppl | FileCheck %s --check-prefix=NEEDED
// NEEDED: libtbb
// RUN: readelf -d %t/without-ppl | FileCheck %s --check-prefix=NOT-NEEDED
// NOT-NEEDED: libamp_runtime
// NOT-NEEDED-NOT: libtbb
#include <cstdio>

int ppl_part(int n);

int main() {
  std::printf("ppl_part %d\n", ppl_part(1000));
  return 0;
}
