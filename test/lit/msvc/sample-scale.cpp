// RUN: %amp-clang %S/../../../samples/msvc-style/scale.cpp -o %t 2>&1 | FileCheck %s --check-prefix=BUILD
// RUN: %t | FileCheck %s
// The MSVC-style sample builds with the default flags (the MSVC dialect is on) and runs.
// BUILD: warning: expected a qualified name after 'typename'
// BUILD-NOT: error
// CHECK: row 0: 1 1 1 1
// CHECK: row 1: 2 2 2 2
// CHECK: row 2: 3 3 3 3
