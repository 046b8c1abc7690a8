// The NDRange of a launch: the domain in OpenCL order and its work-groups,
// and the ranges that cover an untiled domain exactly.
#pragma once

#include "device.h"

#include <amp_clang/kernel.h>

#include <cstddef>

namespace amp_clang::detail {

/// The work-group of untiled rank-1 launches (AMP_CLANG_LOCAL_SIZE overrides it).
std::size_t rank1_local(const device_impl &d, std::size_t max_group);
/// Shrinks a local size (OpenCL order) until the device accepts it.
void fit_local(const device_impl &d, std::size_t max_group, std::size_t *local, int dims);

/// The NDRange of a launch: the domain in OpenCL order (dimension 0 fastest)
/// and the work-group.
struct launch_shape {
  std::size_t size[3] = {1, 1, 1}, local[3] = {1, 1, 1};
  int cl_dims = 1;
  /// Whether an untiled range may have work-groups 1 wide in dimension 0 and
  /// wider in another. Not on CPU devices: PoCL 3.1, given such a group and a
  /// kernel whose work-group function it peels (a diverging region, such as
  /// a branch to LLVM's `unreachable` in a switch every case of which is
  /// covered), runs the group's first work-item twice (test/random seed 1452,
  /// run/untiled-narrow-groups.cpp). Tiled launches keep their tile, turned
  /// where it is such a group (turned_dimension).
  bool narrow_x_groups = true;
};

/// The OpenCL dimension a tiled launch on `dev` swaps with dimension 0, or 0:
/// on CPU devices, a tile 1 wide in dimension 0 (C++ AMP's last) and wider
/// in another would be such a work-group (launch_shape::narrow_x_groups), so
/// the launch swaps dimension 0 with the first wider one, and the program,
/// built with -DAMP_TURN_DIMS, swaps them back in every work-item function
/// (get_turned_program). Tiles, barriers, tile_static and every index stay
/// C++ AMP's; only the order in which PoCL runs a tile's work-items changes.
int turned_dimension(const device_impl &dev, int rank, const int *tile);

/// The shape of a launch of `k` over `dims` (C++ AMP order), tiled when
/// `tile` is given; throws invalid_compute_domain for a tile the device
/// cannot run.
launch_shape shape_of(const device_impl &dev, const kernel_desc &k, std::size_t max_group, int rank, const int *dims,
                      const int *tile);

/// Covers an untiled domain with `run` (offset, global, local): the whole
/// work-groups as one range, the remainder of each dimension as ranges of
/// work-groups of 1 there (at most 2^rank launches, one when the domain is a
/// multiple of the work-group; but see launch_shape::narrow_x_groups).
/// Untiled kernels have no bounds check (a padded range would need one in
/// every work-item, and masked stores are slow on CPUs). `start`: elements of
/// dimension 0 a vector variant covered.
template <class _AmpRun> void run_ranges(const launch_shape &s, std::size_t start, _AmpRun &&run) {
  for (unsigned mask = 0; mask < (1u << s.cl_dims); ++mask) {
    std::size_t offset[3] = {start, 0, 0}, global[3] = {1, 1, 1}, group[3] = {1, 1, 1};
    bool empty = false;
    for (int d = 0; d < s.cl_dims; ++d) {
      const std::size_t rest = s.size[d] - offset[d], whole = rest / s.local[d] * s.local[d];
      if (mask & (1u << d)) {
        offset[d] += whole;
        global[d] = rest - whole;
      } else {
        global[d] = whole;
        group[d] = s.local[d];
      }
      empty |= global[d] == 0;
    }
    if (!s.narrow_x_groups && group[0] == 1 && group[1] * group[2] > 1) {
      if (global[0] > 1 && global[0] * group[1] * group[2] <= s.local[0] * s.local[1] * s.local[2])
        group[0] = global[0]; // a remainder, narrower than a group: one group wide
      else
        group[1] = group[2] = 1;
    }
    if (!empty) run(offset, global, group);
  }
}

} // namespace amp_clang::detail
