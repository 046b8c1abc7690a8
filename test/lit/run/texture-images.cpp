// RUN: %amp-clang -O2 %s -o %t
// RUN: env AMP_CLANG_TEXTURE_IMAGES=always AMP_CLANG_LOG=3 %run %t 2>%t.log | FileCheck %s
// RUN: FileCheck %s --check-prefix=LOG < %t.log
// RUN: env AMP_CLANG_TEXTURE_IMAGES=0 AMP_CLANG_LOG=3 %run %t 2>%t.off.log | FileCheck %s
// RUN: FileCheck %s --check-prefix=OFF < %t.off.log
// The image variant of kernels that sample textures (docs/textures.md,
// Decision 6), forced on PoCL: each kernel samples a captured read-only view
// twice, once in its own body (read from an OpenCL image through a
// sampler_t) and once through an amp function (the buffer path, C++
// arithmetic), and the two must agree: to 2^-20 for point filtering (points
// kept off texel edges; the device decodes unorm texels itself), within
// 1/128 for linear filtering (GPUs' texture units blend with 8-bit weights). The log shows which launches took images:
// every format OpenCL has (float 32 and 16 bits, unorm and norm 8 and 16;
// 1, 2 and 4 components, where the device has them), ranks 1 to 3, the four address modes, both
// filters, captured samplers and sample<filter, address>, a view of one
// mipmap level past the first; and which stayed on buffers: a border colour
// other than OpenCL's, a view of two levels. With images turned off, none
// does.
// OFF-NOT: (image variant)
#include <amp.h>
#include <amp_graphics.h>

#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

static int failures = 0;
static int compared = 0;
static void agree(const std::vector<float> &image, const std::vector<float> &buffer, float tolerance,
                  const char *what) {
  for (size_t i = 0; i < image.size(); ++i) {
    ++compared;
    if (!(std::fabs(image[i] - buffer[i]) <= tolerance)) {
      std::printf("FAIL %s [%zu]: image %.7g, buffer %.7g\n", what, i, image[i], buffer[i]);
      ++failures;
      return;
    }
  }
}

// The buffer path: a view passed to a function is never read from an image.
template <class T, int N>
T on_buffer(const texture_view<const T, N> &v, const sampler &s, const typename texture_view<const T, N>::coordinates_type &c)
    restrict(amp) {
  return v.sample(s, c);
}

/// Waits for a kernel's image and buffer results and compares them.
template <class _View>
static void settle(_View &a, _View &b, const std::vector<float> &image, const std::vector<float> &buffer,
                   float tolerance, const char *what) {
  a.synchronize();
  b.synchronize();
  agree(image, buffer, tolerance, what);
}

/// Rows \p row to \p row + 3 of column \p i: a sample's four components.
static void put4(const array_view<float, 2> &a, int row, int i, const float_4 &v) restrict(amp) {
  a(row, i) = v.x;
  a(row + 1, i) = v.y;
  a(row + 2, i) = v.z;
  a(row + 3, i) = v.w;
}

/// Pseudo-random numbers in [0, 1), the same on every run.
static float next(unsigned &state) {
  state = state * 1664525u + 1013904223u;
  return static_cast<float>(state >> 8) / 16777216.0f;
}
/// A coordinate along a side of \p size texels, from -1 to 2 (outside the
/// texture too); for point filtering a texel centre give or take 0.3 texels.
static float coordinate(unsigned &state, int size, bool point) {
  if (!point)
    return next(state) * 3.0f - 1.0f;
  int k = static_cast<int>(next(state) * 3 * size) - size;
  return (k + 0.5f + (next(state) - 0.5f) * 0.6f) / size;
}
/// Point: the same texel, decoded by the device (unorm: c / 255 where the
/// buffer path multiplies by 1 / 255, Decision 3) to within a few ulps.
static float tolerance(const sampler &s) { return s.filter_mode == filter_point ? 1.0f / (1 << 20) : 1.0f / 128; }

