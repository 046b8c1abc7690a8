// -famp-save-opencl=<file>: a compile also writes its kernels' OpenCL C, the
// text -emit-opencl prints, so a test that wants both the program and its
// OpenCL C runs the front end once (the conformance suite's validity check).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %amp-clang -c %S/Inputs/sum.cpp -o %t/sum.o -famp-save-opencl=%t/saved.cl
// RUN: test -s %t/sum.o
// RUN: %amp-clang -emit-opencl %S/Inputs/sum.cpp -o %t/emitted.cl
// RUN: diff %t/saved.cl %t/emitted.cl
// RUN: FileCheck %s --check-prefix=KERNEL < %t/saved.cl
// KERNEL: __kernel void amp_k_sum_11_3(
// A link writes it too, and the program still runs.
// RUN: %amp-clang %S/Inputs/sum.cpp -o %t/sum -famp-save-opencl=%t/linked.cl
// RUN: diff %t/linked.cl %t/emitted.cl
// RUN: %run %t/sum | FileCheck %s --check-prefix=OUT
// OUT: sum 5050
// A rejected source writes nothing.
// RUN: not %amp-clang -c %s -o %t/bad.o -famp-save-opencl=%t/bad.cl 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: save-opencl.cpp:[[@LINE+8]]:{{[0-9]+}}: error: {{.*}}[amp-char-type]
// RUN: not test -e %t/bad.cl
// One file for one source; an empty name is refused.
// RUN: not %amp-clang -c %S/Inputs/sum.cpp %S/Inputs/sum.cpp -famp-save-opencl=%t/two.cl 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: amp-clang: error: cannot specify -famp-save-opencl= with several sources
// RUN: not %amp-clang -c %S/Inputs/sum.cpp -famp-save-opencl= 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: amp-clang: error: -famp-save-opencl= needs a file name
#include <amp.h>
void bad() restrict(amp) { char c = 0; (void)c; }
