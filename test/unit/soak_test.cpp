// Soak: every kind of transfer, launch and copy, a few hundred times; resident memory must stay flat.
//
// A leak of an OpenCL object a call (an event overwritten unreleased, a buffer
// made in a loop) is invisible to ASan when the driver keeps it reachable; it
// shows as resident memory that grows with every call. One column copy of the
// 2-D array below is n runs, so a leaked event a run grows the process by
// n events a copy (about 150 KB a copy at n = 512 on PoCL), while a flat
// process moves by less than the margin after its warm-up.
#include "test_kernels.h"

#include <amp.h>

#include <cstdio>
#include <numeric>
#include <vector>

#include <unistd.h>

using concurrency::array;
using concurrency::array_view;
using concurrency::extent;

namespace {

/// Resident memory of this process in bytes (/proc/self/statm's second field).
long resident_bytes() {
  long pages = 0, resident = 0;
  if (FILE *f = std::fopen("/proc/self/statm", "r")) {
    if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
    std::fclose(f);
  }
  return resident * sysconf(_SC_PAGESIZE);
}

constexpr int n = 512;        ///< rows and columns of the 2-D arrays (n runs a column)
constexpr int warm_up = 30;   ///< rounds before the first measurement
constexpr int rounds = 300;   ///< rounds measured
/// Growth allowed over the measured rounds. Without leaks it is a few hundred
/// KB (malloc's arenas settling); one leaked event a run of a column copy
/// alone is tens of MB over these rounds.
constexpr long margin = 4L << 20;

/// out = in + 1000 * i + j, on the device (the launch makes `out` newer there).
void add2d(const array<int, 2> &in, array<int, 2> &out) {
  amp_clang::launch(amp_test::k_add2d, out.extent, [&](amp_clang::launch_args &args) {
    args.view(8, in);
    args.view(28, out);
  });
}
void add2d(const array<int, 2> &in, const array_view<int, 2> &out) {
  amp_clang::launch(amp_test::k_add2d, out.extent, [&](amp_clang::launch_args &args) {
    args.view(8, in);
    args.view(28, out);
  });
}

/// One round of everything: launches, whole copies both ways, row and column
/// sections both ways, array-to-array copies (whole, column, asynchronous),
/// array_view synchronize / refresh / discard, and a rank-1 launch and copy.
struct workload {
  std::vector<int> zeros = std::vector<int>(n * n, 0), whole = std::vector<int>(n * n), column = std::vector<int>(n),
                   rows = std::vector<int>(4 * n), host = std::vector<int>(n * n, 0);
  std::vector<float> ones = std::vector<float>(n * 4, 1.0f), floats = std::vector<float>(n * 4);
  array<int, 2> a{extent<2>(n, n), zeros.begin()}, b{extent<2>(n, n)}, c{extent<2>(n, n)};
  array<float, 1> f{extent<1>(n * 4), ones.begin()};
  array_view<int, 2> hv{n, n, host};

