// The driver's own flags: --version, --help, missing input, -fsyntax-only on a
// valid file, -emit-host output, and -c followed by a separate link.
// RUN: %amp-clang --version | FileCheck %s --check-prefix=VERSION
// VERSION: amp-clang version {{[0-9]+\.[0-9]+\.[0-9]+}} (Clang 19
// RUN: %amp-clang --help | FileCheck %s --check-prefix=HELP
// HELP: USAGE: amp-clang [options] file...
// RUN: not %amp-clang 2>&1 | FileCheck %s --check-prefix=NOINPUT
// NOINPUT: amp-clang: error: no input files
// RUN: %amp-clang -fsyntax-only %S/Inputs/sum.cpp 2>&1 | count 0
// RUN: %amp-clang -emit-host %S/Inputs/sum.cpp -o - | FileCheck %s --check-prefix=HOST
// HOST: #include <amp_clang/launch.h>
// HOST: const ::amp_clang::kernel_desc _Amp_kernel_0{&_Amp_program, "amp_k_sum_11_3", {{[0-9]+}}, "{{.*}}sum.cpp:11:3", true, "amp_k_sum_11_3_v4", 4};
// HOST: #line 1 "{{.*}}sum.cpp"
// HOST: ::amp_clang::launch(::_Amp_kernel_0, (v.extent), [&](::amp_clang::launch_args &_Amp_a) { _Amp_a.view(4, v); static_assert(sizeof(k) == 4, {{.*}}); _Amp_a.value(16, k); }, [&]() { return ([=](index<1> i) restrict(amp) { v[i] = i[0] + k; }); });
// RUN: %amp-clang -c %S/Inputs/sum.cpp -o %t.o
// RUN: %amp-clang %t.o -o %t
// RUN: %t | FileCheck %s --check-prefix=EXEC
// EXEC: sum 5050
// RUN: %amp-clang -v -emit-opencl %S/Inputs/sum.cpp -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERBOSE
// VERBOSE: amp-clang: {{.*}}sum.cpp: 1 kernel(s) lowered to OpenCL C
