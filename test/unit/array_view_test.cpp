// array_view on the host and through launches: copy-in, compute, copy-back, and transfer counts.
#include "test_kernels.h"

#include <amp.h>

#include <numeric>
#include <vector>

using concurrency::array_view;
using concurrency::extent;
using amp_test::device_test;

namespace {
const int n = 1000; // not a multiple of the work-group size: the kernel guards the padding

void scale(const array_view<const float, 1> &in, const array_view<float, 1> &out, float f) {
  amp_clang::launch(amp_test::k_scale, out.extent, [&](amp_clang::launch_args &a) {
    a.value(4, f);
    a.view(12, in);
    a.view(24, out);
  });
}
void inc(const array_view<float, 1> &v) {
  amp_clang::launch(amp_test::k_inc, v.extent, [&](amp_clang::launch_args &a) { a.view(4, v); });
}
} // namespace

TEST(array_view_host, access_sections_projections) {
  std::vector<int> data(24);
  std::iota(data.begin(), data.end(), 0);
  array_view<int, 2> av(4, 6, data);
  EXPECT_EQ(av.extent, extent<2>(4, 6));
  EXPECT_EQ(av.get_extent().size(), 24u);
  EXPECT_EQ(av(2, 3), 15);
  EXPECT_EQ((av[concurrency::index<2>(3, 5)]), 23);
  EXPECT_EQ(av[2][3], 15);
  auto s = av.section(concurrency::index<2>(1, 2), extent<2>(2, 3));
  EXPECT_EQ(s(0, 0), 8);
  EXPECT_EQ(s(1, 2), 16);
  s(1, 1) = -1;
  EXPECT_EQ(data[15], -1);
  array_view<const int, 2> c = av;
  EXPECT_EQ(c(1, 2), 8);
  array_view<int, 1> flat(24, data);
  EXPECT_EQ(flat.data(), data.data());
  EXPECT_EQ(flat[23], 23);
  EXPECT_THROW(av.section(concurrency::index<2>(3, 0), extent<2>(2, 1)), concurrency::runtime_exception);
  // Every dimension of a section is positive: an origin on the edge gives an
  // empty section, an error as in Microsoft's runtime; one inside is fine.
  EXPECT_THROW(av.section(concurrency::index<2>(av.extent[0], 0)), concurrency::runtime_exception);
  EXPECT_THROW(av.section(concurrency::index<2>(0, 0), extent<2>(0, 1)), concurrency::runtime_exception);
  EXPECT_EQ(av.section(concurrency::index<2>(av.extent[0] - 1, 0)).extent, extent<2>(1, av.extent[1]));
}

TEST_F(device_test, copy_in_compute_copy_back) {
  std::vector<float> in(n), out(n, -1.0f);
  std::iota(in.begin(), in.end(), 0.0f);
  array_view<const float, 1> vin(n, in);
  array_view<float, 1> vout(n, out);
  vout.discard_data();
  scale(vin, vout, 2.0f);
  EXPECT_EQ(stats().to_device, reads_in_place() ? 0u : 1u); // in only (read where it lies, or copied): out was discarded
  EXPECT_EQ(stats().to_host, 0u);   // lazy
  for (int i = 0; i < n; ++i) ASSERT_EQ(vout[i], 2.0f * i) << i;
  EXPECT_EQ(stats().to_host, 1u); // host read after the kernel copies back exactly once
  EXPECT_EQ(stats().bytes_to_host, n * sizeof(float));
}

TEST_F(device_test, reused_view_is_not_copied_again) {
  std::vector<float> in(n, 1.0f), out(n);
  array_view<const float, 1> vin(n, in);
  array_view<float, 1> vout(n, out);
  vout.discard_data();
  scale(vin, vout, 3.0f);
  scale(vin, vout, 4.0f);
  EXPECT_EQ(stats().to_device, reads_in_place() ? 0u : 1u);
  vout.synchronize();
  EXPECT_EQ(stats().to_host, 1u);
  EXPECT_EQ(out[n - 1], 4.0f);
  vout.synchronize(); // already current
  EXPECT_EQ(stats().to_host, 1u);
}

TEST_F(device_test, const_view_is_never_copied_back) {
  std::vector<float> in(n, 1.0f), out(n);
  {
    array_view<const float, 1> vin(n, in);
    array_view<float, 1> vout(n, out);
    vout.discard_data();
    scale(vin, vout, 1.0f);
    vin.synchronize();
    EXPECT_EQ(vin[0], 1.0f);
    EXPECT_EQ(stats().to_host, 0u);
  } // vout's destructor synchronizes: the only transfer back
  EXPECT_EQ(stats().to_host, 1u);
  EXPECT_EQ(out[7], 1.0f);
}

