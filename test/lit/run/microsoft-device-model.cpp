// RUN: %amp-clang %s -o %t
// RUN: env -u AMP_CLANG_DEVICE %t | FileCheck %s
// RUN: env -u AMP_CLANG_DEVICE %t set-default-ref | FileCheck %s --check-prefix=SETREF
// Microsoft's device model: direct3d_ref is the host accelerator, direct3d_warp
// the first CPU OpenCL device (else the host accelerator); REF and the cpu
// accelerator are emulated, OpenCL devices (WARP's too) are not, as
// docs/devices.md explains. Microsoft's samples start
// with `if (device == accelerator(accelerator::direct3d_ref)) warn(...)`.
// Plain %t, not %run: it prints device paths, and the default must be the
// OpenCL device (on a machine with a GPU, and with PoCL alone).
#include <amp.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace concurrency;

namespace {

/// Runs a kernel on the view; 1 when the result is right.
int runs(const accelerator_view &v) {
  std::vector<int> data(256);
  array_view<int, 1> av(256, data);
  parallel_for_each(v, av.extent, [=](index<1> i) restrict(amp) { av[i] = i[0] * 3; });
  av.synchronize();
  for (int i = 0; i < 256; ++i)
    if (data[i] != i * 3) return 0;
  return 1;
}

int listed(const std::vector<accelerator> &all, const wchar_t *path) {
  int n = 0;
  for (const accelerator &a : all) n += a.get_device_path() == path;
  return n;
}

} // namespace

int main(int argc, char **argv) {
  if (argc > 1 && std::strcmp(argv[1], "set-default-ref") == 0) {
    // SETREF: set_default(direct3d_ref) true, default == REF 1, runs 1
    const bool set = accelerator::set_default(accelerator::direct3d_ref);
    std::printf("set_default(direct3d_ref) %s, default == REF %d, runs %d\n", set ? "true" : "false",
                accelerator() == accelerator(accelerator::direct3d_ref), runs(accelerator().get_default_view()));
    return 0;
  }

  accelerator device;
  // CHECK: the default is not REF
  if (device == accelerator(accelerator::direct3d_ref))
    std::printf("WARNING: running on the slow REF device\n");
  else
    std::printf("the default is not REF\n");

  accelerator ref(accelerator::direct3d_ref);
  // CHECK-NEXT: REF: direct3d\ref emulated 1 doubles 1 runs 1
  std::printf("REF: %ls emulated %d doubles %d runs %d\n", ref.get_device_path().c_str(), ref.get_is_emulated(),
              ref.get_supports_double_precision(), runs(ref.get_default_view()));
  // CHECK-NEXT: host names REF: 1
  std::printf("host names REF: %d\n", accelerator(L"host") == ref);

  // WARP is the first CPU OpenCL device, else REF.
  accelerator warp(accelerator::direct3d_warp);
  const bool has_cpu_device = warp != ref;
  // CHECK-NEXT: WARP: emulated as REF is 1 runs 1 path ok 1
  std::printf("WARP: emulated as REF is %d runs %d path ok %d\n", warp.get_is_emulated() == !has_cpu_device,
              runs(warp.get_default_view()),
              warp.get_device_path() == (has_cpu_device ? accelerator::direct3d_warp : accelerator::direct3d_ref));

  // Microsoft's cpu accelerator: staging arrays only, with Microsoft's properties.
  accelerator cpu(accelerator::cpu_accelerator);
  // CHECK-NEXT: cpu: cpu "CPU accelerator" version 1 emulated 1 doubles 0 0 display 0 debug 0 shared 1 memory 1
  std::printf("cpu: %ls \"%ls\" version %u emulated %d doubles %d %d display %d debug %d shared %d memory %d\n",
              cpu.get_device_path().c_str(), cpu.get_description().c_str(), cpu.get_version(), cpu.get_is_emulated(),
              cpu.get_supports_double_precision(), cpu.get_supports_limited_double_precision(), cpu.get_has_display(),
              cpu.get_is_debug(), cpu.get_supports_cpu_shared_memory(), cpu.get_dedicated_memory() > 0);

  // get_all(): every accelerator once, REF and the cpu accelerator last; each
  // made again from its path is the same; emulated exactly for REF and the
  // cpu accelerator.
  std::vector<accelerator> all = accelerator::get_all();
  // CHECK-NEXT: listed: REF 1 cpu 1 WARP 1 last cpu 1 default 1
  std::printf("listed: REF %d cpu %d WARP %d last cpu %d default %d\n", listed(all, accelerator::direct3d_ref),
              listed(all, accelerator::cpu_accelerator),
              listed(all, accelerator::direct3d_warp) == (has_cpu_device ? 1 : 0),
              all.back().get_device_path() == accelerator::cpu_accelerator,
              listed(all, device.get_device_path().c_str()));
  int bad = 0;
  for (const accelerator &a : all) {
    const std::wstring p = a.get_device_path();
    const bool software = p == accelerator::direct3d_ref || p == accelerator::cpu_accelerator;
    if (software != a.get_is_emulated()) ++bad;
    if (accelerator(p) != a || accelerator(p).get_description() != a.get_description()) ++bad;
  }
  // CHECK-NEXT: get_all mismatches: 0
  std::printf("get_all mismatches: %d\n", bad);
  // The default is never REF: with a GPU it is the GPU, with PoCL alone PoCL.
  // CHECK-NEXT: default emulated: 0
  std::printf("default emulated: %d\n", device.get_is_emulated());
  return 0;
}
