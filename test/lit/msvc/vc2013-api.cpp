// RUN: %amp-clang %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD
// RUN: %t | FileCheck %s
// RUN: not %amp-clang -fno-ms-extensions -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=STRICT --implicit-check-not=error:
// RUN: %amp-clang -emit-opencl %s -o - 2>/dev/null | FileCheck %s --check-prefix=CL
// The Visual C++ 2013 additions and habits of Visual C++ code:
// get_auto_selection_view, the device-path constants (direct3d_warp names
// the first CPU OpenCL device, direct3d_ref the host accelerator), get_accelerator,
// get_source_accelerator_view, #pragma region (all in every build), and
// `typename decltype`, which needs the MSVC dialect (on by default).
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace Concurrency;

#pragma region kernels
int main() {
  std::vector<int> data(8, 1);
  array_view<int, 1> view(8, data);
  accelerator_view automatic = accelerator::get_auto_selection_view();
  parallel_for_each(automatic, view.extent, [=](index<1> idx) restrict(amp) {
    typename decltype(view[idx]) element = view[idx]; // BUILD: warning: expected a qualified name after 'typename'
    view[idx] = element + idx[0];
  });
  view.synchronize();
  std::printf("auto selection: %d %d\n", data[0], data[7]);
  // Host memory is the cpu accelerator's, as Microsoft's runtime answers.
  std::printf("source view is the cpu's: %d\n",
              view.get_source_accelerator_view().get_accelerator().get_device_path() == accelerator::cpu_accelerator);
  std::printf("cpu: %d, default: %d\n", accelerator(accelerator::cpu_accelerator).get_device_path() == accelerator::cpu_accelerator,
              accelerator(accelerator::default_accelerator) == accelerator());
  for (const wchar_t *path : {accelerator::direct3d_warp, accelerator::direct3d_ref}) {
    bool listed = false;
    for (const accelerator &a : accelerator::get_all())
      listed |= a.get_device_path() == path;
    // WARP stands for the first CPU OpenCL device (not emulated, an OpenCL
    // device: docs/devices.md), else for REF (emulated).
    accelerator named(path);
    const bool as_named = named.get_device_path() == path || named == accelerator(accelerator::direct3d_ref);
    const bool is_ref = named == accelerator(accelerator::direct3d_ref);
    std::printf("%ls listed: %d, made: %d, emulated as REF is: %d\n", path, listed || !as_named, as_named,
                named.get_is_emulated() == is_ref);
  }
  return 0;
}
#pragma endregion
// BUILD-NOT: error
// STRICT: vc2013-api.cpp:21:14: error: expected a qualified name after 'typename'
// CHECK: auto selection: 1 8
// CHECK: source view is the cpu's: 1
// CHECK: cpu: 1, default: 1
// CHECK: direct3d\warp listed: 1, made: 1, emulated as REF is: 1
// CHECK: direct3d\ref listed: 1, made: 1, emulated as REF is: 1
// CL: __global int *element = &(amp_cv_c0_view.data[
