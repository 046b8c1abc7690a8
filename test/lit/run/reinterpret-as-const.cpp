// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// array_view<const T, 1>::reinterpret_as<U>() is a view of const U, on the
// host and in a kernel (Microsoft's const specialization), where a static
// assertion refused it before.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;
struct RGB { float r, g, b; };
int main() {
  std::vector<RGB> px(4);
  for (int k = 0; k < 4; ++k) px[k] = RGB{float(k), float(10 * k), float(100 * k)};
  array_view<const RGB, 1> in(4, px);
  array_view<const float, 1> flat = in.reinterpret_as<float>();   // const stays const
  std::vector<float> out(12);
  array_view<float, 1> o(12, out);
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
    array_view<const float, 1> f = in.reinterpret_as<float>();     // on the device too
    o[i] = f[i] + flat[i];
  });
  o.synchronize();
  // CHECK: 12 0 200 600
  std::printf("%d %g %g %g\n", flat.extent[0], out[1], out[5], out[11]);
}
