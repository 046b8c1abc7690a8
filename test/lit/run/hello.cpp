// RUN: %amp-clang -O2 %S/../../../samples/hello/hello.cpp -o %t
// RUN: %run --ignore '^device: ' %t | FileCheck %s
// The sample program, compiled by amp-clang and run on the default OpenCL device.
// CHECK: device: {{.+}}
// CHECK: 1048576 elements, 0 wrong: PASS
