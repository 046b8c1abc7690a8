// RUN: %amp-clang -O2 %s -o %t
// RUN: env AMP_CLANG_TRANSFER_STAGING=always AMP_CLANG_TRANSFER_CHUNK_MB=1 AMP_CLANG_TRANSFER_THREADS=3 AMP_CLANG_LOG=3 %run %t 2>%t.log | FileCheck %s
// RUN: FileCheck %s --check-prefix=LOG < %t.log
// RUN: env AMP_CLANG_TRANSFER_STAGING=always AMP_CLANG_TRANSFER_CHUNK_MB=1 AMP_CLANG_TRANSFER_THREADS=1 %run %t | FileCheck %s
// RUN: env AMP_CLANG_TRANSFER_STAGING=0 %run %t | FileCheck %s
// Copies through the runtime's pinned staging chunks (runtime/transfer.cpp),
// which a device that shares host memory skips: forced here on PoCL, with
// 1 MiB chunks so that every copy takes several, the last one partial, and
// with and without helper threads. Each byte must arrive where it belongs.
// LOG: transfers: 3 pinned chunks of 1048576 bytes on {{.*}}, 3 copying threads
// LOG: host -> device (copy-in): 3195108 bytes
// LOG: device -> host (copy-out): 3195108 bytes
// LOG: staging array: 3195108 bytes of pinned memory for {{.*}}
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

static int failures = 0;
static void expect(bool ok, const char *what) {
  if (!ok) {
    std::printf("FAIL: %s\n", what);
    ++failures;
  }
}

int main() {
  const int n = 3 * 262144 + 12345; // 3 MiB and 48 KiB of floats: 4 chunks, the last partial
  std::vector<float> host(n);
  for (int i = 0; i < n; ++i)
    host[i] = float(i);

  // copy(vector -> array): all the bytes, straight to the device.
  array<float, 1> a(n);
  copy(host.begin(), host.end(), a);
  parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] = 2.0f * a[i] + 1.0f; });
  std::vector<float> back(n, -1.0f);
  copy(a, back.begin()); // copy(array -> vector): straight from the device
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok = ok && back[i] == 2.0f * float(i) + 1.0f;
  expect(ok, "copy in, kernel, copy out");
  // CHECK: copies through the array: {{[0-9]+}} elements right
  std::printf("copies through the array: %d elements right\n", ok ? n : 0);

  // From a pointer, and read back on the host (a download into the array's memory).
  copy(host.data(), host.data() + n, a);
  expect(a[n - 1] == float(n - 1) && a[0] == 0.0f && a[262144] == 262144.0f, "copy from a pointer, host reads");

  // An array_view over a vector: uploaded, written, synchronized.
  std::vector<float> data(host);
  array_view<float, 1> v(n, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 0.5f; });
  v.synchronize();
  ok = true;
  for (int i = 0; i < n; ++i)
    ok = ok && data[i] == float(i) + 0.5f;
  expect(ok, "array_view round trip");

  // copy() out of a view whose device copy is newer reads the device copy.
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 1.0f; });
  std::vector<float> out(n);
  copy(v, out.begin());
  expect(out[n - 1] == float(n - 1) + 1.5f && out[1048575 % n] == float(1048575 % n) + 1.5f, "copy out of a view");

  // Rank 2, a section written by a kernel, then the whole read back.
  array<int, 2> m(1024, 1031);
  std::vector<int> cells(1024 * 1031);
  for (int i = 0; i < 1024 * 1031; ++i)
    cells[i] = i;
  copy(cells.begin(), cells.end(), m);
  array_view<int, 2> part = m.section(index<2>(100, 7), extent<2>(900, 1000));
  parallel_for_each(part.extent, [=](index<2> i) restrict(amp) { part[i] = -part[i]; });
  copy(m, cells.begin());
  ok = true;
  for (int r = 0; r < 1024; ++r)
    for (int c = 0; c < 1031; ++c) {
      const int at = r * 1031 + c;
      const bool in = r >= 100 && r < 1000 && c >= 7 && c < 1007;
      ok = ok && cells[at] == (in ? -at : at);
    }
  expect(ok, "rank 2 with a section written");
  // A staging array (cpu accelerator, associated with the device's view) to
  // a device array and back, each one transfer.
  accelerator_view dev = accelerator().default_view;
  array<float, 1> staging(extent<1>(n), accelerator(accelerator::cpu_accelerator).default_view, dev);
  array<float, 1> d(extent<1>(n), dev);
  for (int i = 0; i < n; ++i)
    staging[i] = float(i);
  copy(staging, d);
  parallel_for_each(d.extent, [&d](index<1> i) restrict(amp) { d[i] -= 3.0f; });
  copy(d, staging);
  ok = true;
  for (int i = 0; i < n; ++i)
    ok = ok && staging[i] == float(i) - 3.0f;
  expect(ok, "staging array to a device array and back");
  // CHECK-NEXT: PASS: 0 failures
  std::printf("%s: %d failures\n", failures ? "FAIL" : "PASS", failures);
  return failures ? 1 : 0;
}
