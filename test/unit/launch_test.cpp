// The launch contract: argument block layout, compute-domain checks, tiling and build failures.
#include "test_kernels.h"

#include <amp.h>

#include <string>
#include <vector>

using concurrency::array_view;
using concurrency::extent;
using amp_test::device_test;

TEST_F(device_test, invalid_compute_domain) {
  std::vector<float> v(4);
  array_view<float, 1> av(4, v);
  auto fill = [&](amp_clang::launch_args &a) { a.view(4, av); };
  EXPECT_THROW(amp_clang::launch(amp_test::k_inc, extent<1>(-1), fill),
               concurrency::invalid_compute_domain);
  // Microsoft's runtime refuses an empty domain too, before any transfer.
  EXPECT_THROW(amp_clang::launch(amp_test::k_inc, extent<1>(0), fill), concurrency::invalid_compute_domain);
  EXPECT_EQ(stats().to_device, 0u);
  EXPECT_THROW(amp_clang::launch(amp_test::k_inc, extent<1>(6).tile<4>(), fill),
               concurrency::invalid_compute_domain);
}

TEST(launch, domain_limit_is_microsofts) {
  // Up to 2^32 - 1 threads, as the conformance suite's extent_max launches.
  const int most[2] = {65537, 65535}, over[2] = {65537, 65536};
  EXPECT_TRUE(amp_clang::detail::check_domain(2, most));
  EXPECT_THROW(amp_clang::detail::check_domain(2, over), concurrency::invalid_compute_domain);
  // Every rank: ranks above 3 run as one range of unsigned linear indices.
  const int high[4] = {65537, 65535, 1, 1}, higher[4] = {65537, 65536, 1, 1};
  EXPECT_TRUE(amp_clang::detail::check_domain(4, high));
  EXPECT_THROW(amp_clang::detail::check_domain(4, higher), concurrency::invalid_compute_domain);
}

TEST(launch, tiles_per_dimension_limit_is_microsofts) {
  // At most 65,535 tiles along each dimension, as the suite's ThreadGroupCount tests launch.
  const int most[2] = {65535 * 2, 4}, over[2] = {65536 * 2, 4}, tile[2] = {2, 4};
  EXPECT_TRUE(amp_clang::detail::check_tiled_domain(2, most, tile));
  EXPECT_THROW(amp_clang::detail::check_tiled_domain(2, over, tile), concurrency::invalid_compute_domain);
  const int rows[2] = {4, 65536}, one[2] = {1, 1};
  EXPECT_THROW(amp_clang::detail::check_tiled_domain(2, rows, one), concurrency::invalid_compute_domain);
}

TEST_F(device_test, layout_error_is_reported) {
  std::vector<float> v(4);
  array_view<float, 1> av(4, v);
  try {
    amp_clang::launch(amp_test::k_inc, av.extent, [&](amp_clang::launch_args &a) { a.view(8, av); });
    FAIL() << "expected runtime_exception";
  } catch (const concurrency::runtime_exception &e) {
    EXPECT_NE(std::string(e.what()).find("internal layout error"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("amp_k_inc"), std::string::npos) << e.what();
  }
}

TEST_F(device_test, tiled_launch_uses_tiles_as_work_groups) {
  std::vector<int> out(32, -1);
  array_view<int, 1> av(32, out);
  amp_clang::launch(amp_test::k_tile, extent<1>(32).tile<8>(),
                    [&](amp_clang::launch_args &a) { a.view(4, av); });
  av.synchronize();
  for (int i = 0; i < 32; ++i) ASSERT_EQ(out[i], i % 8 + 100 * (i / 8)) << i;
}

TEST_F(device_test, view_meta_of_a_section) {
  std::vector<float> v(16, 0.0f);
  array_view<float, 1> av(16, v);
  auto s = av.section(4, 8);
  amp_clang::launch(amp_test::k_inc, s.extent, [&](amp_clang::launch_args &a) { a.view(4, s); });
  av.synchronize();
  for (int i = 0; i < 16; ++i) ASSERT_EQ(v[i], (i >= 4 && i < 12) ? 1.0f : 0.0f) << i;
}

TEST(launch, build_failure_carries_the_build_log) {
  int unused = 0;
  try {
    amp_clang::launch(amp_test::k_broken, extent<1>(1),
                      [&](amp_clang::launch_args &a) { a.value(0, unused); });
    FAIL() << "expected runtime_exception";
  } catch (const concurrency::runtime_exception &e) {
    std::string what = e.what();
    EXPECT_EQ(e.get_opencl_error(), -11);
    EXPECT_NE(what.find("CL_BUILD_PROGRAM_FAILURE"), std::string::npos) << what;
    EXPECT_NE(what.find("broken.cpp"), std::string::npos) << what;
    EXPECT_NE(what.find("this_is_not_declared"), std::string::npos) << what; // from the log
  }
}

TEST_F(device_test, rank3_launch_reverses_dimensions) {
  const int d0 = 3, d1 = 5, d2 = 9; // none a multiple of the (8,8,4) work-group
  std::vector<int> out(d0 * d1 * d2, -1);
  array_view<int, 3> av(d0, d1, d2, out);
  av.discard_data();
  amp_clang::launch(amp_test::k_iota3, av.extent, [&](amp_clang::launch_args &a) { a.view(12, av); });
  av.synchronize();
  for (int i = 0; i < d0; ++i)
    for (int j = 0; j < d1; ++j)
      for (int k = 0; k < d2; ++k)
        ASSERT_EQ(out[(i * d1 + j) * d2 + k], 10000 * i + 100 * j + k) << i << "," << j << "," << k;
}

// parallel_for_each(accelerator_view, ...): the scope names the view of the
// launches in its full-expression, and scopes nest.
TEST(launch, view_scope_names_the_launch_view) {
  EXPECT_EQ(amp_clang::detail::scoped_launch_view(), nullptr);
  concurrency::accelerator_view outer = concurrency::accelerator().create_view();
  {
    amp_clang::launch_view_scope a(outer);
    ASSERT_NE(amp_clang::detail::scoped_launch_view(), nullptr);
    EXPECT_EQ(*amp_clang::detail::scoped_launch_view(), outer);
    {
      amp_clang::launch_view_scope b(concurrency::accelerator().get_default_view());
      EXPECT_EQ(*amp_clang::detail::scoped_launch_view(), concurrency::accelerator().get_default_view());
    }
    EXPECT_EQ(*amp_clang::detail::scoped_launch_view(), outer);
  }
  EXPECT_EQ(amp_clang::detail::scoped_launch_view(), nullptr);
}

// Kernels never run on the cpu accelerator: Microsoft's exception and words.
TEST_F(device_test, cpu_accelerator_runs_no_kernel) {
  std::vector<float> v(4);
  array_view<float, 1> av(4, v);
  auto fill = [&](amp_clang::launch_args &a) { a.view(4, av); };
  concurrency::accelerator cpu(concurrency::accelerator::cpu_accelerator);
  try {
    (amp_clang::launch_view_scope(cpu.get_default_view()), amp_clang::launch(amp_test::k_inc, extent<1>(4), fill));
    FAIL() << "expected runtime_exception";
  } catch (const concurrency::runtime_exception &e) {
    EXPECT_NE(std::string(e.what()).find("not supported on the selected accelerator \"CPU accelerator\""),
              std::string::npos)
        << e.what();
  }
  concurrency::array<float, 1> host_only(4, cpu.get_default_view());
  EXPECT_THROW(amp_clang::launch(amp_test::k_inc, host_only.extent,
                                 [&](amp_clang::launch_args &a) { a.view(4, host_only); }),
               concurrency::runtime_exception);
}
