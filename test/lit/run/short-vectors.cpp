// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: %amp-clang -emit-opencl %s -o %t.cl
// RUN: %opencl-check %t.cl
// <amp_short_vectors.h> in kernels: the header's classes are lowered like the
// user's. Arithmetic, swizzles, conversions, norm/unorm clamping, traits.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>

using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  std::vector<int_4> in(2);
  in[0] = int_4(1, 2, 3, 4);
  in[1] = int_4(10);
  std::vector<int_4> ints(4);
  std::vector<float_4> floats(3);
  array_view<const int_4, 1> src(2, in);
  array_view<int_4, 1> iv(4, ints);
  array_view<float_4, 1> fv(3, floats);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    int_4 a = src[0], b = src[1];
    iv[0] = a + b * 2 - int_4(1);                     // 20 21 22 23
    int_4 s = a;
    s.set_wzyx(a);                                     // 4 3 2 1
    s.set_xy(s.get_yx());                              // 3 4 2 1
    iv[1] = s;
    int_3 t = a.get_wxz();                             // 4 1 3
    t *= 3;
    iv[2] = int_4(t.get_x(), t.get_y(), t.get_z(), -(~a).get_x() << 2); // 12 3 9 8
    iv[3] = int_4(uint_4(a) % uint_4(3u));             // 1 2 0 1
    iv[3].ref_w() += short_vector_traits<int_3>::size * 10; // w: 31
    iv[3] += int_4(a == src[0], a != b, 0, 0);        // 2 3 0 31
    float_4 f(a);
    f /= float_4(2.0f);
    fv[0] = float_4(f.get_r(), f.get_g(), f.get_b(), f.get_a()); // 0.5 1 1.5 2
    norm n(1.5f);
    unorm u(-0.25f);
    norm_2 nn(0.5f, -3.0f);
    nn += norm_2(0.75f);                               // 1 -0.25
    unorm_2 uu = unorm_2(0.75f, 0.5f) - unorm_2(0.5f, 0.75f); // 0.25 0
    fv[1] = float_4(n, u, nn.get_x(), nn.get_y());     // 1 0 1 -0.25
    short_vector<float, 2>::type g = float_2(uu);
    fv[2] = float_4(g.get_x(), g.get_y(), float(-n), float(unorm(2.0f)));  // 0.25 0 -1 1
  });
  iv.synchronize();
  fv.synchronize();
  for (const int_4 &v : ints)
    std::printf("int %d %d %d %d\n", v.get_x(), v.get_y(), v.get_z(), v.get_w());
  for (const float_4 &v : floats)
    std::printf("float %g %g %g %g\n", v.get_x(), v.get_y(), v.get_z(), v.get_w());
  return 0;
}
// CHECK: int 20 21 22 23
// CHECK-NEXT: int 3 4 2 1
// CHECK-NEXT: int 12 3 9 8
// CHECK-NEXT: int 2 3 0 31
// CHECK-NEXT: float 0.5 1 1.5 2
// CHECK-NEXT: float 1 0 1 -0.25
// CHECK-NEXT: float 0.25 0 -1 1
