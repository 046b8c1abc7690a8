// RUN: %amp-clang %s -o %t
// RUN: env POCL_DEVICES="pthread pthread" AMP_CLANG_LOG=3 %run %t 2>%t.log | FileCheck %s
// RUN: FileCheck --check-prefix=LOG %s < %t.log
// Data on two accelerators (PoCL configured with two devices): an array lives
// on the view it was made on and launches that name no view run there; a launch
// on a view runs on that view's device; an array_view's data follows the
// launches through the host; copies between arrays of two devices are exact;
// the cpu accelerator runs no kernel, not even on a staging array, with Microsoft's exception and words.
#include <amp.h>

#include <cstdio>
#include <cstring>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<accelerator> all = accelerator::get_all();
  if (all.size() < 2) {
    std::printf("FAIL: %zu devices\n", all.size());
    return 1;
  }
  accelerator_view v0 = all[0].get_default_view(), v1 = all[1].get_default_view();
  int bad = 0;

  // An array on device 1: the launch naming no view runs there.
  array<int, 1> on1(64, v1);
  std::fprintf(stderr, "--- array on device 1\n");
  parallel_for_each(on1.extent, [&on1](index<1> i) restrict(amp) { on1[i] = i[0] * 2; });
  std::vector<int> out(64);
  copy(on1, out.begin());
  for (int i = 0; i < 64; ++i) bad += out[i] != i * 2;
  std::printf("array on device 1: %s\n", bad ? "FAIL" : "PASS");

  // One array_view used on device 0, then device 1, then the host.
  std::vector<int> data(64, 0);
  array_view<int, 1> av(64, data);
  std::fprintf(stderr, "--- view on device 0\n");
  parallel_for_each(v0, av.extent, [=](index<1> i) restrict(amp) { av[i] = i[0]; });
  std::fprintf(stderr, "--- view on device 1\n");
  parallel_for_each(v1, av.extent, [=](index<1> i) restrict(amp) { av[i] += 1000; });
  av.synchronize();
  int moved = 0;
  for (int i = 0; i < 64; ++i) moved += data[i] != i + 1000;
  std::printf("view across devices: %s\n", moved ? "FAIL" : "PASS");
  bad += moved;

  // Copies between arrays of two devices.
  array<int, 1> on0(64, v0);
  copy(on1, on0);
  std::fprintf(stderr, "--- array on device 0\n");
  parallel_for_each(on0.extent, [&on0](index<1> i) restrict(amp) { on0[i] += 1; });
  std::vector<int> back = on0;
  int copied = 0;
  for (int i = 0; i < 64; ++i) copied += back[i] != i * 2 + 1;
  std::printf("copy between devices: %s\n", copied ? "FAIL" : "PASS");
  bad += copied;

  // The cpu accelerator: host memory, no kernels.
  accelerator cpu(accelerator::cpu_accelerator);
  array<int, 1> host(64, cpu.get_default_view());
  try {
    parallel_for_each(host.extent, [&host](index<1> i) restrict(amp) { host[i] = 1; });
    std::printf("cpu array: FAIL (launched)\n");
    ++bad;
  } catch (const runtime_exception &e) {
    std::printf("cpu array: %s\n", e.what());
  }
  array<int, 1> staging(64, cpu.get_default_view(), v0);
  try {
    parallel_for_each(staging.extent, [&staging](index<1> i) restrict(amp) { staging[i] = 1; });
    std::printf("staging array: FAIL (launched)\n");
    ++bad;
  } catch (const runtime_exception &e) {
    std::printf("staging array: %s\n", e.what());
  }
  copy(on0, staging); // copies reach it
  int staged = 0;
  for (int i = 0; i < 64; ++i) staged += staging[i] != i * 2 + 1;
  std::printf("copy into staging array: %s\n", staged ? "FAIL" : "PASS");
  bad += staged;
  try {
    parallel_for_each(cpu.get_default_view(), av.extent, [=](index<1> i) restrict(amp) { av[i] = 0; });
    std::printf("cpu view: FAIL (launched)\n");
    ++bad;
  } catch (const runtime_exception &e) {
    std::printf("cpu view: %s\n", e.what());
  }
  // An array_view over an array on the cpu accelerator is host data: the
  // launch runs on the default accelerator and the view brings the data back.
  for (int i = 0; i < 64; ++i) host[i] = i;
  for (int round = 0; round < 3; ++round) {
    array_view<int, 1> over_host(host);
    parallel_for_each(over_host.extent, [=](index<1> i) restrict(amp) { over_host[i] += i[0]; });
    over_host.synchronize();
  }
  int viewed = 0;
  for (int i = 0; i < 64; ++i) viewed += host[i] != 4 * i;
  std::printf("view over cpu array: %s\n", viewed ? "FAIL" : "PASS");
  bad += viewed;
  return bad;
}
// CHECK: array on device 1: PASS
// CHECK: view across devices: PASS
// CHECK: copy between devices: PASS
// CHECK: cpu array: concurrency::parallel_for_each is not supported on the selected accelerator "CPU accelerator".
// CHECK: staging array: concurrency::parallel_for_each is not supported on the selected accelerator "CPU accelerator".
// CHECK: copy into staging array: PASS
// CHECK: cpu view: concurrency::parallel_for_each is not supported on the selected accelerator "CPU accelerator".
// CHECK: view over cpu array: PASS
// CHECK-NOT: FAIL
// LOG-LABEL: --- array on device 1
// LOG: launch {{.*}} on device 1
// LOG-LABEL: --- view on device 0
// LOG: launch {{.*}} on device 0
// LOG-LABEL: --- view on device 1
// LOG: leaving device 0
// LOG: launch {{.*}} on device 1
// LOG-LABEL: --- array on device 0
// LOG: launch {{.*}} on device 0
