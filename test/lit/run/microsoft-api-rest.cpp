// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Members of Microsoft's C++ AMP reference beyond the everyday ones.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

int main() {
  // array_view over a C array, its extent the array's length; const views of
  // const arrays.
  int c[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  const int k[4] = {10, 20, 30, 40};
  array_view<int, 1> cv(c);
  array_view<const int, 1> kv(k);
  parallel_for_each(cv.extent, [=](index<1> i) restrict(amp) { cv[i] += kv[i % 4]; });
  // The synchronize family with Microsoft's access_type argument.
  cv.synchronize(access_type_read);
  cv.synchronize_async(access_type_read_write).get();
  cv.synchronize_to(accelerator().default_view, access_type_read);
  cv.synchronize_to_async(accelerator().default_view, access_type_read).wait();
  std::printf("c-array %d %d %d\n", cv.extent[0], c[0], c[7]);
  // CHECK: c-array 8 11 48

  // tiled_index's tile dimensions; tiled_extent assigned and default
  // constructed in amp code.
  int o[8] = {};
  array_view<int, 1> ov(8, o);
  parallel_for_each(ov.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tiled_extent<4> whole(extent<1>(16));
    tiled_extent<4> copy;
    copy = whole;
    ov[t] = t.tile_dim0 * 100 + copy[0];
  });
  ov.synchronize();
  std::printf("tiles %d %d %d\n", o[0], tiled_index<4, 2, 2>::tile_dim1, tiled_index<8, 3>::tile_dim1);
  // CHECK: tiles 416 2 3

  // A view's source is the array's accelerator_view, a created one included.
  accelerator acc;
  accelerator_view created = acc.create_view();
  array<int, 1> on_created(4, created);
  array_view<int, 1> over_array(on_created);
  std::printf("source %d %d\n", over_array.get_source_accelerator_view() == created,
              over_array.get_source_accelerator_view() == acc.default_view);
  // CHECK: source 1 0

  // Exceptions and constants.
  try {
    throw uninitialized_object("not yet");
  } catch (const runtime_exception &e) {
    std::printf("uninitialized_object %s\n", e.what());
  }
  // CHECK: uninitialized_object not yet
  accelerator_view_removed removed(7);
  std::printf("removed %d\n", removed.get_view_removed_reason());
  // CHECK: removed 7
  std::printf("limits %u %u\n", HLSL_MAX_NUM_BUFFERS, MODULENAME_MAX_LENGTH);
  // CHECK: limits 192 1024

  // set_default: once the default is used it is fixed; amp_uninitialize lets
  // the next use choose again.
  std::wstring path = accelerator().device_path;
  std::printf("set_default %d\n", accelerator::set_default(path));
  // CHECK: set_default 0
  amp_uninitialize();
  bool first = accelerator::set_default(path), second = accelerator::set_default(path);
  std::printf("after amp_uninitialize %d %d\n", first, second);
  // CHECK: after amp_uninitialize 1 0
}