  void round() {
    add2d(a, b); // b, c newer on the device: section copies go to and from it alone
    add2d(a, c);
    // Whole copies, both ways.
    concurrency::copy(b, whole.begin());
    concurrency::copy(whole.begin(), whole.end(), a);
    // Row sections (one run), both ways.
    add2d(a, b);
    concurrency::copy(b.section(2, 0, 4, n), rows.begin());
    concurrency::copy(rows.begin(), rows.end(), b.section(10, 0, 4, n));
    // Column sections (n runs), both ways.
    concurrency::copy(b.section(0, 5, n, 1), column.begin());
    concurrency::copy(column.begin(), column.end(), b.section(0, 7, n, 1));
    // Array to array on one device: whole, a column, and asynchronously.
    concurrency::copy(b, c);
    concurrency::copy(b.section(0, 3, n, 1), c.section(0, 4, n, 1));
    concurrency::copy_async(b, c).wait();
    // array_view over host memory: synchronize, refresh, discard.
    add2d(a, hv);
    hv.synchronize();
    host[1] = -1;
    hv.refresh();
    add2d(a, hv);
    hv.discard_data();
    add2d(a, hv);
    hv.synchronize();
    // Rank 1: a launch and a whole copy out.
    amp_clang::launch(amp_test::k_inc, f.extent, [&](amp_clang::launch_args &args) { args.view(4, f); });
    concurrency::copy(f, floats.begin());
  }
};

TEST(soak, resident_memory_stays_flat_over_hundreds_of_transfers) {
  workload w;
  for (int i = 0; i < warm_up; ++i) w.round();
  const long before = resident_bytes();
  ASSERT_GT(before, 0) << "/proc/self/statm unreadable";
  for (int i = 0; i < rounds; ++i) w.round();
  const long after = resident_bytes();
  // What the rounds computed: the last copies landed, so the runtime did the work it was timed on.
  EXPECT_EQ(w.host[3 * n + 2], w.whole[3 * n + 2] + 3000 + 2); // hv = a + 1000 i + j, a = whole
  EXPECT_EQ(w.column[9], w.whole[9 * n + 5] + 1000 * 9 + 5); // b's column 5 after a = old b
  EXPECT_EQ(w.floats[7], 1.0f + warm_up + rounds);
  std::printf("soak: resident %ld KB after %d warm-up rounds, %ld KB after %d more: %+ld KB (margin %ld KB)\n",
              before >> 10, warm_up, after >> 10, rounds, (after - before) >> 10, margin >> 10);
  EXPECT_LT(after - before, margin) << "resident memory grew by " << ((after - before) >> 10) << " KB over " << rounds
                                    << " rounds: something is leaked each transfer, launch or copy";
}

} // namespace

namespace {

/// Between two devices (POCL_DEVICES="pthread pthread", ctest's
/// soak_two_devices): column copies go through host memory, a read of n runs
/// on one queue and a write of n runs on the other; whole copies through the
/// pinned chunks (AMP_CLANG_TRANSFER_STAGING=always there).
TEST(soak, two_devices_resident_memory_stays_flat) {
  std::vector<concurrency::accelerator> gpus;
  for (const auto &acc : concurrency::accelerator::get_all())
    if (acc.get_device_path().rfind(L"opencl:", 0) == 0 || acc.get_device_path() == concurrency::accelerator::direct3d_warp)
      gpus.push_back(acc);
  if (gpus.size() < 2) GTEST_SKIP() << "one OpenCL device (ctest runs this with POCL_DEVICES=\"pthread pthread\")";
  std::vector<int> zeros(n * n, 0), column(n);
  array<int, 2> src(extent<2>(n, n), zeros.begin(), gpus[0].get_default_view()), a(extent<2>(n, n), gpus[0].get_default_view()),
      b(extent<2>(n, n), gpus[1].get_default_view()), src1(extent<2>(n, n), zeros.begin(), gpus[1].get_default_view());
  auto round = [&] {
    add2d(src, a);
    add2d(src1, b);
    concurrency::copy(a.section(0, 5, n, 1), b.section(0, 7, n, 1)); // n runs each way
    concurrency::copy_async(a.section(0, 6, n, 1), b.section(0, 8, n, 1)).wait();
    concurrency::copy(a, b); // one run: pinned chunks where staging applies
    concurrency::copy(b.section(0, 9, n, 1), column.begin());
  };
  for (int i = 0; i < warm_up; ++i) round();
  const long before = resident_bytes();
  for (int i = 0; i < rounds; ++i) round();
  const long after = resident_bytes();
  EXPECT_EQ(column[11], 11 * 1000 + 9); // b = a = src + 1000 i + j, src all zeros
  std::printf("soak (two devices): resident %ld KB after %d warm-up rounds, %ld KB after %d more: %+ld KB\n",
              before >> 10, warm_up, after >> 10, rounds, (after - before) >> 10);
  EXPECT_LT(after - before, margin) << "resident memory grew by " << ((after - before) >> 10) << " KB over " << rounds
                                    << " rounds of copies between devices";
}

} // namespace
