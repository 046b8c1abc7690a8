// The OpenCL C that amp-clang emits for the compile-and-run programs compiles
// with no warning under Clang's OpenCL 1.2 front end (address spaces and const
// included), independently of the device that later builds it.
// RUN: %amp-clang -emit-opencl %S/../run/lowering-features.cpp -o %t.features.cl
// RUN: %opencl-check %t.features.cl
// RUN: %amp-clang -emit-opencl %S/../run/restriction-overload.cpp -o %t.overload.cl
// RUN: %opencl-check %t.overload.cl
// RUN: %amp-clang -emit-opencl %S/../../../samples/hello/hello.cpp -o %t.hello.cl
// RUN: %opencl-check %t.hello.cl
// RUN: %amp-clang -emit-opencl %S/../run/amp-bytes-tile-static.cpp -o %t.tile.cl
// RUN: %opencl-check %t.tile.cl
// RUN: %amp-clang -emit-opencl %S/../run/tiled-matrix-multiply.cpp -o %t.matmul.cl
// RUN: %opencl-check %t.matmul.cl
// RUN: %amp-clang -emit-opencl %S/../run/functor-kernels.cpp -o %t.functor.cl
// RUN: %opencl-check %t.functor.cl
// RUN: %amp-clang -emit-opencl %S/../run/template-kernels.cpp -o %t.template.cl
// RUN: %opencl-check %t.template.cl
// RUN: %amp-clang -emit-opencl %S/../run/lowering-values.cpp -o %t.values.cl
// RUN: %opencl-check %t.values.cl
// RUN: %amp-clang -emit-opencl %S/../run/named-lambda-kernels.cpp -o %t.named.cl
// RUN: %opencl-check %t.named.cl
// RUN: %amp-clang -emit-opencl %S/../run/projections.cpp -o %t.projections.cl
// RUN: %opencl-check %t.projections.cl
// RUN: %amp-clang -emit-opencl %S/../run/tile-static-in-functions.cpp -o %t.tsfn.cl
// RUN: %opencl-check %t.tsfn.cl
// RUN: %amp-clang -emit-opencl %S/../run/device-views.cpp -o %t.views.cl
// RUN: %opencl-check %t.views.cl
// RUN: %amp-clang -emit-opencl %S/../run/tiled-extent-capture.cpp -o %t.tiledext.cl
// RUN: %opencl-check %t.tiledext.cl
