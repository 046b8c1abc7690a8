// Tiling: tiled_extent, tiled_index and tile_barrier (their device meaning comes from the lowering).
#pragma once

#include <amp_clang/namespace.h>

#include <amp_clang/extent_index.h>
#include <amp_clang/property.h>

#if !defined(AMP_CLANG_FRONTEND)
namespace amp_clang::detail {
/// The host accelerator's barrier: the calling fiber waits for the rest of its
/// tile (runtime/host_tile.cpp); outside a host tile, nothing.
void host_barrier_wait();
} // namespace amp_clang::detail
#if defined(_AMP_CLANG_SANITIZE)
// -fsanitize=amp: the host accelerator's reports name the barrier's line.
#include <amp_clang/sanitizer.h>
#define AMP_CLANG_BARRIER_HERE ::amp_clang::sanitizer::here amp_at = ::amp_clang::sanitizer::here_current()
#define AMP_CLANG_HOST_BARRIER()                                                                                       \
  (::amp_clang::sanitizer::host_barrier_at(amp_at), ::amp_clang::detail::host_barrier_wait())
#else
#define AMP_CLANG_BARRIER_HERE
#define AMP_CLANG_HOST_BARRIER() ::amp_clang::detail::host_barrier_wait()
#endif
#else
#define AMP_CLANG_BARRIER_HERE
#define AMP_CLANG_HOST_BARRIER() ((void)0)
#endif

namespace amp_clang {
namespace detail {
struct barrier_factory;
}
} // namespace amp_clang

