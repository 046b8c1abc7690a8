// The images and samplers of a kernel's image variant (docs/textures.md,
// Decision 6): a sampled texture_view's level copied into an OpenCL image on
// the device, so that the texture units filter.
#pragma once

#include "device.h"

#include <amp_clang/launch.h>

#include <memory>
#include <vector>

namespace amp_clang::detail {

/// What the image variant takes after the views.
struct image_arguments {
  std::vector<cl_mem> images;       ///< kept by the image cache
  std::vector<cl_sampler> samplers; ///< kept for the life of the process
};

/// Whether this launch runs its kernel's image variant: AMP_CLANG_TEXTURE_IMAGES
/// allows images on `dev` (by default on GPUs, whose texture units filter;
/// "always": any device with images; "0": never), and every image and sampler
/// of `args` has its OpenCL equivalent there (launch_args::images). Then `out`
/// holds them, each image holding its level's texels: copied on the device,
/// in queue order, when they changed since the image last took them.
bool prepare_images(const std::shared_ptr<device_impl> &dev, const launch_args &args, image_arguments &out);

} // namespace amp_clang::detail
