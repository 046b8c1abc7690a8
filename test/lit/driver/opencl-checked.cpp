// amp-clang parses the OpenCL C it generates with Clang's OpenCL C 1.2 front
// end when it compiles: OpenCL C that does not compile is amp-clang's internal
// error, reported at the kernel's parallel_for_each (file, line, column), with
// the construct and a request for a report; exit status 70, no output. The
// test hook AMP_CLANG_TEST_BREAK_OPENCL=1 puts an undeclared name in the first
// kernel's body.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env AMP_CLANG_TEST_BREAK_OPENCL=1 sh -c '%amp-clang -c %S/Inputs/sum.cpp -o %t/sum.o 2>&1; echo "status $?"' | FileCheck %s
// CHECK: sum.cpp:11:3: error: internal error: the OpenCL C amp-clang generated for kernel amp_k_sum_11_3 does not compile: use of undeclared identifier 'amp_clang_test_undeclared_name' (OpenCL C line {{[0-9]+}}: 'amp_clang_test_undeclared_name;') [amp-internal-opencl]
// CHECK-NEXT: amp-clang: this is a bug in amp-clang, not in your program; please report it
// CHECK-NEXT: status 70
// RUN: not test -e %t/sum.o
// -emit-opencl and a link fail the same way; -fsyntax-only lowers nothing.
// RUN: env AMP_CLANG_TEST_BREAK_OPENCL=1 not %amp-clang -emit-opencl %S/Inputs/sum.cpp -o %t/sum.cl 2>&1 | FileCheck %s --check-prefix=EMIT
// EMIT: error: internal error: the OpenCL C amp-clang generated for kernel amp_k_sum_11_3 does not compile
// RUN: env AMP_CLANG_TEST_BREAK_OPENCL=1 %amp-clang -fsyntax-only %S/Inputs/sum.cpp
// Without the hook the same file compiles, runs and its program was checked.
// RUN: %amp-clang %S/Inputs/sum.cpp -o %t/sum && %run %t/sum | FileCheck %s --check-prefix=OUT
// RUN: %amp-clang -ftime-phases -c %S/Inputs/sum.cpp -o %t/sum.o 2>&1 | FileCheck %s --check-prefix=TIMED
// OUT: sum 5050
// TIMED: amp-clang: time: generated OpenCL C checked: {{[0-9.]+}} ms