// A device that shares host memory (PoCL) reads what a launch does not write
// where it lies: nothing copied. A host write after the launch waits for it,
// and data a launch writes still goes through the device copy (which keeps
// the host's bytes of a section discarded after the kernel: Microsoft's rule).
TEST_F(device_test, read_only_data_is_read_where_it_lies) {
  // Elsewhere (a GPU as the default device) the same launches copy the data.
  const bool in_place = reads_in_place();
  std::vector<float> in(n), out(n);
  std::iota(in.begin(), in.end(), 0.0f);
  array_view<float, 1> vin(n, in); // writable, but these launches only read it
  array_view<float, 1> vout(n, out);
  vout.discard_data();
  scale(vin, vout, 1.0f); // the first launch of a shape waits for PoCL's compile
  for (int round = 0; round < 20; ++round) {
    scale(vin, vout, 2.0f);
    vin[0] = -1.0f - round; // waits for the launch still reading in[0] in place
    vout.synchronize();
    ASSERT_EQ(out[0], round ? 2.0f * (-round) : 0.0f) << round;
  }
  EXPECT_EQ(stats().bytes_to_device == 0u, in_place) << stats().bytes_to_device;
  EXPECT_EQ(out[n - 1], 2.0f * (n - 1));
  // A launch that writes the data copies it in, as on any device.
  const std::size_t before = stats().bytes_to_device;
  inc(vin);
  EXPECT_EQ(stats().bytes_to_device - before, n * sizeof(float));
  vin.synchronize();
  EXPECT_EQ(in[1], 2.0f);
}

TEST_F(device_test, discard_data_avoids_copy_in) {
  std::vector<float> v(n, 5.0f);
  array_view<float, 1> av(n, v);
  av.discard_data();
  inc(av);
  EXPECT_EQ(stats().to_device, 0u);
  av.synchronize();
  EXPECT_EQ(stats().to_host, 1u);
}

TEST_F(device_test, discarding_a_section_keeps_the_rest) {
  std::vector<float> v(n, 5.0f);
  array_view<float, 1> av(n, v);
  array_view<float, 1> tail = av.section(n / 2, n - n / 2);
  tail.discard_data(); // the other half is still the user's data
  inc(tail);
  av.synchronize();
  EXPECT_EQ(v[0], 5.0f);
  EXPECT_EQ(v[n / 2 - 1], 5.0f);
  EXPECT_EQ(v[n - 1], 6.0f); // a discarded section's old data may be kept
  // After a kernel wrote everything, a discarded section is not copied back
  // (as in Microsoft's runtime), and the rest is.
  inc(av);
  av.section(0, 4).discard_data();
  av.synchronize();
  EXPECT_EQ(v[0], 5.0f);
  EXPECT_EQ(v[3], 5.0f);
  EXPECT_EQ(v[5], 6.0f);
  EXPECT_EQ(v[n - 1], 7.0f);
  // The device copy kept the discarded section's writes: the next launch
  // takes the host's bytes instead.
  inc(av);
  av.synchronize();
  EXPECT_EQ(v[0], 6.0f);
  EXPECT_EQ(v[n - 1], 8.0f);
}

TEST_F(device_test, refreshing_a_section_keeps_device_writes_elsewhere) {
  std::vector<float> v(n, 0.0f);
  array_view<float, 1> av(n, v);
  inc(av.section(4, n - 4)); // device copy newer: 1 from element 4 on
  v[0] = v[3] = 9.0f;        // behind the views' back
  av.section(0, 4).refresh();
  av.synchronize();
  EXPECT_EQ(v[0], 9.0f);
  EXPECT_EQ(v[3], 9.0f);
  EXPECT_EQ(v[4], 1.0f);
  EXPECT_EQ(v[n - 1], 1.0f);
  inc(av); // and the refreshed section reaches the device
  av.synchronize();
  EXPECT_EQ(v[0], 10.0f);
  EXPECT_EQ(v[n - 1], 2.0f);
}

TEST_F(device_test, in_place_kernels_and_destructor_sync) {
  std::vector<float> v(n, 1.0f);
  {
    array_view<float, 1> av(n, v);
    inc(av);
    array_view<float, 1> copy = av; // copies share the coherence state
    inc(copy);
    EXPECT_EQ(stats().to_device, 1u);
    EXPECT_EQ(stats().to_host, 0u);
    EXPECT_EQ(v[0], 1.0f); // not synchronized yet
  }
  EXPECT_EQ(stats().to_host, 1u);
  EXPECT_EQ(v[0], 3.0f);
  EXPECT_EQ(v[n - 1], 3.0f);
}

TEST_F(device_test, host_write_after_kernel_is_uploaded) {
  std::vector<float> v(n, 0.0f);
  array_view<float, 1> av(n, v);
  inc(av);
  av[0] = 10.0f; // downloads, then the host copy is the newer one
  inc(av);
  EXPECT_EQ(stats().to_device, 2u);
  EXPECT_EQ(av[0], 11.0f);
  EXPECT_EQ(av[1], 2.0f);
  EXPECT_EQ(stats().to_host, 2u);
  v[2] = 7.0f; // behind the view's back
  av.refresh();
  inc(av);
  EXPECT_EQ(av[2], 8.0f);
}

