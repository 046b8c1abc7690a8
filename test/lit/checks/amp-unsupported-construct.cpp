// RUN: not %amp-clang -emit-opencl %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="{{warning|error}}:"
// Rule amp-unsupported-construct: valid C++ AMP that amp-clang cannot lower yet
// is an error naming the construct, never silently dropped. -fsyntax-only (the
// checks alone) accepts the same file.
// RUN: %amp-clang -fsyntax-only %s 2>&1 | count 0
#include <amp.h>
using namespace concurrency;

// A lambda in amp code capturing an array by value: C cannot copy an array
// into the closure's struct member by initializer.
void launch_array_capture(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int table[2] = {1, 2};
    auto first = [table]() restrict(amp) { return table[0]; };
    // CHECK: amp-unsupported-construct.cpp:[[@LINE-1]]:19: error: amp-clang cannot yet lower a lambda capturing an array by value to OpenCL C [amp-unsupported-construct]
    out[i] = first();
  });
}
