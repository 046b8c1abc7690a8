// RUN: not %amp-clang -emit-opencl %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="{{warning|error}}:"
// Rule amp-unsupported-construct: valid C++ AMP that amp-clang cannot lower yet
// is an error naming the construct, never silently dropped. -fsyntax-only (the
// checks alone) accepts the same file.
// RUN: %amp-clang -fsyntax-only %s 2>&1 | count 0
#include <amp.h>
using namespace concurrency;

void launch(array_view<int, 1> out) {
  // Closure layouts belong to the host compiler, and the captured variables
  // may have changed since the lambda was made: only a lambda written in the
  // call can have its captures passed from the call site.
  auto kernel = [=](index<1> i) restrict(amp) { out[i] = 1; };
  parallel_for_each(out.extent, kernel);
  // CHECK: amp-unsupported-construct.cpp:[[@LINE-1]]:33: error: amp-clang cannot yet lower a kernel lambda not written in the parallel_for_each call to OpenCL C [amp-unsupported-construct]
}
