// Smaller parts of the clang-like command line: --help, -v, @file, -E, -x c++,
// host compiler queries.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %amp-clang --help | FileCheck %s --check-prefix=HELP
// HELP: -c
// HELP: -E
// HELP: -fsyntax-only
// HELP: -x c++
// HELP: -shared
// HELP: -MD | -MMD
// HELP: -MF <file>
// HELP: -MT <target>
// HELP: -MP
// HELP: -v
// HELP: -###
// HELP: --version
// HELP: 70 an internal error
//
// -v: amp-clang's version and commands; -v reaches the host compiler and the
// linker (CMake reads the implicit link folders from the linker's line).
// RUN: %amp-clang -v %S/Inputs/sum.cpp -o %t/sum 2> %t/v.txt
// RUN: FileCheck %s --check-prefix=VERBOSE --input-file=%t/v.txt
// VERBOSE: amp-clang version
// VERBOSE: "-v" {{.*}}"-c" "-o"
// VERBOSE: "-v" {{.*}}"-lamp_runtime"
// VERBOSE: {{/ld|ld"}}
// RUN: %amp-clang -v 2>&1 | FileCheck %s --check-prefix=VERSION
// VERSION: amp-clang version
//
// @file: arguments from a response file, GNU quoting.
// RUN: echo '-c "%S/Inputs/sum.cpp" -o %t/rsp.o' > %t/args.rsp
// RUN: %amp-clang @%t/args.rsp && test -e %t/rsp.o
//
// -E: the original source preprocessed with amp's headers.
// RUN: %amp-clang -E %S/Inputs/sum.cpp | FileCheck %s --check-prefix=PRE
// PRE: # 1 "{{.*}}include/amp.h"
// PRE: parallel_for_each(v.extent, [=](index<1> i) {{ *}}{ v[i] = i[0] + k; });
// RUN: %amp-clang -E %s -DMARK=42 | FileCheck %s --check-prefix=MACRO
// MACRO: int marker = 42;
// RUN: %amp-clang -E %S/Inputs/sum.cpp -o %t/sum.ii && grep -q parallel_for_each %t/sum.ii
//
// -x c++: any name is a C++ source.
// RUN: cp %S/Inputs/sum.cpp %t/sum.inl
// RUN: %amp-clang -x c++ %t/sum.inl -o %t/inl && %t/inl | FileCheck %s --check-prefix=INL
// RUN: not %amp-clang %t/sum.inl -o %t/inl-no-x 2> /dev/null
// INL: sum 5050
//
// Without inputs, flags CMake asks the compiler with go to the host compiler.
// RUN: %amp-clang -print-prog-name=ld | FileCheck %s --check-prefix=QUERY
// QUERY: ld

int marker = MARK;
