// RUN: %amp-clang %s -o %t
// RUN: env POCL_DEVICES="pthread pthread" AMP_CLANG_LOG=3 %run %t 2>%t.log | FileCheck %s
// RUN: FileCheck --check-prefix=LOG %s < %t.log
// As if the devices did not share host memory: contiguous copies between them
// go through pinned chunks, pipelined (1 MiB chunks, 3 of them, for 5 MiB);
// the column (rows apart) through a buffer of its own.
// RUN: env POCL_DEVICES="pthread pthread" AMP_CLANG_LOG=3 AMP_CLANG_TRANSFER_STAGING=always AMP_CLANG_TRANSFER_CHUNK_MB=1 %t 2>%t.staged.log | FileCheck %s
// RUN: FileCheck --check-prefix=STAGED %s < %t.staged.log
// Section copies between data that live on devices (halo exchanges): only the
// section's bytes move, device to device on one device, through the host
// between two; copy_async between devices completes later; copies between
// views and host ranges move the view's rows alone; the kernels that follow
// see the copied values, and the host sees them too.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;
using amp_clang::detail::get_transfer_stats;
using amp_clang::detail::reset_transfer_stats;

static int bad = 0;
static void expect_moved(const char *what, std::size_t up, std::size_t down, std::size_t on_device) {
  auto s = get_transfer_stats();
  if (s.bytes_to_device != up || s.bytes_to_host != down || s.bytes_on_device != on_device) {
    std::printf("FAIL %s: %zu up, %zu down, %zu on a device (want %zu, %zu, %zu)\n", what, s.bytes_to_device,
                s.bytes_to_host, s.bytes_on_device, up, down, on_device);
    ++bad;
  }
  reset_transfer_stats();
}

