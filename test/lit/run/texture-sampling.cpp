// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: env AMP_CLANG_TEXTURE_IMAGES=always AMP_CLANG_LOG=3 %t 2>%t.log | FileCheck %s
// RUN: FileCheck %s --check-prefix=LOG < %t.log
// LOG: (image variant)
// texture_view<const T>::sample and gather, checked against values worked
// out by hand from Direct3D's rules: normalized coordinates (x along the
// width, the last index), texel centres at (i + 0.5) / size, point and
// linear filtering, the four address modes, the border colour, levels of
// detail between mipmap levels, and gather's order (u0,v1) (u1,v1) (u1,v0) (u0,v0).
// Run again with the samples OpenCL images can take read from images
// (docs/textures.md, Decision 6): the same values.
#include <amp.h>
#include <amp_graphics.h>
#include <cmath>
#include <cstdio>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

static int failures = 0;
static void near(float got, float want, const char *what) {
  if (!(std::fabs(got - want) <= 1e-5f)) {
    std::printf("FAIL %s: %.7g, want %.7g\n", what, got, want);
    ++failures;
  }
}

/// sample(s, p) of a 2-D float texture at each point, in a kernel.
static std::vector<float> sample2(const texture<float, 2> &t, const sampler &s, std::vector<float_2> points,
                                  float lod = 0.0f) {
  int n = static_cast<int>(points.size());
  std::vector<float> out(n);
  array_view<float, 1> av(n, out);
  array_view<const float_2, 1> p(n, points);
  texture_view<const float, 2> v(t);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = v.sample(s, p[i], lod); });
  av.synchronize();
  return out;
}

