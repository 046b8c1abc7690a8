// concurrency::array: construction, copy() round trips and launches on arrays.
#include "test_kernels.h"

#include <amp.h>

#include <numeric>
#include <vector>

using concurrency::array;
using concurrency::array_view;
using concurrency::extent;
using amp_test::device_test;

namespace {
const int n = 512;
}

TEST_F(device_test, array_roundtrip_with_copy) {
  std::vector<float> src(n), dst(n, 0.0f);
  std::iota(src.begin(), src.end(), 0.0f);
  array<float, 1> a(n, src.begin(), src.end());
  EXPECT_EQ(a.extent, extent<1>(n));
  EXPECT_EQ(stats().to_device, 1u); // uploaded at once
  amp_clang::launch(amp_test::k_inc, a.extent, [&](amp_clang::launch_args &args) { args.view(4, a); });
  EXPECT_EQ(stats().to_device, 1u);
  concurrency::copy(a, dst.begin());
  EXPECT_EQ(stats().to_host, 1u);
  for (int i = 0; i < n; ++i) ASSERT_EQ(dst[i], i + 1.0f);
  concurrency::copy(a, dst.begin()); // still current on the host
  EXPECT_EQ(stats().to_host, 1u);

  concurrency::copy(src.begin(), src.end(), a);
  EXPECT_EQ(stats().to_device, 2u);
  std::vector<float> back = a;
  EXPECT_EQ(back, src);
}

TEST_F(device_test, array_without_data_is_not_uploaded) {
  array<float, 1> a(n);
  amp_clang::launch(amp_test::k_inc, a.extent, [&](amp_clang::launch_args &args) { args.view(4, a); });
  EXPECT_EQ(stats().to_device, 0u);
  array<float, 1> b(a); // deep copy
  EXPECT_EQ(b.extent, a.extent);
}

TEST_F(device_test, array_view_of_array_and_const_array) {
  std::vector<float> src(n, 2.0f), dst(n);
  array<float, 1> a(extent<1>(n), src.begin());
  array<float, 1> out(n);
  const array<float, 1> &ca = a;
  amp_clang::launch(amp_test::k_scale, a.extent, [&](amp_clang::launch_args &args) {
    args.value(4, 0.5f);
    args.view(12, ca); // read-only
    args.view(24, out);
  });
  array_view<float, 1> view(out);
  EXPECT_EQ(view[3], 1.0f);
  EXPECT_EQ(a[3], 2.0f);
  EXPECT_EQ(stats().to_host, 1u); // out only: a was never written by a launch
  array_view<const float, 1> cview(ca);
  concurrency::copy(cview, dst.begin());
  EXPECT_EQ(dst[n - 1], 2.0f);
}

TEST_F(device_test, refresh_of_a_view_of_an_array_keeps_device_data) {
  // An array's data lives on the device: nothing outside the view can change
  // its host shadow, so refresh() must not make that stale shadow the newer copy.
  std::vector<float> zeros(n, 0.0f);
  array<float, 1> a(n, zeros.begin());
  array_view<float, 1> av(a);
  amp_clang::launch(amp_test::k_inc, a.extent, [&](amp_clang::launch_args &args) { args.view(4, av); });
  av.refresh();
  EXPECT_EQ(av[0], 1.0f);
}

TEST(array_host, multi_dimensional) {
  std::vector<int> v(12);
  std::iota(v.begin(), v.end(), 0);
  array<int, 2> a(3, 4, v.begin(), v.end());
  EXPECT_EQ(a(2, 1), 9);
  a(0, 0) = 42;
  std::vector<int> back(12);
  concurrency::copy(a, back.begin());
  EXPECT_EQ(back[0], 42);
  array_view<int, 2> av(a);
  EXPECT_EQ(av(1, 1), 5);
}