int main() {
  std::vector<accelerator> all = accelerator::get_all();
  if (all.size() < 2) {
    std::printf("FAIL: %zu devices\n", all.size());
    return 1;
  }
  accelerator_view v0 = all[0].get_default_view(), v1 = all[1].get_default_view();
  const int rows = 64, cols = 32, row_bytes = cols * sizeof(int);
  array<int, 2> a(rows, cols, v0), c(rows, cols, v0), b(rows, cols, v1);
  parallel_for_each(a.extent, [&a, &c](index<2> i) restrict(amp) {
    a[i] = i[0] * 1000 + i[1];
    c[i] = -1;
  });
  parallel_for_each(b.extent, [&b](index<2> i) restrict(amp) { b[i] = -2; });
  reset_transfer_stats();

  // Device 0 -> device 1, one row: its bytes up and down, nothing else.
  copy(a.section(index<2>(0, 0), extent<2>(1, cols)), b.section(index<2>(63, 0), extent<2>(1, cols)));
  expect_moved("row between devices", row_bytes, row_bytes, 0);
  // One device: two rows copied by the device itself.
  copy(a.section(index<2>(1, 0), extent<2>(2, cols)), c.section(index<2>(10, 0), extent<2>(2, cols)));
  expect_moved("rows on one device", 0, 0, 2 * row_bytes);
  // A column (64 separate elements) between devices.
  copy(a.section(index<2>(0, 5), extent<2>(rows, 1)), b.section(index<2>(0, 7), extent<2>(rows, 1)));
  expect_moved("column between devices", rows * sizeof(int), rows * sizeof(int), 0);
  // copy_async between devices: done once the future is.
  completion_future f = copy_async(a.section(index<2>(2, 0), extent<2>(1, cols)), b.section(index<2>(0, 0), extent<2>(1, cols)));
  f.get();
  expect_moved("copy_async between devices", row_bytes, row_bytes, 0);
  // A host range into a row of device data, and the row back out.
  std::vector<int> row(cols);
  for (int j = 0; j < cols; ++j) row[j] = 7000 + j;
  copy(row.begin(), row.end(), b.section(index<2>(5, 0), extent<2>(1, cols)));
  expect_moved("host range into a row", row_bytes, 0, 0);
  std::vector<int> back(cols);
  copy(b.section(index<2>(5, 0), extent<2>(1, cols)), back.begin());
  expect_moved("a row out", 0, row_bytes, 0);
  for (int j = 0; j < cols; ++j)
    if (back[j] != 7000 + j) ++bad;
  // Host data (current on the host) into a row of device data.
  std::vector<int> host(cols, 42);
  array_view<int, 2> hv(1, cols, host);
  copy(hv, b.section(index<2>(6, 0), extent<2>(1, cols)));
  expect_moved("host view into a row", row_bytes, 0, 0);

  // A kernel on device 1 reads what the copies wrote.
  array<int, 1> seen(4, v1);
  parallel_for_each(v1, seen.extent, [&b, &seen](index<1> i) restrict(amp) {
    seen[i] = i[0] == 0 ? b(63, 3) : i[0] == 1 ? b(9, 7) : i[0] == 2 ? b(0, 4) : b(6, 0);
  });
  std::vector<int> s = seen;
  if (s[0] != 3 || s[1] != 9005 || s[2] != 2004 || s[3] != 42) {
    std::printf("FAIL kernel after copies: %d %d %d %d\n", s[0], s[1], s[2], s[3]);
    ++bad;
  }
  // Every element on the host, against what the copies should have made.
  std::vector<int> hb = b, hc = c;
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) {
      int want = -2;
      if (i == 63) want = j;
      if (j == 7) want = i * 1000 + 5;
      if (i == 0) want = 2000 + j;
      if (i == 5) want = 7000 + j;
      if (i == 6) want = 42;
      int want_c = i == 10 || i == 11 ? (i - 9) * 1000 + j : -1;
      if (hb[i * cols + j] != want || hc[i * cols + j] != want_c) {
        if (bad < 10) std::printf("FAIL (%d,%d): b %d (want %d), c %d (want %d)\n", i, j, hb[i * cols + j], want,
                                  hc[i * cols + j], want_c);
        ++bad;
      }
    }
  // Whole arrays of 5 MiB between the devices, then back, once with copy_async.
  const int big = 5 << 18;
  array<int, 1> x(big, v0), y(big, v1);
  parallel_for_each(x.extent, [&x](index<1> i) restrict(amp) { x[i] = i[0] * 3 + 1; });
  parallel_for_each(y.extent, [&y](index<1> i) restrict(amp) { y[i] = 0; });
  copy(x, y);
  parallel_for_each(x.extent, [&x](index<1> i) restrict(amp) { x[i] = -1; });
  copy_async(y, x).get();
  std::vector<int> hx = x, hy = y;
  for (int i = 0; i < big; ++i)
    if (hx[i] != i * 3 + 1 || hy[i] != i * 3 + 1) {
      if (bad < 10) std::printf("FAIL whole arrays at %d: %d %d\n", i, hx[i], hy[i]);
      ++bad;
    }
  std::printf("%s\n", bad ? "FAILED" : "section copies ok");
  return bad != 0;
}
// CHECK-NOT: FAIL
// CHECK: section copies ok

// LOG: device 0 -> host: 128 bytes of a section read
// LOG: host -> device 1: 128 bytes of a section written
// LOG: device 0 copy: 256 bytes of a section, 1 runs
// LOG: device 0 -> host: 256 bytes of a section read
// LOG: host -> device 1: 256 bytes of a section written
// LOG: device 0 -> host: 128 bytes of a section read
// LOG: host -> device 1: 128 bytes of a section written
// LOG: host -> device: 128 bytes of a section, 1 runs
// LOG: device -> host: 128 bytes of a section, 1 runs
// LOG: host -> device 1: 128 bytes of a section

// STAGED: section copy issued: 128 bytes, device 0 -> device 1, pipelined
// STAGED: section copy issued: 256 bytes, device 0 -> device 1{{$}}
// STAGED: section copy issued: 5242880 bytes, device 0 -> device 1, pipelined
// STAGED: section copy issued: 5242880 bytes, device 1 -> device 0, pipelined