int main() {
  // 2 x 2: row 0 holds 0, 1; row 1 holds 2, 3.
  std::vector<float> q = {0, 1, 2, 3};
  texture<float, 2> t(2, 2, q.begin(), q.end());

  // Linear, clamp: texel centres give texels; between them, blends.
  auto lin = sample2(t, sampler(filter_linear, address_clamp),
                     {float_2(0.25f, 0.25f), float_2(0.5f, 0.5f), float_2(0.5f, 0.25f), float_2(0.25f, 0.75f),
                      float_2(0.0f, 0.0f), float_2(1.0f, 1.0f), float_2(0.375f, 0.25f)});
  near(lin[0], 0.0f, "linear centre");
  near(lin[1], 1.5f, "linear middle");
  near(lin[2], 0.5f, "linear between columns");
  near(lin[3], 2.0f, "linear lower centre");
  near(lin[4], 0.0f, "linear clamped corner");
  near(lin[5], 3.0f, "linear far corner");
  near(lin[6], 0.25f, "linear quarter");

  // Point: the texel the coordinate falls in; then each address mode at x = 1.25 (texel 2 of 2).
  auto pt = sample2(t, sampler(filter_point, address_clamp), {float_2(0.49f, 0.51f), float_2(0.99f, 0.01f)});
  near(pt[0], 2.0f, "point");
  near(pt[1], 1.0f, "point edge");
  near(sample2(t, sampler(filter_point, address_wrap), {float_2(1.25f, 0.25f)})[0], 0.0f, "wrap");
  near(sample2(t, sampler(filter_point, address_wrap), {float_2(-0.25f, 0.25f)})[0], 1.0f, "wrap negative");
  near(sample2(t, sampler(filter_point, address_mirror), {float_2(1.25f, 0.25f)})[0], 1.0f, "mirror");
  near(sample2(t, sampler(filter_point, address_mirror), {float_2(1.75f, 0.25f)})[0], 0.0f, "mirror far");
  near(sample2(t, sampler(filter_point, address_clamp), {float_2(1.25f, 0.75f)})[0], 3.0f, "clamp");
  near(sample2(t, sampler(filter_point, address_border, float_4(9, 8, 7, 6)), {float_2(1.25f, 0.25f)})[0], 9.0f,
       "border");
  // Linear with a border: half the corner texel, half the border colour.
  near(sample2(t, sampler(filter_linear, address_border, float_4(10, 0, 0, 0)), {float_2(0.0f, 0.25f)})[0], 5.0f,
       "linear border");
  // Linear wrap across the edge: between texel 1 and texel 0 of row 0.
  near(sample2(t, sampler(filter_linear, address_wrap), {float_2(1.0f, 0.25f)})[0], 0.5f, "linear wrap");

  // The predefined samplers: sample<filter, address>.
  {
    std::vector<float> out(2);
    array_view<float, 1> av(2, out);
    texture_view<const float, 2> v(t);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
      av[i] = i[0] == 0 ? v.sample(float_2(0.5f, 0.5f)) : v.sample<filter_point, address_wrap>(float_2(1.25f, 0.25f));
    });
    av.synchronize();
    near(out[0], 1.5f, "sample<> default");
    near(out[1], 0.0f, "sample<point, wrap>");
  }

  // Gather: the four texels of the bilinear footprint, one component each.
  {
    std::vector<float> rg = {0, 10, 1, 11, 2, 12, 3, 13}; // float_2 texels: (v, v + 10)
    texture<float_2, 2> g(2, 2, reinterpret_cast<const float_2 *>(rg.data()),
                          reinterpret_cast<const float_2 *>(rg.data()) + 4);
    std::vector<float> out(12);
    array_view<float, 2> av(3, 4, out);
    texture_view<const float_2, 2> v(g);
    sampler s(address_border, float_4(-1, -2, 0, 0));
    parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
      float_4 r = v.gather_red(s, float_2(0.5f, 0.5f));
      float_4 gg = v.gather_green<address_clamp>(float_2(0.5f, 0.5f));
      float_4 b = v.gather_red(s, float_2(0.0f, 0.0f)); // up and left of texel 0: the border three times
      av(0, 0) = r.x; av(0, 1) = r.y; av(0, 2) = r.z; av(0, 3) = r.w;
      av(1, 0) = gg.x; av(1, 1) = gg.y; av(1, 2) = gg.z; av(1, 3) = gg.w;
      av(2, 0) = b.x; av(2, 1) = b.y; av(2, 2) = b.z; av(2, 3) = b.w;
    });
    av.synchronize();
    const float want[12] = {2, 3, 1, 0, 12, 13, 11, 10, -1, 0, -1, -1};
    for (int i = 0; i < 12; ++i)
      near(out[i], want[i], "gather");
  }

  // Rank 1 and 3, and unorm texels (sampled as floats, returned as unorm).
  {
    std::vector<unsigned char> b = {0, 255};
    texture<unorm, 1> u(2, b.data(), 2u, 8u);
    std::vector<float> c = {0, 1, 2, 3, 4, 5, 6, 7}; // [z][y][x]
    texture<float, 3> t3(2, 2, 2, c.begin(), c.end());
    std::vector<float> out(3);
    array_view<float, 1> av(3, out);
    texture_view<const unorm, 1> uv(u);
    texture_view<const float, 3> v3(t3);
    sampler s;
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
      if (i[0] == 0)
        av[i] = uv.sample(s, 0.5f);
      else if (i[0] == 1)
        av[i] = v3.sample(s, float_3(0.5f, 0.5f, 0.5f));
      else
        av[i] = v3.sample(s, float_3(0.75f, 0.25f, 0.75f)); // x = 1, y = 0, z = 1
    });
    av.synchronize();
    near(out[0], 0.5f, "unorm rank 1");
    near(out[1], 3.5f, "rank 3 middle");
    near(out[2], 5.0f, "rank 3 centre");
  }

  // Mipmaps: level 1 of a 4 x 4 is 2 x 2; a level of detail of 0.25 blends
  // the two levels 3:1 (linear), or takes the nearest (point).
  {
    texture<float, 2> m(extent<2>(4, 4), 32u, 2u);
    std::vector<float> l0(16, 4.0f), l1(4, 8.0f);
    texture_view<float, 2> level0(m, 0);
    copy(l0.data(), 64u, level0);
    texture_view<float, 2> level1(m, 1);
    copy(l1.begin(), l1.end(), level1);
    near(sample2(m, sampler(filter_linear), {float_2(0.3f, 0.6f)}, 0.25f)[0], 5.0f, "lod 0.25 linear");
    near(sample2(m, sampler(filter_point), {float_2(0.3f, 0.6f)}, 0.75f)[0], 8.0f, "lod 0.75 point");
    near(sample2(m, sampler(filter_linear), {float_2(0.3f, 0.6f)}, 7.0f)[0], 8.0f, "lod clamped");
  }

  std::printf("%s: %d failures\n", failures ? "FAIL" : "PASS", failures);
  return failures != 0;
}
// CHECK-NOT: FAIL
// CHECK: PASS: 0 failures