TEST(array_host, constructors_with_accelerator_view) {
  concurrency::accelerator_view av = concurrency::accelerator().get_default_view();
  std::vector<int> v(24);
  std::iota(v.begin(), v.end(), 0);
  array<int, 1> a(24, av, concurrency::access_type_read);
  EXPECT_TRUE(a.get_accelerator_view() == av);
  EXPECT_EQ(a.get_cpu_access_type(), concurrency::access_type_read);
  array<int, 2> b(4, 6, v.begin(), v.end(), av);
  EXPECT_EQ(b(3, 5), 23);
  array<int, 3> c(extent<3>(2, 3, 4), v.begin(), av, av); // staging
  EXPECT_TRUE(c.get_associated_accelerator_view() == av);
  EXPECT_EQ(c(1, 2, 3), 23);
  array<int, 2> s(extent<2>(4, 6), av, av);
  concurrency::copy(b, s);
  EXPECT_EQ(s(2, 1), 13);
  array<int, 2> d(array_view<const int, 2>(b), av);
  EXPECT_EQ(d(1, 1), 7);
  array<int, 2> copied(b);
  EXPECT_TRUE(copied.get_accelerator_view() == av);
  EXPECT_THROW(array<int> small(20, v.begin(), v.end()), concurrency::runtime_exception);
  array<int> larger(30, v.begin(), v.end()); // rank 1: the range fills the first elements
  EXPECT_EQ(larger[23], 23);
}

TEST(array_host, projections_sections_and_views) {
  std::vector<int> v(12);
  std::iota(v.begin(), v.end(), 0);
  array<int, 2> a(3, 4, v.begin());
  array_view<int, 1> row = a[1];
  EXPECT_EQ(row.extent, extent<1>(4));
  EXPECT_EQ(row[2], 6);
  row[2] = 60;
  EXPECT_EQ(a(1, 2), 60);
  const array<int, 2> &ca = a;
  array_view<const int, 1> crow = ca(2);
  EXPECT_EQ(crow[3], 11);
  array_view<int, 2> sec = a.section(1, 1, 2, 2);
  EXPECT_EQ(sec(1, 1), 10);
  EXPECT_THROW(a.section(2, 2, 2, 2), concurrency::runtime_exception);
  array_view<int, 3> as3 = a.view_as(extent<3>(2, 2, 3));
  EXPECT_EQ(as3(1, 1, 2), 11);
  EXPECT_THROW(a.view_as(extent<1>(13)), concurrency::runtime_exception);
  array<float, 1> f(4);
  f[1] = 1.0f;
  array_view<unsigned, 1> bits = f.reinterpret_as<unsigned>();
  EXPECT_EQ(bits.extent, extent<1>(4));
  EXPECT_EQ(bits[1], 0x3f800000u);
  std::vector<int> back = a;
  EXPECT_EQ(back[6], 60);
}

TEST(array_host, copy_to_copy_async_and_extent_checks) {
  std::vector<int> v(8);
  std::iota(v.begin(), v.end(), 1);
  array<int, 1> a(8, v.begin()), b(8), wrong(7);
  a.copy_to(b);
  EXPECT_EQ(b[7], 8);
  EXPECT_THROW(a.copy_to(wrong), concurrency::runtime_exception);
  std::vector<int> out(8, 0);
  array_view<int, 1> ov(out);
  a.copy_to(ov);
  EXPECT_EQ(out[0], 1);
  std::vector<int> dst(8, 0);
  concurrency::completion_future cf = concurrency::copy_async(a, dst.begin());
  cf.get();
  EXPECT_EQ(dst, v);
  std::vector<int> src(8, 5);
  concurrency::copy_async(src.begin(), src.end(), b).wait();
  EXPECT_EQ(b[3], 5);
  concurrency::copy_async(array_view<const int, 1>(a).section(0, 4), ov.section(4, 4)).get();
  EXPECT_EQ(out[4], 1);
  EXPECT_EQ(out[7], 4);
  EXPECT_THROW(concurrency::copy(a, array_view<int, 1>(4, out)), concurrency::runtime_exception);
  std::vector<int> big(9);
  EXPECT_THROW(concurrency::copy(big.begin(), big.end(), b), concurrency::runtime_exception);
}

TEST(array_host, invalid_extent_and_projection_throw) {
  EXPECT_THROW(array<int> a(0), concurrency::runtime_exception);
  EXPECT_THROW((array<int, 2>(extent<2>(3, -1))), concurrency::runtime_exception);
  array<int, 2> a(3, 4);
  EXPECT_THROW(a[-1], concurrency::runtime_exception);
  EXPECT_THROW(a[3], concurrency::runtime_exception);
  EXPECT_NO_THROW(a[2]);
}

