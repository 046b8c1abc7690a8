// RUN: %amp-clang -fms-extensions %s -o %t
// RUN: %t | FileCheck %s
// RUN: %amp-clang -fms-extensions -emit-opencl %s -o %t.cl
// RUN: FileCheck %s --check-prefix=CL < %t.cl
// RUN: not %amp-clang -fno-ms-extensions -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF
// MSVC properties (__declspec(property)) under -fms-extensions: a property
// read or written in amp code is a call to its getter or setter.
#include <amp.h>
#include <cstdio>

using namespace Concurrency;

struct Box {
  int w, h;
  int get_area() const restrict(cpu, amp) { return w * h; }
  void put_width(int v) restrict(cpu, amp) { w = v; }
  __declspec(property(get = get_area)) int area;
  __declspec(property(put = put_width)) int width;
};

int main() {
  int out[4] = {0, 0, 0, 0};
  array_view<int, 1> o(4, out);
  Box captured = {2, 0};
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
    Box b = {1, i[0] + 1};
    b.width = 3;
    o[i] = b.area + captured.area; // the capture lives in __constant memory
  });
  o.synchronize();
  Box host = {2, 5};
  std::printf("%d %d %d %d host %d\n", out[0], out[1], out[2], out[3], host.area);
  return 0;
}
// CHECK: 3 6 9 12 host 10
// CL: get_area
// CL: put_width
// OFF: declspec-property.cpp:17:{{[0-9]+}}: error: '__declspec' attributes are not enabled
// The dialect is on by default:
// RUN: %amp-clang %s -o %t.default
// RUN: %t.default | FileCheck %s
