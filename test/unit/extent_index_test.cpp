// Host behaviour of concurrency::index and concurrency::extent.
#include <amp.h>

#include <gtest/gtest.h>

#include <type_traits>

using concurrency::extent;

static_assert(std::is_standard_layout<concurrency::index<1>>::value && sizeof(concurrency::index<1>) == 4, "concurrency::index<1> layout");
static_assert(std::is_standard_layout<concurrency::index<3>>::value && sizeof(concurrency::index<3>) == 12, "concurrency::index<3> layout");
static_assert(std::is_standard_layout<extent<2>>::value && sizeof(extent<2>) == 8, "extent<2> layout");
static_assert(std::is_trivially_copyable<extent<4>>::value, "extent is memcpy'd into the block");

TEST(extent_index, constructors_and_subscript) {
  concurrency::index<3> i(1, 2, 3);
  EXPECT_EQ(i[0], 1);
  EXPECT_EQ(i[2], 3);
  const int c[] = {4, 5};
  extent<2> e(c);
  EXPECT_EQ(e[1], 5);
  EXPECT_EQ(concurrency::index<2>()[1], 0);
  e[0] = 7;
  EXPECT_EQ(e.m_v[0], 7);
}

TEST(extent_index, arithmetic) {
  concurrency::index<2> a(1, 2), b(10, 20);
  EXPECT_EQ(a + b, concurrency::index<2>(11, 22));
  EXPECT_EQ(b - a, concurrency::index<2>(9, 18));
  EXPECT_EQ(a * 3, concurrency::index<2>(3, 6));
  EXPECT_EQ(3 * a, concurrency::index<2>(3, 6));
  EXPECT_EQ(b / 10, concurrency::index<2>(1, 2));
  EXPECT_EQ(b % 3, concurrency::index<2>(1, 2));
  EXPECT_EQ(a + 1, concurrency::index<2>(2, 3));
  EXPECT_EQ(10 - a, concurrency::index<2>(9, 8));
  concurrency::index<2> c = a;
  EXPECT_EQ(++c, concurrency::index<2>(2, 3));
  EXPECT_EQ(c--, concurrency::index<2>(2, 3));
  EXPECT_EQ(c, a);
  c += b;
  c -= 1;
  EXPECT_EQ(c, concurrency::index<2>(10, 21));
  EXPECT_NE(c, a);

  extent<2> e(4, 5);
  EXPECT_EQ(e + concurrency::index<2>(1, 1), extent<2>(5, 6));
  EXPECT_EQ(e * 2, extent<2>(8, 10));
  EXPECT_EQ(e - e, extent<2>(0, 0));
}

TEST(extent_index, size_and_contains) {
  extent<3> e(2, 3, 4);
  EXPECT_EQ(e.size(), 24u);
  EXPECT_TRUE(e.contains(concurrency::index<3>(1, 2, 3)));
  EXPECT_FALSE(e.contains(concurrency::index<3>(2, 0, 0)));
  EXPECT_FALSE(e.contains(concurrency::index<3>(0, -1, 0)));
  EXPECT_EQ(extent<1>(0).size(), 0u);
}

TEST(extent_index, tiling) {
  auto t = extent<2>(32, 48).tile<16, 8>();
  EXPECT_EQ(t.rank, 2);
  EXPECT_EQ(t[0], 32);
  EXPECT_EQ(t.get_tile_extent(), extent<2>(16, 8));
  auto p = concurrency::tiled_extent<16>(extent<1>(33)).pad();
  EXPECT_EQ(p[0], 48);
  EXPECT_EQ(concurrency::tiled_extent<16>(extent<1>(33)).truncate()[0], 32);
}

TEST(host_functions, atomics_and_math) {
  int i = 5;
  EXPECT_EQ(concurrency::atomic_fetch_add(&i, 2), 5);
  EXPECT_EQ(concurrency::atomic_fetch_inc(&i), 7);
  EXPECT_EQ(concurrency::atomic_fetch_max(&i, 3), 8);
  EXPECT_EQ(concurrency::atomic_fetch_min(&i, 3), 8);
  EXPECT_EQ(i, 3);
  unsigned int u = 6;
  EXPECT_EQ(concurrency::atomic_fetch_and(&u, 3u), 6u);
  EXPECT_EQ(u, 2u);
  int expected = 3;
  EXPECT_TRUE(concurrency::atomic_compare_exchange(&i, &expected, 9));
  expected = 3;
  EXPECT_FALSE(concurrency::atomic_compare_exchange(&i, &expected, 1));
  EXPECT_EQ(expected, 9);
  EXPECT_EQ(concurrency::atomic_exchange(&i, 4), 9);
}
