// Setting a launch's kernel arguments: the block, the views' buffers and the
// image variant's images and samplers.
#pragma once

#include "kernel_entry.h"
#include "texture_images.h"

#include <amp_clang/launch.h>

#include <vector>

namespace amp_clang::detail {

/// Sets the block (argument 0: `block_mem`, or the bytes by value) and the
/// views' buffers (1..) on `target`: only what changed since `last` recorded
/// them, so back-to-back launches of one kernel over the same views set
/// nothing. Caller holds the entry's launch lock.
void set_kernel_arguments(cl_kernel target, kernel_entry::set_arguments &last, const launch_args &args,
                          cl_mem block_mem, const std::vector<cl_mem> &mems);

/// The image variant's arguments from `first` on: its images, then its samplers.
void set_image_arguments(cl_kernel target, const kernel_desc &k, cl_uint first, const image_arguments &images);

} // namespace amp_clang::detail
