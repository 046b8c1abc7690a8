#include "launch_shape.h"

#include <amp_clang/exceptions.h>

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>

namespace amp_clang::detail {

/// The work-group of untiled rank-1 launches. GPUs: 1024, measured on an H100
/// (copies at 0.99 of a hand kernel at 256, against 0.97 at 256; docs/performance.md);
/// CPUs: 256.
std::size_t rank1_local(const device_impl &d, std::size_t max_group) {
  const std::size_t preferred = (d.type & CL_DEVICE_TYPE_GPU) ? 1024 : 256;
  std::size_t local = std::min<std::size_t>({preferred, max_group, d.max_item_sizes[0]});
  static const long forced = [] { // AMP_CLANG_LOCAL_SIZE, read once
    const char *env = std::getenv("AMP_CLANG_LOCAL_SIZE");
    return env ? std::strtol(env, nullptr, 10) : 0L;
  }();
  if (forced > 0) local = std::min<std::size_t>(static_cast<std::size_t>(forced), max_group);
  return std::max<std::size_t>(local, 1);
}

/// Shrinks a local size (OpenCL order) until the device accepts it.
void fit_local(const device_impl &d, std::size_t max_group, std::size_t *local, int dims) {
  for (int i = 0; i < dims; ++i) local[i] = std::min(local[i], d.max_item_sizes[i]);
  for (;;) {
    std::size_t total = 1;
    for (int i = 0; i < dims; ++i) total *= local[i];
    if (total <= max_group) return;
    int biggest = 0;
    for (int i = 1; i < dims; ++i)
      if (local[i] > local[biggest]) biggest = i;
    local[biggest] /= 2;
  }
}

int turned_dimension(const device_impl &dev, int rank, const int *tile) {
  if (!(dev.type & CL_DEVICE_TYPE_CPU) || rank < 2 || rank > 3 || tile[rank - 1] != 1) return 0;
  for (int d = 1; d < rank; ++d) // OpenCL dimension d is C++ AMP's rank - 1 - d
    if (tile[rank - 1 - d] > 1) return d;
  return 0;
}

launch_shape shape_of(const device_impl &dev, const kernel_desc &k, std::size_t max_group, int rank, const int *dims,
                      const int *tile) {
  launch_shape s;
  s.cl_dims = rank <= 3 ? rank : 1;
  s.narrow_x_groups = !(dev.type & CL_DEVICE_TYPE_CPU);
  if (tile) {
    for (int i = 0; i < rank; ++i) {
      s.size[i] = static_cast<std::size_t>(dims[rank - 1 - i]);
      s.local[i] = static_cast<std::size_t>(tile[rank - 1 - i]);
    }
    std::size_t threads = s.local[0] * s.local[1] * s.local[2];
    if (threads > max_group)
      throw concurrency::invalid_compute_domain(fmt::format(
          "parallel_for_each: a tile of {} threads exceeds the {} that the device runs kernel {} with",
          threads, max_group, k.name));
    return s;
  }
  if (rank == 1 || rank > 3) {
    for (int i = 0; i < rank; ++i) s.size[0] *= static_cast<std::size_t>(dims[i]);
    s.local[0] = rank1_local(dev, max_group);
  } else {
    const std::size_t preferred[3] = {rank == 2 ? 16u : 8u, rank == 2 ? 16u : 8u, 4u};
    for (int i = 0; i < rank; ++i) {
      s.size[i] = static_cast<std::size_t>(dims[rank - 1 - i]);
      s.local[i] = preferred[i];
    }
    fit_local(dev, max_group, s.local, rank);
  }
  // A dimension smaller than its work-group gets a smaller one (halved, so
  // that a JIT driver sees few distinct shapes) rather than all remainder.
  for (int d = 0; d < s.cl_dims; ++d)
    while (s.local[d] > 1 && s.local[d] > s.size[d]) s.local[d] /= 2;
  return s;
}

} // namespace amp_clang::detail
