// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Every way a kernel reaches a texture: captured by reference (named or by
// [&]), as a const texture, a texture_view and a writeonly_texture_view
// captured by value, views made inside the kernel, textures and views passed
// to amp functions, views held in a functor and in a captured struct, and a
// sampler captured by value.
#include <amp.h>
#include <amp_graphics.h>
#include <cstdio>
#include <numeric>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

static int failures = 0;
static void expect(bool ok, const char *what) {
  if (!ok) {
    std::printf("FAIL %s\n", what);
    ++failures;
  }
}

float twice(const texture<float, 1> &t, int i) restrict(amp) { return 2.0f * t[i]; }
void put(const texture_view<float, 1> &v, int i, float x) restrict(amp) { v.set(index<1>(i), x); }

struct Scale {
  texture_view<const float, 1> in;
  texture_view<float, 1> out;
  float k;
  void operator()(index<1> i) const restrict(amp) { out.set(i, in[i] * k); }
};

struct Pair {
  texture_view<const float, 1> a;
  int bias;
};

int main() {
  const int n = 16;
  std::vector<float> v(n);
  std::iota(v.begin(), v.end(), 1.0f);
  texture<float, 1> t(n, v.begin(), v.end());
  texture<float, 1> r(n);
  std::vector<float> out(n);

  // [&] finds both textures; t is read, r written.
  parallel_for_each(extent<1>(n), [&](index<1> i) restrict(amp) { r.set(i, t[i] + 1.0f); });
  copy(r, out.begin());
  expect(out[0] == 2.0f && out[15] == 17.0f, "[&] capture");

  // A const texture by reference; amp functions taking a texture and a view.
  const texture<float, 1> &ct = t;
  texture_view<float, 1> rv(r);
  parallel_for_each(extent<1>(n), [&ct, rv](index<1> i) restrict(amp) { put(rv, i[0], twice(ct, i[0])); });
  copy(r, out.begin());
  expect(out[3] == 8.0f, "const texture, amp functions");

  // Views made in the kernel from a captured texture: read-only of a vector
  // format (Microsoft allows no read-only view of one component there), and writable.
  {
    std::vector<float> pairs = {1, 2, 3, 4};
    texture<float_2, 1> p(2, reinterpret_cast<float_2 *>(pairs.data()), reinterpret_cast<float_2 *>(pairs.data()) + 2);
    texture<float, 1> sum(2);
    parallel_for_each(extent<1>(2), [&p, &sum](index<1> i) restrict(amp) {
      texture_view<const float_2, 1> in(p);
      texture_view<float, 1> o(sum);
      float_2 x = in[i];
      o.set(i, x.x + x.y);
    });
    std::vector<float> s(2);
    copy(sum, s.begin());
    expect(s[0] == 3.0f && s[1] == 7.0f, "views made in the kernel");
  }

  // A functor holding views; a captured struct holding one; a writeonly view; a sampler.
  {
    Scale f{texture_view<const float, 1>(t), texture_view<float, 1>(r), 3.0f};
    parallel_for_each(extent<1>(n), f);
    copy(r, out.begin());
    expect(out[1] == 6.0f, "functor with views");
    Pair pr{texture_view<const float, 1>(t), 100};
    writeonly_texture_view<float, 1> w(r);
    sampler s(filter_point, address_wrap);
    parallel_for_each(extent<1>(n), [=](index<1> i) restrict(amp) {
      w.set(i, pr.a[i] + pr.bias + pr.a.sample(s, (i[0] + 16.5f) / 16.0f));
    });
    copy(r, out.begin());
    expect(out[4] == 5.0f + 100.0f + 5.0f, "struct holding a view, writeonly view, sampler");
  }

  // Textures on a named accelerator_view, and extents read in the kernel.
  {
    accelerator_view av = accelerator().get_default_view();
    texture<int, 2> a(3, 5, av);
    parallel_for_each(av, a.extent, [&a](index<2> i) restrict(amp) {
      a.set(i, a.get_extent()[0] * 100 + a.extent[1] * 10 + (int)a.get_mipmap_levels());
    });
    std::vector<int> got(15);
    copy(a, got.begin());
    expect(got[14] == 351 && a.get_accelerator_view() == av, "extent in the kernel");
  }

  std::printf("%s: %d failures\n", failures ? "FAIL" : "PASS", failures);
  return failures != 0;
}
// CHECK-NOT: FAIL
// CHECK: PASS: 0 failures
