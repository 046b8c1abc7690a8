// Hand-written kernels in the exact form amp-clang emits, shared by the runtime tests.
#pragma once

#include "device.h"
#include "transfer.h"

#include <amp_clang/launch.h>

#include <gtest/gtest.h>

#include <cstdlib>

namespace amp_test {

// One program (one PoCL build for the whole suite). Layouts (byte offsets):
//   amp_k_scale  {domain[1] @0, float scale @4, int pad @8, meta_1 in @12, meta_1 out @24} 36 bytes
//   amp_k_inc    {domain[1] @0, meta_1 v @4} 16 bytes: v[i] += 1 (amp_k_inc_v4: its vector variant)
//   amp_k_add2d  {domain[2] @0, meta_2 a @8, meta_2 out @28} 48 bytes: out[i][j] = a[i][j] + 1000*i + j
//   amp_k_tile   {domain[1] @0, meta_1 out @4} 16 bytes: out[i] = local_id + 100 * group_id
//   amp_k_iota3  {domain[3] @0, meta_3 out @12} 40 bytes: out[i][j][k] = 10000*i + 100*j + k
extern const amp_clang::program_desc program;
extern const amp_clang::kernel_desc k_scale;
extern const amp_clang::kernel_desc k_inc;
/// k_inc with a vector variant (amp_k_inc_v4, 4 elements per work-item): a
/// rank-1 launch runs it over the leading whole work-groups, k_inc over the rest.
extern const amp_clang::kernel_desc k_inc_vec;
extern const amp_clang::kernel_desc k_add2d;
extern const amp_clang::kernel_desc k_tile;
extern const amp_clang::kernel_desc k_iota3;
/// A program that does not compile.
extern const amp_clang::program_desc broken_program;
extern const amp_clang::kernel_desc k_broken;

/// The default-device fixture: transfer counters start at zero.
class device_test : public ::testing::Test {
protected:
  void SetUp() override { amp_clang::detail::reset_transfer_stats(); }
  static amp_clang::detail::transfer_stats stats() { return amp_clang::detail::get_transfer_stats(); }
  /// Whether launches on the default device read the data they do not write
  /// where it lies in host memory (storage::acquire_device), copying nothing.
  static bool reads_in_place() { return amp_clang::detail::reads_in_place(*amp_clang::detail::default_device()); }
};

} // namespace amp_test
