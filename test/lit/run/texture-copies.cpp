// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// The texture copies: host memory (raw bytes, iterators) to and from
// textures and views, whole and in sections; texture to texture; copy_async;
// copy_to; texture(texture_view); staging textures (data, row_pitch,
// depth_pitch); and the runtime_exceptions Microsoft's runtime throws for
// misuse.
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
template <class F> static void expect_throw(F f, const char *what) {
  try {
    f();
    std::printf("FAIL %s: no exception\n", what);
    ++failures;
  } catch (const runtime_exception &e) {
    std::printf("%s: %s\n", what, e.what());
  }
}

int main() {
  std::vector<int> v(12);
  std::iota(v.begin(), v.end(), 0); // 3 x 4: row r holds 4r .. 4r + 3

  // Whole copies through raw bytes, iterators and copy_async.
  texture<int, 2> t(3, 4);
  copy(v.data(), 48u, t);
  std::vector<int> out(12);
  copy(t, out.begin());
  expect(out == v, "bytes in, iterator out");
  texture<int, 2> u(3, 4, v.begin(), v.end());
  std::vector<int> out2(12);
  copy_async(u, out2.data(), 48u).get();
  expect(out2 == v, "copy_async out");
  std::vector<int> rev(v.rbegin(), v.rend());
  copy_async(rev.begin(), rev.end(), u).wait();
  copy(u, out2.data(), 48u);
  expect(out2 == rev, "copy_async in");

  // Sections: the host side is packed, the texture side is the region.
  std::vector<int> part(4);
  copy(t, index<2>(1, 1), extent<2>(2, 2), part.data(), 16u);
  expect(part == std::vector<int>({5, 6, 9, 10}), "section out");
  std::vector<int> nines(4, 99);
  copy(nines.begin(), nines.end(), t, index<2>(0, 2), extent<2>(2, 2));
  copy(t, out.begin());
  expect(out == std::vector<int>({0, 1, 99, 99, 4, 5, 99, 99, 8, 9, 10, 11}), "section in");
  std::vector<int> sec(2);
  copy(t, index<2>(2, 0), extent<2>(1, 2), sec.begin());
  expect(sec == std::vector<int>({8, 9}), "section to iterator");

  // Texture to texture: whole, and a section into another place.
  texture<int, 2> w(3, 4);
  copy(t, w);
  copy(w, out.begin());
  expect(out == std::vector<int>({0, 1, 99, 99, 4, 5, 99, 99, 8, 9, 10, 11}), "texture to texture");
  copy(u, index<2>(0, 0), w, index<2>(1, 2), extent<2>(2, 2));
  copy(w, out.begin());
  expect(out == std::vector<int>({0, 1, 99, 99, 4, 5, 11, 10, 8, 9, 7, 6}), "section to section");
  texture<int, 2> x(3, 4);
  u.copy_to(x);
  copy(x, out.begin());
  expect(out == rev, "copy_to");
  texture<int, 2> y(u); // a deep copy
  copy(v.data(), 48u, u);
  copy(y, out.begin());
  expect(out == rev, "deep copy");
  y = u;
  copy(y, out.begin());
  expect(out == v, "assignment");

  // A kernel's writes are what the host copies out, and a copy in is what the next kernel reads.
  {
    texture<float, 1> f(8);
    texture_view<float, 1> fv(f);
    parallel_for_each(f.extent, [=](index<1> i) restrict(amp) { fv.set(i, i[0] * 1.5f); });
    std::vector<float> fo(8);
    copy(f, fo.begin());
    expect(fo[7] == 10.5f, "after a kernel");
    std::vector<float> ones(8, 1.0f);
    copy(ones.begin(), ones.end(), f);
    std::vector<float> sum(1);
    array_view<float, 1> s(1, sum);
    parallel_for_each(extent<1>(1), [=, &f](index<1>) restrict(amp) {
      float a = 0;
      for (int k = 0; k < 8; ++k)
        a += f[k];
      s[0] = a;
    });
    s.synchronize();
    expect(sum[0] == 8.0f, "before a kernel");
  }

  // Mipmapped textures: level extents, views of one level, texture(texture_view).
  {
    texture<float, 2> m(extent<2>(8, 6), 32u, 0u); // 0: the full chain, 8x6 4x3 2x1 1x1
    expect(m.get_mipmap_levels() == 4, "full chain");
    expect(m.get_mipmap_extent(2) == extent<2>(2, 1) && m.get_mipmap_extent(3) == extent<2>(1, 1), "level extents");
    expect(m.get_data_length() == (48 + 12 + 2 + 1) * 4, "data_length");
    texture_view<float, 2> l1(m, 1);
    expect(l1.get_extent() == extent<2>(4, 3), "level view extent");
    std::vector<float> twelve(12);
    std::iota(twelve.begin(), twelve.end(), 100.0f);
    copy(twelve.begin(), twelve.end(), l1);
    texture<float, 2> one(l1); // just that level
    expect(one.get_extent() == extent<2>(4, 3) && one.get_mipmap_levels() == 1, "texture(texture_view)");
    std::vector<float> got(12);
    copy(one, got.begin());
    expect(got == twelve, "texture(texture_view) texels");
    texture_view<const float, 2> lower(m, 1, 3);
    expect(lower.get_mipmap_levels() == 3 && lower.get_extent() == extent<2>(4, 3), "read-only level range");
    texture_view<const float, 2> tail(lower, 1, 2);
    expect(tail.get_extent() == extent<2>(2, 1), "range of a range");
    // The kernel reads level 1 through the view's level 0.
    std::vector<float> r(1);
    array_view<float, 1> rv(1, r);
    parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) { rv[0] = lower.get(index<2>(3, 2)) + lower.get(index<2>(0, 0), 2); });
    rv.synchronize();
    expect(r[0] == 111.0f, "get with a level");
    expect_throw([&] { copy(m, got.data(), 48u); }, "host copy of several levels");
    expect_throw([&] { texture_view<const float, 2> bad(m, 2, 3); }, "level range past the end");
    expect_throw([&] { texture_view<float, 2> bad(m, 4); }, "level past the end");
    expect_throw([&] { texture<float, 2> bad(extent<2>(4, 4), 32u, 4u); }, "too many levels");
    expect(m.get_mipmap_extent(3) == extent<2>(1, 1), "the last level's extent");
    expect_throw([&] { m.get_mipmap_extent(4); }, "extent of a level past the last");
    expect_throw([&] { tail.get_mipmap_extent(2); }, "extent of a level past a view's last");
  }

  // Staging textures: host memory, with row and depth pitches.
  {
    accelerator cpu(accelerator::cpu_accelerator);
    accelerator_view dev = accelerator().get_default_view();
    texture<unsigned, 3> st(2, 3, 4, cpu.get_default_view(), dev);
    expect(st.get_row_pitch() == 16 && st.get_depth_pitch() == 48, "pitches");
    unsigned *p = static_cast<unsigned *>(st.data());
    for (int i = 0; i < 24; ++i)
      p[i] = i * 3u;
    texture<unsigned, 3> on(2, 3, 4, dev);
    copy(st, on);
    std::vector<unsigned> sum(1);
    array_view<unsigned, 1> s(1, sum);
    parallel_for_each(dev, extent<1>(1), [=, &on](index<1>) restrict(amp) { s[0] = on(1, 2, 3) + on(0, 0, 1); });
    s.synchronize();
    expect(sum[0] == 23 * 3 + 3, "staging to texture");
    expect(st.get_associated_accelerator_view() == dev, "associated view");
    // Microsoft's constructors refuse views of a staging texture; a kernel
    // reaching it by reference is refused at its launch.
    expect_throw([&] { texture_view<unsigned, 3> sv(st); }, "a view of a staging texture");
    expect_throw([&] { texture_view<const unsigned, 3> rv(st); }, "a read-only view of a staging texture");
    expect_throw([&] { writeonly_texture_view<unsigned, 3> wv(st); }, "a write-only view of a staging texture");
    expect_throw([&] { parallel_for_each(extent<1>(1), [&st](index<1>) restrict(amp) { st.set(index<3>(0, 0, 0), 1u); }); },
                 "a kernel on a staging texture");
    expect_throw([&] { texture<float, 2> plain(2, 2); plain.get_row_pitch(); }, "row_pitch of a non-staging texture");
    expect_throw([&] { texture<float, 2> bad(2, 2, cpu.get_default_view()); }, "texture on the cpu accelerator");
  }

  // Misuse.
  expect_throw([&] { texture<int, 1> bad(4, 12u); }, "bits not 8, 16, 32 or 64");
  expect_throw([&] { texture<float, 1> bad(4, 8u); }, "float of 8 bits");
  expect_throw([&] { texture<int, 1> bad(4, v.begin(), v.begin() + 3); }, "too few elements");
  expect_throw([&] { texture<int, 1> bad(4, 8u); copy(v.begin(), v.end(), bad); }, "iterator element size");
  expect_throw([&] { copy(t, index<2>(2, 2), extent<2>(2, 2), part.data(), 16u); }, "section out of bounds");
  expect_throw([&] { copy(t, part.data(), 16u); }, "destination too small");
  expect_throw([&] { texture<int, 2> other(4, 3); copy(t, other); }, "extents differ");
  expect_throw([&] { texture<int, 2> other(3, 4, 8u); copy(t, other); }, "formats differ");
  expect_throw([&] { copy(t, index<2>(0, 0), t, index<2>(1, 1), extent<2>(2, 2)); }, "overlap");
  expect_throw([&] { texture<int, 1> bad(16385); }, "too large");

  std::printf("%s: %d failures\n", failures ? "FAIL" : "PASS", failures);
  return failures != 0;
}
// CHECK-NOT: FAIL
// CHECK: host copy of several levels: copy: the source has several mipmap levels; copy one level through a texture_view of it
// CHECK: level range past the end: texture_view: mipmap levels [2, 5) are not all in the source's 4
// CHECK: level past the end: texture_view: mipmap level 4 is not one of the texture's 4
// CHECK: too many levels: texture: the extent is too small for 4 mipmap levels; the most it allows is 3
// CHECK: extent of a level past the last: get_mipmap_extent: mipmap level 4 is not less than the 4 mipmap levels of the texture or texture view
// CHECK: extent of a level past a view's last: get_mipmap_extent: mipmap level 2 is not less than the 2 mipmap levels of the texture or texture view
// CHECK: a view of a staging texture: texture_view cannot be created from a staging texture object.
// CHECK: a read-only view of a staging texture: Read-only texture_view cannot be created from a staging texture object.
// CHECK: a write-only view of a staging texture: writeonly_texture_view cannot be created from a staging texture object.
// CHECK: a kernel on a staging texture: concurrency::parallel_for_each is not supported on the selected accelerator "CPU accelerator".
// CHECK: row_pitch of a non-staging texture: texture::get_row_pitch: only a staging texture
// CHECK: texture on the cpu accelerator: texture: a texture on the cpu accelerator must be a staging texture
// CHECK: bits not 8, 16, 32 or 64: texture: bits_per_scalar_element 12 is not 8, 16, 32 or 64
// CHECK: float of 8 bits: texture: this element type has no format of 8 bits per scalar element
// CHECK: too few elements: texture copy: the iterators supply too few elements
// CHECK: iterator element size: texture copy: an iterator's elements must be bytes or as large as a texel (1 bytes)
// CHECK: section out of bounds: copy: the section's index and extent lie outside the texture
// CHECK: destination too small: texture copy: the destination has fewer bytes than the region holds
// CHECK: extents differ: copy: the source and destination textures must have the same extent for a whole-texture copy
// CHECK: formats differ: texture copy: the source and destination formats differ
// CHECK: overlap: texture copy: the source and destination overlap in one texture
// CHECK: too large: texture: every dimension of the extent must be between 1 and 16384
// CHECK: PASS: 0 failures
