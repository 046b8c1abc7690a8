// What <amp_opencl.h>'s templates call: an array's data source, and the
// runtime's side of get_buffer and make_array (runtime/opencl_interop.cpp).
// Everything here calls OpenCL inside the runtime, so a program that only
// passes the handles on needs no -lOpenCL of its own.
#pragma once

#include <amp_clang/accelerator.h>
#include <amp_clang/array.h>
#include <amp_clang/storage.h>

#include <CL/cl.h>

#include <cstddef>
#include <memory>

namespace amp_clang::detail {

/// The way into an array's data source (a friend of array).
struct opencl_access {
  template <class _AmpT, int _AmpN>
  static storage &storage_of(const concurrency::array<_AmpT, _AmpN> &a) {
    return *a.m_storage;
  }
};

/// get_buffer: the buffer of \p data on \p view's device, current there and
/// marked as the newest copy, the view's queue flushed; retained for the caller.
cl_mem opencl_buffer_of(storage &data, const concurrency::accelerator_view &view);

/// make_array: \p buffer (checked: a buffer of \p view's context, read-write,
/// of at least data.bytes() bytes) becomes \p data's device copy on \p view's
/// device, holding the array's contents; the runtime retains it.
void adopt_opencl_buffer(storage &data, const concurrency::accelerator_view &view, cl_mem buffer);

} // namespace amp_clang::detail
