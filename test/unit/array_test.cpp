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