// access_type_none, as Microsoft's runtime: the host may not touch the array.
TEST_F(device_test, array_with_access_type_none_is_not_host_accessible) {
  concurrency::accelerator acc;
  array<float, 1> a(n, acc.get_default_view(), concurrency::access_type_none);
  EXPECT_EQ(a.data(), nullptr);
  EXPECT_THROW(a[concurrency::index<1>(0)], concurrency::runtime_exception);
  // copy() still moves its data both ways.
  std::vector<float> src(n, 2.0f), dst(n);
  concurrency::copy(src.begin(), src.end(), a);
  concurrency::copy(a, dst.begin());
  EXPECT_EQ(dst, src);
  array<float, 1> b(n, acc.get_default_view(), concurrency::access_type_read_write);
  EXPECT_NE(b.data(), nullptr);
}

// Building an array from a range that is longer than the array is an error;
// a shorter one fills a rank-1 array's first elements, as copy() does
// (Microsoft's constructors copy the range), and must fill a larger rank's all.
TEST(array_host, range_larger_than_the_array_throws) {
  std::vector<int> src(n + 1, 1);
  EXPECT_THROW((array<int, 1>(extent<1>(n), src.begin(), src.end())), concurrency::runtime_exception);
  EXPECT_NO_THROW((array<int, 1>(extent<1>(n), src.begin(), src.begin() + n - 1)));
  EXPECT_NO_THROW((array<int, 1>(extent<1>(n), src.begin(), src.begin() + n)));
  EXPECT_THROW((array<int, 2>(extent<2>(2, 4), src.begin(), src.begin() + 7)), concurrency::runtime_exception);
}

// Microsoft's size rules for copy(): never more elements than the
// destination; into rank 1 fewer fill the first elements, into a larger rank
// only as many; array to array goes element by element in row-major order
// whatever the two shapes.
TEST(array_host, copy_sizes_follow_microsoft) {
  std::vector<int> four(4, 7), ones(8, 1);
  array<int, 1> a(8, ones.begin());
  concurrency::copy(four.begin(), four.end(), a);
  std::vector<int> got = a;
  EXPECT_EQ(got, (std::vector<int>{7, 7, 7, 7, 1, 1, 1, 1}));
  std::vector<int> d(8, 1);
  array_view<int, 1> v(8, d);
  concurrency::copy(four.begin(), four.end(), v);
  v.synchronize();
  EXPECT_EQ(d, (std::vector<int>{7, 7, 7, 7, 1, 1, 1, 1}));
  array<int, 2> m(2, 4);
  EXPECT_THROW(concurrency::copy(four.begin(), four.end(), m), concurrency::runtime_exception);
  std::vector<int> seq(8);
  std::iota(seq.begin(), seq.end(), 0);
  array<int, 2> wide(2, 4, seq.begin()), tall(4, 2);
  concurrency::copy(wide, tall);
  EXPECT_EQ(tall[concurrency::index<2>(3, 1)], 7);
  array<int, 1> small(4, four.begin());
  concurrency::copy(small, a);
  got = a;
  EXPECT_EQ(got[3], 7);
  EXPECT_THROW(concurrency::copy(a, small), concurrency::runtime_exception);
}

// Copies that read what they write, within one array or data source, throw
// as in Microsoft's runtime; disjoint sections of one source copy.
TEST(array_host, overlapping_copies_throw) {
  std::vector<int> seq(8);
  std::iota(seq.begin(), seq.end(), 0);
  array<int, 1> a(8, seq.begin());
  EXPECT_THROW(concurrency::copy(a, array_view<int, 1>(a)), concurrency::runtime_exception);
  EXPECT_THROW(concurrency::copy(array_view<int, 1>(a), a), concurrency::runtime_exception);
  array_view<int, 1> v(8, seq);
  EXPECT_THROW(concurrency::copy(v.section(0, 4), v.section(2, 4)), concurrency::runtime_exception);
  concurrency::copy(v.section(0, 4), v.section(4, 4));
  v.synchronize();
  EXPECT_EQ(seq, (std::vector<int>{0, 1, 2, 3, 0, 1, 2, 3}));
  std::vector<int> grid(16, 0);
  array_view<int, 2> g(4, 4, grid);
  concurrency::copy(g.section(0, 0, 4, 2), g.section(0, 2, 4, 2)); // left half to right half: rows interleave
}