TEST_F(device_test, rank2_section_uses_parent_strides) {
  std::vector<int> a(6 * 8), out(4 * 5, -1);
  std::iota(a.begin(), a.end(), 0);
  array_view<const int, 2> va(6, 8, a);
  auto sec = va.section(concurrency::index<2>(1, 2), extent<2>(4, 5));
  array_view<int, 2> vout(4, 5, out);
  vout.discard_data();
  amp_clang::launch(amp_test::k_add2d, vout.extent, [&](amp_clang::launch_args &args) {
    args.view(8, sec);
    args.view(28, vout);
  });
  vout.synchronize();
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 5; ++j)
      ASSERT_EQ(out[i * 5 + j], a[(1 + i) * 8 + 2 + j] + 1000 * i + j) << i << "," << j;
}

TEST_F(device_test, independent_views_of_one_source_share_state) {
  std::vector<float> v(n, 0.0f);
  array_view<float, 1> a(n, v);
  inc(a);
  array_view<const float, 1> b(n, v); // a second view of the same data
  EXPECT_EQ(b[5], 1.0f);              // sees the kernel's result
  EXPECT_EQ(stats().to_host, 1u);
  EXPECT_EQ(a[5], 1.0f);
  EXPECT_EQ(stats().to_host, 1u);
}

TEST(array_view_host, new_members) {
  std::vector<int> v(12);
  std::iota(v.begin(), v.end(), 0);
  array_view<int, 1> a(v);
  EXPECT_EQ(a.extent, extent<1>(12));
  array_view<int, 2> m = a.view_as(extent<2>(3, 4));
  EXPECT_EQ(m(2, 3), 11);
  EXPECT_EQ(m.get_ref(concurrency::index<2>(1, 2)), 6);
  array_view<int, 1> tail = a.section(4, 8);
  array_view<int, 2> tm = tail.view_as(extent<2>(2, 4));
  EXPECT_EQ(tm(0, 0), 4);
  array_view<const unsigned char, 1> bytes = a.reinterpret_as<const unsigned char>();
  EXPECT_EQ(bytes.extent, extent<1>(48));
  EXPECT_EQ(bytes[4 * 5], 5); // little-endian low byte of v[5]
  array_view<int, 3> c(2, 2, 3, v);
  array_view<int, 3> cs = c.section(1, 0, 1, 1, 2, 2);
  EXPECT_EQ(cs(0, 1, 1), 11); // c(1, 1, 2)
  // Host memory is the cpu accelerator's (Microsoft's runtime answers so too).
  EXPECT_TRUE(a.get_source_accelerator_view() ==
              concurrency::accelerator(concurrency::accelerator::cpu_accelerator).get_default_view());
  // An array made without a view is the default view's, and so is a view over it.
  concurrency::array<int, 1> on_default(4);
  array_view<int, 1> over_array(on_default);
  EXPECT_TRUE(over_array.get_source_accelerator_view() == concurrency::accelerator().get_default_view());
  a.synchronize_async().get();
  const std::vector<int> cv(4, 9);
  array_view<const int, 1> ca(extent<1>(4), cv);
  std::vector<int> out(4, 0);
  ca.copy_to(array_view<int, 1>(out));
  EXPECT_EQ(out[3], 9);
  EXPECT_THROW(ca.copy_to(a), concurrency::runtime_exception);
}

TEST(array_view_host, reinterpret_as_size_must_divide) {
  struct three {
    int a, b, c;
  };
  std::vector<int> v(10);
  array_view<int, 1> a(v);
  EXPECT_THROW(a.reinterpret_as<three>(), concurrency::runtime_exception);
  EXPECT_EQ(a.section(0, 9).reinterpret_as<three>().extent, extent<1>(3));
  a(1) = 7; // rank-1 operator()(int) is the element
  EXPECT_EQ(v[1], 7);
}

// copy() out of a view whose kernel wrote the device copy reads the device
// copy and leaves the user's memory as it was (Microsoft's runtime does the
// same); the view still synchronizes it later.
TEST_F(device_test, copy_out_reads_the_device_copy) {
  std::vector<float> data(64, 1.0f);
  array_view<float, 1> v(64, data);
  amp_clang::launch(amp_test::k_inc, v.extent, [&](amp_clang::launch_args &a) { a.view(4, v); });
  std::vector<float> out(32);
  concurrency::copy(v.section(16, 32), out.begin());
  for (float x : out) ASSERT_EQ(x, 2.0f);
  for (float x : data) ASSERT_EQ(x, 1.0f); // not synchronized by the copy
  v.synchronize();
  for (float x : data) ASSERT_EQ(x, 2.0f);
}
