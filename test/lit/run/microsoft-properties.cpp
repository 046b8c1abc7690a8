// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Microsoft's read-only __declspec(property) data members beside their get_
// functions (the MSVC dialect is on by default), in cpu code and, for
// tile_extent, in amp code; and get_source_accelerator_view on a view without
// a data source, which throws.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

int main() {
  accelerator acc;
  accelerator_view av = acc.default_view;
  array<int, 1> arr(4, av);
  array_view<int, 1> view(arr);
  std::printf("array %d %d %d\n", arr.accelerator_view == arr.get_accelerator_view(),
              arr.associated_accelerator_view == arr.get_associated_accelerator_view(),
              arr.cpu_access_type == arr.get_cpu_access_type());
  // CHECK: array 1 1 1
  std::printf("view %d\n", view.source_accelerator_view == view.get_source_accelerator_view());
  // CHECK: view 1
  std::printf("accelerator_view %d %d %d\n", av.is_debug == av.get_is_debug(), av.version == av.get_version(),
              av.is_auto_selection == av.get_is_auto_selection());
  // CHECK: accelerator_view 1 1 1
  std::printf("accelerator %d\n", acc.default_cpu_access_type == acc.get_default_cpu_access_type());
  // CHECK: accelerator 1
  tiled_extent<2, 4> te = extent<2>(4, 8).tile<2, 4>();
  std::printf("tile_extent %d %d\n", te.tile_extent[0], te.tile_extent[1]);
  // CHECK: tile_extent 2 4

  int out[8] = {};
  array_view<int, 1> ov(8, out);
  parallel_for_each(ov.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    ov[t] = t.tile_extent[0] * 10 + t.local[0];
  });
  ov.synchronize();
  std::printf("kernel %d %d\n", out[0], out[7]);
  // CHECK: kernel 40 43

  array_view<int, 1> sourceless(4);
  try {
    sourceless.get_source_accelerator_view();
    std::printf("no throw\n");
  } catch (const runtime_exception &e) {
    std::printf("runtime_exception: %s\n", e.what());
  }
  // CHECK: runtime_exception: array_view::get_source_accelerator_view: the view has no data source
}
