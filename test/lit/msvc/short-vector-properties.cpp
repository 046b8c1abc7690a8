// RUN: %amp-clang -fms-extensions %s -o %t
// RUN: %t | FileCheck %s
// Microsoft's short vector properties (x, xy, rg, ...) in the MSVC dialect, in
// a kernel: reads call get_..., writes call set_...
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>

using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  std::vector<float_4> out(1);
  array_view<float_4, 1> v(1, out);
  parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
    float_4 f(1.0f, 2.0f, 3.0f, 4.0f);
    f.x = f.w * 10.0f;
    f.zw = f.yx;
    f.g += 0.5f;
    v[i] = f;
  });
  v.synchronize();
  std::printf("%g %g %g %g\n", out[0].x, out[0].y, out[0].z, out[0].w);
  return 0;
}
// CHECK: 40 2.5 2 40