static const int points = 64;

static void float_2d(const texture<float, 2> &t, const sampler &s, const char *what) {
  unsigned seed = 7;
  std::vector<float_2> at(points);
  for (float_2 &p : at) {
    p.x = coordinate(seed, t.extent[1], s.filter_mode == filter_point);
    p.y = coordinate(seed, t.extent[0], s.filter_mode == filter_point);
  }
  std::vector<float> img(points), buf(points);
  array_view<const float_2, 1> p(points, at);
  array_view<float, 1> a(points, img), b(points, buf);
  texture_view<const float, 2> v(t);
  // LOG: texture level 11x13x1 -> image
  // LOG: launch [[FLOAT2D:amp_k_[a-z0-9_]+]] (image variant) ({{.*}}texture-images.cpp:[[@LINE+1]]:
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    a[i] = v.sample(s, p[i]);
    b[i] = on_buffer(v, s, p[i]);
  });
  settle(a, b, img, buf, tolerance(s), what);
}

int main() {
  // float, 32 bits: 13 x 11 texels in [0, 1).
  unsigned seed = 1;
  std::vector<float> f(13 * 11);
  for (float &x : f)
    x = next(seed);
  texture<float, 2> tf(13, 11, f.begin(), f.end());
  const address_mode modes[] = {address_wrap, address_mirror, address_clamp, address_border};
  const char *names[] = {"wrap", "mirror", "clamp", "border"};
  for (int m = 0; m < 4; ++m)
    for (filter_mode filter : {filter_point, filter_linear}) {
      std::string what = std::string("float ") + names[m] + (filter == filter_point ? " point" : " linear");
      float_2d(tf, sampler(filter, modes[m]), what.c_str());
    }

  // A border colour OpenCL's CLK_ADDRESS_CLAMP does not read: buffers.
  // LOG: launch [[FLOAT2D]] ({{[^)]*}}texture-images.cpp
  float_2d(tf, sampler(filter_linear, address_border, float_4(1, 0, 0, 0)), "border colour");

  // The image follows the texels: a kernel writes them, then the host copies
  // new ones in; each time the next sample reads the new texels.
  for (int round = 0; round < 2; ++round) {
    const float value = round ? 3.0f : 2.0f;
    if (round == 0) {
      texture_view<float, 2> w(tf);
      parallel_for_each(w.extent, [=](index<2> i) restrict(amp) { w.set(i, value); });
    } else {
      std::vector<float> threes(13 * 11, value);
      copy(threes.begin(), threes.end(), tf);
    }
    std::vector<float> got(4);
    array_view<float, 1> g(4, got);
    texture_view<const float, 2> v(tf);
    sampler s(filter_linear, address_wrap);
    // LOG: texture level 11x13x1 -> image
    // LOG: launch {{.*}} (image variant) ({{.*}}texture-images.cpp:[[@LINE+1]]:
    parallel_for_each(g.extent, [=](index<1> i) restrict(amp) { g[i] = v.sample(s, float_2(0.3f * i[0], 0.7f)); });
    g.synchronize();
    for (float x : got)
      if (x != value) {
        std::printf("FAIL texels changed (round %d): read %g, want %g\n", round, x, value);
        ++failures;
        break;
      }
  }

  // unorm_4, 8 bits, rank 2, linear and clamped (the blur's), and point and wrapped.
  {
    std::vector<unsigned char> bytes(9 * 6 * 4);
    for (unsigned char &c : bytes)
      c = static_cast<unsigned char>(next(seed) * 256);
    texture<unorm_4, 2> t(6, 9, bytes.data(), static_cast<unsigned>(bytes.size()), 8u);
    texture_view<const unorm_4, 2> v(t);
    for (filter_mode filter : {filter_linear, filter_point}) {
      sampler s(filter, filter == filter_linear ? address_clamp : address_wrap);
      std::vector<float_2> at(points);
      for (float_2 &p : at) {
        p.x = coordinate(seed, 9, filter == filter_point);
        p.y = coordinate(seed, 6, filter == filter_point);
      }
      std::vector<float> img(points * 4), buf(points * 4);
      array_view<const float_2, 1> p(points, at);
      array_view<float, 2> a(4, points, img), b(4, points, buf);
      // LOG: launch {{.*}} (image variant) ({{.*}}texture-images.cpp:[[@LINE+1]]:
      parallel_for_each(extent<1>(points), [=](index<1> i) restrict(amp) {
        float_4 x = static_cast<float_4>(v.sample(s, p[i]));
        float_4 y = static_cast<float_4>(on_buffer(v, s, p[i]));
        put4(a, 0, i[0], x);
        put4(b, 0, i[0], y);
      });
      settle(a, b, img, buf, tolerance(s), filter == filter_linear ? "unorm_4 8 linear clamp" : "unorm_4 8 point wrap");
    }
  }

  // norm_4, 16 bits, rank 1, mirrored; sample<filter, address> on the same view.
  {
    std::vector<short> words(40 * 4);
    for (short &w : words)
      w = static_cast<short>(next(seed) * 65536 - 32768); // -32768 reads -1 as -32767 does
    texture<norm_4, 1> t(40, words.data(), static_cast<unsigned>(words.size() * 2), 16u);
    texture_view<const norm_4, 1> v(t);
    sampler s(filter_linear, address_mirror);
    std::vector<float> at(points);
    for (float &x : at)
      x = coordinate(seed, 40, false);
    std::vector<float> img(points * 8), buf(points * 8);
    array_view<const float, 1> p(points, at);
    array_view<float, 2> a(8, points, img), b(8, points, buf);
    // LOG: launch {{.*}} (image variant) ({{.*}}texture-images.cpp:[[@LINE+1]]:
    parallel_for_each(extent<1>(points), [=](index<1> i) restrict(amp) {
      float_4 x = static_cast<float_4>(v.sample(s, p[i]));
      float_4 y = static_cast<float_4>(on_buffer(v, s, p[i]));
      float_4 z = static_cast<float_4>(v.sample<filter_linear, address_mirror>(p[i]));
      put4(a, 0, i[0], x), put4(a, 4, i[0], z); // the sampler's, sample<>'s
      put4(b, 0, i[0], y), put4(b, 4, i[0], y);
    });
    settle(a, b, img, buf, 1.0f / 128, "norm_4 16 rank 1 linear mirror, and sample<linear, mirror>");
  }

  // float_2, 32 bits: an image where the device has two-component images
  // (PoCL has none: there, buffers).
  {
    std::vector<float> f2(7 * 5 * 2);
    for (float &x : f2)
      x = next(seed);
    texture<float_2, 2> t(7, 5, f2.data(), static_cast<unsigned>(f2.size() * 4), 32u);
    texture_view<const float_2, 2> v(t);
    sampler s(filter_linear, address_wrap);
    std::vector<float_2> at(points);
    for (float_2 &p : at)
      p = float_2(coordinate(seed, 5, false), coordinate(seed, 7, false));
    std::vector<float> img(points * 2), buf(points * 2);
    array_view<const float_2, 1> p(points, at);
    array_view<float, 2> a(2, points, img), b(2, points, buf);
    parallel_for_each(extent<1>(points), [=](index<1> i) restrict(amp) {
      float_2 x = v.sample(s, p[i]), y = on_buffer(v, s, p[i]);
      a(0, i[0]) = x.x; a(1, i[0]) = x.y;
      b(0, i[0]) = y.x; b(1, i[0]) = y.y;
    });
    settle(a, b, img, buf, 1.0f / 128, "float_2 32 linear wrap");
  }

  // float_4, 16 bits (half floats), rank 3; sample<> (linear, clamp) and
  // sample<point, border> on a template's border, transparent black.
  {
    const int w = 5, h = 4, d = 3;
    std::vector<unsigned short> halves(w * h * d * 4);
    for (unsigned short &x : halves) // 0x3800 to 0x3bff: 0.5 up to just under 1
      x = static_cast<unsigned short>(0x3800 + static_cast<int>(next(seed) * 1024));
    texture<float_4, 3> t(d, h, w, halves.data(), static_cast<unsigned>(halves.size() * 2), 16u);
    texture_view<const float_4, 3> v(t);
    std::vector<float_3> at(points), pt(points);
    for (int i = 0; i < points; ++i) {
      at[i] = float_3(coordinate(seed, w, false), coordinate(seed, h, false), coordinate(seed, d, false));
      pt[i] = float_3(coordinate(seed, w, true), coordinate(seed, h, true), coordinate(seed, d, true));
    }
    std::vector<float> img(points * 8), buf(points * 8);
    array_view<const float_3, 1> p(points, at), q(points, pt);
    array_view<float, 2> a(8, points, img), b(8, points, buf);
    sampler linear_clamp(filter_linear, address_clamp), point_border(filter_point, address_border);
    // LOG: launch {{.*}} (image variant) ({{.*}}texture-images.cpp:[[@LINE+1]]:
    parallel_for_each(extent<1>(points), [=](index<1> i) restrict(amp) {
      float_4 x = v.sample(p[i]), y = v.sample<filter_point, address_border>(q[i]);
      float_4 x2 = on_buffer(v, linear_clamp, p[i]), y2 = on_buffer(v, point_border, q[i]);
      put4(a, 0, i[0], x), put4(a, 4, i[0], y);
      put4(b, 0, i[0], x2), put4(b, 4, i[0], y2);
    });
    settle(a, b, img, buf, 1.0f / 128, "float_4 16 rank 3 sample<>, sample<point, border>");
  }

  // Mipmaps: a view of both levels stays on buffers (an image holds one);
  // a view of level 1 alone is an image of that level.
  {
    texture<float, 2> m(extent<2>(8, 6), 32u, 2u);
    std::vector<float> l0(48), l1(12);
    for (float &x : l0)
      x = next(seed);
    for (float &x : l1)
      x = next(seed) + 1.0f;
    texture_view<float, 2> w0(m, 0), w1(m, 1);
    copy(l0.begin(), l0.end(), w0);
    copy(l1.begin(), l1.end(), w1);
    sampler s(filter_linear, address_wrap);
    for (int first = 0; first < 2; ++first) {
      texture_view<const float, 2> v = first ? texture_view<const float, 2>(m, 1, 1) : texture_view<const float, 2>(m);
      std::vector<float_2> at(points);
      for (float_2 &p : at)
        p = float_2(coordinate(seed, 3, false), coordinate(seed, 4, false));
      std::vector<float> img(points), buf(points);
      array_view<const float_2, 1> p(points, at);
      array_view<float, 1> a(points, img), b(points, buf);
      // LOG: launch {{[a-z0-9_]+}} ({{[^)]*}}texture-images.cpp:[[@LINE+2]]:
      // LOG: launch {{.*}} (image variant) ({{.*}}texture-images.cpp:[[@LINE+1]]:
      parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
        a[i] = v.sample(s, p[i]);
        b[i] = on_buffer(v, s, p[i]);
      });
      settle(a, b, img, buf, 1.0f / 128, first ? "level 1 of 2" : "levels 0 and 1");
      if (first)
        for (float x : img)
          if (x < 1.0f) { // level 1's texels are 1 and up
            std::printf("FAIL level 1: read %g\n", x);
            ++failures;
            break;
          }
    }
  }

  std::printf("%s: %d samples compared, %d failures\n", failures ? "FAIL" : "PASS", compared, failures);
  return failures != 0;
}
// CHECK-NOT: FAIL
// CHECK: PASS: {{[0-9]+}} samples compared, 0 failures
