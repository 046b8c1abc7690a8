// Exit status: 1 for the user's errors (code, flags, files, a failed host
// compile or link), 70 for an internal error of amp-clang, whose message asks
// for a bug report and names the file (AMP_CLANG_TEST_CRASH makes one happen).
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%amp-clang -fsyntax-only %S/error-exit.cpp 2>/dev/null; echo "status $?"' | FileCheck %s --check-prefix=CODE
// CODE: status 1
// RUN: sh -c '%amp-clang -x fortran %s 2>&1; echo "status $?"' | FileCheck %s --check-prefix=FLAG
// FLAG: amp-clang: error: language 'fortran' not supported
// FLAG: status 1
// RUN: sh -c '%amp-clang -c %t/missing.cpp 2>&1; echo "status $?"' | FileCheck %s --check-prefix=MISSING
// MISSING: amp-clang: error: no such file or directory: '{{.*}}missing.cpp'
// MISSING: status 1
// The host compiler rejects a flag amp-clang passes on: it says why.
// RUN: sh -c '%amp-clang -c %S/Inputs/sum.cpp -o %t/sum.o -fno-such-host-flag 2>&1; echo "status $?"' | FileCheck %s --check-prefix=HOST
// HOST: unknown argument{{.*}}-fno-such-host-flag
// HOST: status 1
// RUN: sh -c '%amp-clang %S/Inputs/sum.cpp -o %t/a.out -Wl,--no-such-linker-flag 2>&1; echo "status $?"' | FileCheck %s --check-prefix=LINK
// LINK: no-such-linker-flag
// LINK: status 1
//
// Internal errors: report_fatal_error (an assertion aborts the same way) and a crash.
// RUN: env AMP_CLANG_TEST_CRASH=fatal sh -c '%amp-clang -c %S/Inputs/sum.cpp -o %t/crash.o 2>&1; echo "status $?"' | FileCheck %s --check-prefix=FATAL
// FATAL: amp-clang: error: internal compiler error while compiling '{{.*}}Inputs/sum.cpp'
// FATAL-NEXT: please submit a bug report
// FATAL: status 70
// RUN: env AMP_CLANG_TEST_CRASH=signal sh -c '%amp-clang -fsyntax-only %S/Inputs/sum.cpp 2>&1; echo "status $?"' | FileCheck %s --check-prefix=SIGNAL
// SIGNAL: Stack dump:
// SIGNAL-NEXT: 0.{{.*}}amp-clang: compiling '{{.*}}Inputs/sum.cpp'
// SIGNAL: amp-clang: error: internal compiler error while compiling '{{.*}}Inputs/sum.cpp'
// SIGNAL: status 70
// RUN: not test -e %t/crash.o