namespace Concurrency {

/// Synchronizes the threads of one tile. On an OpenCL device each wait is an
/// OpenCL barrier (the lowering's); on the host accelerator the tile's fibers
/// meet (amp_clang/host_launch.h). Memory needs no fence there: one thread
/// runs the whole tile.
class tile_barrier {
  // Only the runtime makes one (Microsoft's page: "only the runtime can
  // instantiate this class"); kernels get theirs in their tiled_index.
  tile_barrier() restrict(cpu, amp) = default;
  friend struct amp_clang::detail::barrier_factory;

public:
  tile_barrier(const tile_barrier &) restrict(cpu, amp) = default;
  void wait(AMP_CLANG_BARRIER_HERE) const restrict(amp) { AMP_CLANG_HOST_BARRIER(); }
  void wait_with_all_memory_fence(AMP_CLANG_BARRIER_HERE) const restrict(amp) { AMP_CLANG_HOST_BARRIER(); }
  void wait_with_global_memory_fence(AMP_CLANG_BARRIER_HERE) const restrict(amp) { AMP_CLANG_HOST_BARRIER(); }
  void wait_with_tile_static_memory_fence(AMP_CLANG_BARRIER_HERE) const restrict(amp) { AMP_CLANG_HOST_BARRIER(); }
};

inline void all_memory_fence(const tile_barrier &) restrict(amp) {}
inline void global_memory_fence(const tile_barrier &) restrict(amp) {}
inline void tile_static_memory_fence(const tile_barrier &) restrict(amp) {}

namespace detail_tile {
template <int _AmpD0, int _AmpD1, int _AmpD2> struct rank_of {
  static constexpr int value = _AmpD1 == 0 ? 1 : (_AmpD2 == 0 ? 2 : 3);
};
/// tile_dim0, tile_dim1, tile_dim2: as many as the tile has dimensions
/// (Microsoft's tiled_extent<D0> and tiled_index<D0> have tile_dim0 only).
template <int _AmpD0, int _AmpD1, int _AmpD2, int _AmpRank = rank_of<_AmpD0, _AmpD1, _AmpD2>::value> struct tile_dims {
  static constexpr int tile_dim0 = _AmpD0;
};
template <int _AmpD0, int _AmpD1, int _AmpD2> struct tile_dims<_AmpD0, _AmpD1, _AmpD2, 2> {
  static constexpr int tile_dim0 = _AmpD0;
  static constexpr int tile_dim1 = _AmpD1;
};
template <int _AmpD0, int _AmpD1, int _AmpD2> struct tile_dims<_AmpD0, _AmpD1, _AmpD2, 3> {
  static constexpr int tile_dim0 = _AmpD0;
  static constexpr int tile_dim1 = _AmpD1;
  static constexpr int tile_dim2 = _AmpD2;
};
} // namespace detail_tile

/// An extent divided into tiles of D0[xD1[xD2]] threads. The extent must be a
/// multiple of the tile in each dimension (else invalid_compute_domain at launch).
template <int _AmpD0, int _AmpD1, int _AmpD2>
class tiled_extent : public extent<detail_tile::rank_of<_AmpD0, _AmpD1, _AmpD2>::value>,
                     public detail_tile::tile_dims<_AmpD0, _AmpD1, _AmpD2> {
public:
  static constexpr int rank = detail_tile::rank_of<_AmpD0, _AmpD1, _AmpD2>::value;
  static_assert(_AmpD0 > 0 && _AmpD1 >= 0 && _AmpD2 >= 0, "tile dimensions must be positive");

  tiled_extent() restrict(cpu, amp) = default;
  tiled_extent(const extent<rank> &e) restrict(cpu, amp) : extent<rank>(e) {}

  extent<rank> get_tile_extent() const restrict(cpu, amp) {
    extent<rank> t;
    const int dims[3] = {_AmpD0, _AmpD1, _AmpD2};
    for (int i = 0; i < rank; ++i) t[i] = dims[i];
    return t;
  }
  AMP_CLANG_PROPERTY(extent<rank>, tile_extent) ///< Microsoft's property
  /// Rounded up / down to whole tiles. pad() rounds in unsigned arithmetic,
  /// as Microsoft's does: an extent within a tile of INT_MAX, or a negative
  /// one, wraps as it does there rather than overflowing a signed int.
  tiled_extent pad() const restrict(cpu, amp) {
    tiled_extent r = *this;
    const extent<rank> t = get_tile_extent();
    for (int i = 0; i < rank; ++i) {
      const unsigned int d = static_cast<unsigned int>(t[i]);
      r[i] = static_cast<int>((static_cast<unsigned int>(r[i]) + d - 1u) / d * d);
    }
    return r;
  }
  tiled_extent truncate() const restrict(cpu, amp) {
    tiled_extent r = *this;
    const extent<rank> t = get_tile_extent();
    for (int i = 0; i < rank; ++i) r[i] = r[i] / t[i] * t[i];
    return r;
  }
};

/// The index of a thread in a tiled launch.
template <int _AmpD0, int _AmpD1 = 0, int _AmpD2 = 0>
class tiled_index : public detail_tile::tile_dims<_AmpD0, _AmpD1, _AmpD2> {
public:
  static constexpr int rank = detail_tile::rank_of<_AmpD0, _AmpD1, _AmpD2>::value;

  tiled_index(const index<rank> &g, const index<rank> &l, const index<rank> &t,
              const index<rank> &o, const tile_barrier &b) restrict(cpu, amp)
      : global(g), local(l), tile(t), tile_origin(o), barrier(b) {}
  tiled_index(const tiled_index &) restrict(cpu, amp) = default;

  const index<rank> global;      ///< the thread's index in the whole domain
  const index<rank> local;       ///< its index inside its tile
  const index<rank> tile;        ///< the tile's index
  const index<rank> tile_origin; ///< global index of the tile's first thread
  const tile_barrier barrier;

  extent<rank> get_tile_extent() const restrict(cpu, amp) {
    return tiled_extent<_AmpD0, _AmpD1, _AmpD2>().get_tile_extent();
  }
  AMP_CLANG_PROPERTY(extent<rank>, tile_extent) ///< Microsoft's property
  operator const index<rank>() const restrict(cpu, amp) { return global; }
};

} // namespace Concurrency
