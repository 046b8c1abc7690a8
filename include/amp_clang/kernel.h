// The ABI between code that amp-clang generates and the runtime: kernel
// descriptors, the argument block and how captured values fill it.
#pragma once

#include <amp_clang/namespace.h>

#include <cstddef>
#include <cstring>
#include <memory>
#include <type_traits>

namespace Concurrency {
template <int _AmpN> class extent;
template <typename _AmpT, int _AmpN> class array_view;
template <typename _AmpT, int _AmpN> class array;
template <int _AmpD0, int _AmpD1, int _AmpD2> class tiled_extent;
} // namespace Concurrency

namespace amp_clang {

/// One OpenCL C program: every kernel of one translation unit. Built lazily on
/// first launch, once per device context, then reused.
struct program_desc {
  const char *source;      ///< OpenCL C text
  std::size_t source_size; ///< bytes of source, without the final NUL
  const char *origin;      ///< the C++ file it came from, for build-failure reports
};

/// One kernel: a __kernel function of a program.
struct kernel_desc {
  const program_desc *program;
  const char *name;        ///< the __kernel function's name
  std::size_t block_size;  ///< bytes of the __constant argument block
  const char *origin;      ///< "file:line:col" of the parallel_for_each call
  /// Argument 0 is the block itself (a struct by value), not a __constant buffer.
  bool block_by_value = false;
  /// The kernel's vector variant, each work-item taking vector_width
  /// consecutive elements (rank-1 kernels touching views only at their own
  /// index), or null.
  const char *vector_name = nullptr;
  int vector_width = 0;
  /// Why the host accelerator cannot run the kernel (amp-clang found it calls
  /// a function overloaded on restriction), or null.
  const char *host_refusal = nullptr;
  /// The kernel's image variant (docs/textures.md, Decision 6): its texture
  /// samples read OpenCL images through samplers; arguments after the
  /// views: one image per launch_args::images(), then one sampler per
  /// launch_args::samplers(). Null when the kernel has none.
  const char *image_name = nullptr;
};

class launch_args;
namespace detail {
class storage;
}

/// One mipmap level of a texture_view, as the image variant's image: where
/// its texels are and their format.
struct image_source {
  std::shared_ptr<detail::storage> data; ///< the texture's words (set by launch_args::image)
  std::size_t byte_offset = 0;           ///< where the level starts in them
  int rank = 0;
  std::size_t size[3] = {1, 1, 1}; ///< width (the last index), height, depth: OpenCL's order
  int components = 0;              ///< 1, 2 or 4 (3 has no image format)
  enum kind_t { none, float_kind, unorm_kind, norm_kind } kind = none;
  unsigned bits = 0;      ///< bits per component: 8, 16 or 32
  bool one_level = false; ///< the view shows one level, all that an image holds
};

/// A captured sampler, as the image variant's sampler_t (Direct3D's values).
struct sampler_source {
  unsigned filter = 0;
  unsigned address = 0;
  bool zero_border = true; ///< the border colour is (0, 0, 0, 0), as OpenCL's
};

/// One instantiation of a kernel written in a template: the host picks it by
/// the types of the captured values, or a functor's own type (their typeid
/// names, each followed by ';').
struct kernel_variant {
  const kernel_desc *kernel;
  const char *type_key;
  const std::size_t *offsets; ///< per capture of the site; no_capture if absent
  /// A functor's: writes the functor at its address into the block.
  void (*fill_object)(launch_args &, const void *) = nullptr;
  /// A lambda's whose captured structs hold views: binds the views of the
  /// struct that is the `n`th capture, read at their offsets in it (at
  /// `object`); nothing for a capture that holds none.
  void (*fill_held)(launch_args &, unsigned n, const void *object) = nullptr;
};
constexpr std::size_t no_capture = ~std::size_t(0);

/// Device-side description of an array or array_view of rank N, written into
/// the argument block at the offset the compiler chose. Element (i0..iN-1) is at
/// buffer[offset + sum(i_k * stride[k])]. Mirrors amp_view_meta_N in the
/// OpenCL C prelude (lowering/OpenCLPrelude.cpp).
template <int _AmpN> struct view_meta {
  int extent[_AmpN];
  int stride[_AmpN];
  int offset;
};


} // namespace amp_clang
