// The texture samples a kernel may take through OpenCL images: the image
// variant of the kernel (lowering/ImageVariant.cpp) reads them with
// read_imagef and a sampler_t, so that the device's texture units filter.
#pragma once

#include "ast/CaptureLayout.h"
#include "ast/TextureFormat.h"

#include <vector>

namespace ampclang {

/// A sampler_t argument of the image variant: a captured sampler, or
/// sample<filter, address>'s (Direct3D's values, a transparent black border).
/// The runtime makes both: PoCL 3.1 crashes compiling a kernel that picks
/// between two program-scope constant samplers.
struct ImageSampler {
  const clang::ValueDecl *Var = nullptr;
  unsigned Filter = 0, Address = 0; ///< when Var is null
  bool operator==(const ImageSampler &O) const {
    return Var == O.Var && (Var || (Filter == O.Filter && Address == O.Address));
  }
};

/// One `texture_view<const T, N>::sample` call that an image can serve.
struct ImageSample {
  const clang::CXXMemberCallExpr *Call = nullptr;
  const clang::Expr *Coordinates = nullptr;
  unsigned Image = 0;   ///< its view, in ImagePlan::Images
  unsigned Sampler = 0; ///< its sampler, in ImagePlan::Samplers
};

struct ImagePlan {
  /// The captured views sampled (one image each) and their classes.
  std::vector<const clang::ValueDecl *> Images;
  std::vector<TextureClass> ImageClasses;
  /// The samplers used (one sampler_t argument each).
  std::vector<ImageSampler> Samplers;
  std::vector<ImageSample> Samples;
};

/// The samples of \p Site's kernel that its image variant takes through
/// images: calls in the lambda's own body (an image cannot be passed on or
/// held in a struct in OpenCL C) on a texture_view<const T, N> it captures by
/// value, of a format images have (float, unorm or norm; 1, 2 or 4
/// components), with a sampler it captures by value or given as template
/// arguments, and a level of detail without side effects (an image holds one
/// level, which the runtime checks is all the view has). Lambdas launched
/// outside templates only, whose fill the host writes once. Empty when none.
ImagePlan planImageSamples(const KernelSite &Site, const CaptureLayout &Layout);

} // namespace ampclang
