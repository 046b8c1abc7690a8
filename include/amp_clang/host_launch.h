// The host accelerator (AMP_CLANG_DEVICE=host, accelerator L"host"): kernels
// run as the C++ the user wrote, compiled by the host compiler, on the
// launching thread. An untiled launch calls the kernel once per index, in
// order; a tiled one runs each tile's threads as fibers that meet at every
// barrier (runtime/host_tile.cpp), so tile_static memory and barriers mean
// what they mean on a device. A debugger stops in the kernel's own source.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/accelerator.h>
#include <amp_clang/extent_index.h>
#include <amp_clang/tiled.h>
#include <amp_clang/sanitizer.h>

#include <type_traits>

// The host accelerator's drivers are compiled without optimization: -O2 of
// every kernel's host copy (inlined into these loops) was about a fifth of an
// -O2 compile of kernel-heavy code, for a path that runs kernels only for
// debugging, where unoptimized code is what a debugger shows best.
#if defined(__clang__)
#define AMP_CLANG_HOST_PATH __attribute__((optnone, noinline))
#else
#define AMP_CLANG_HOST_PATH
#endif

namespace amp_clang {
namespace detail {
/// The runtime's one way to make a tile_barrier (its constructor is private).
struct barrier_factory {
  static concurrency::tile_barrier make() { return concurrency::tile_barrier(); }
};
/// Runs body(ctx, m) for m in [0, members) as the fibers of one tile.
void run_tile(int members, void (*body)(void *, int), void *ctx);

/// Calls a kernel as a device would: a const kernel as it is; a mutable one
/// (Microsoft's dialect) on a copy of its own for each thread.
template <class _AmpK, class _AmpI> AMP_CLANG_HOST_PATH void call_kernel(const _AmpK &k, const _AmpI &i) {
  if constexpr (std::is_invocable<const _AmpK &, const _AmpI &>::value) {
    k(i);
  } else {
    _AmpK own = k;
    own(i);
  }
}

/// Steps `i` through [0, e) with the last dimension fastest; false at the end.
template <int _AmpN> bool next_index(concurrency::index<_AmpN> &i, const int *e) {
  for (int d = _AmpN - 1; d >= 0; --d) {
    if (++i[d] < e[d]) return true;
    i[d] = 0;
  }
  return false;
}
} // namespace detail

/// Runs kernel `k` over `domain` on the host.
template <int _AmpN, class _AmpK> AMP_CLANG_HOST_PATH void run_on_host(const concurrency::extent<_AmpN> &domain, const _AmpK &k) {
  int dims[_AmpN];
  for (int d = 0; d < _AmpN; ++d) {
    dims[d] = domain[d];
    if (dims[d] <= 0) return;
  }
  const detail::host_kernel_scope in_kernel;
  concurrency::index<_AmpN> i;
  do {
#if defined(_AMP_CLANG_SANITIZE)
    int g[_AmpN], zero[_AmpN] = {};
    for (int d = 0; d < _AmpN; ++d) g[d] = i[d];
    sanitizer::host_item(0, _AmpN, g, zero, g);
#endif
    detail::call_kernel(k, i);
  } while (detail::next_index(i, dims));
}

/// Runs kernel `k` over a tiled domain on the host, one tile after another.
template <int _AmpD0, int _AmpD1, int _AmpD2, class _AmpK>
AMP_CLANG_HOST_PATH void run_on_host(const concurrency::tiled_extent<_AmpD0, _AmpD1, _AmpD2> &domain, const _AmpK &k) {
  constexpr int _AmpN = concurrency::tiled_extent<_AmpD0, _AmpD1, _AmpD2>::rank;
  const int tile_dims[3] = {_AmpD0, _AmpD1, _AmpD2};
  int tiles[_AmpN];
  int members = 1;
  for (int d = 0; d < _AmpN; ++d) {
    if (domain[d] <= 0) return;
    tiles[d] = domain[d] / tile_dims[d];
    members *= tile_dims[d];
  }
  struct tile_ctx {
    const _AmpK &kernel;
    concurrency::index<_AmpN> tile;
    const int *tile_dims;
  };
  tile_ctx ctx{k, concurrency::index<_AmpN>(), tile_dims};
  const detail::host_kernel_scope in_kernel;
  do {
    detail::run_tile(members, [](void *p, int member) {
      const tile_ctx &c = *static_cast<const tile_ctx *>(p);
      concurrency::index<_AmpN> local, origin;
      for (int d = _AmpN - 1; d >= 0; --d) {
        local[d] = member % c.tile_dims[d];
        member /= c.tile_dims[d];
        origin[d] = c.tile[d] * c.tile_dims[d];
      }
      const concurrency::tiled_index<_AmpD0, _AmpD1, _AmpD2> t(origin + local, local, c.tile, origin,
                                                   detail::barrier_factory::make());
#if defined(_AMP_CLANG_SANITIZE)
      int g[3], tl[3], l[3];
      int m = 0;
      for (int d = 0; d < _AmpN; ++d) {
        g[d] = origin[d] + local[d], tl[d] = c.tile[d], l[d] = local[d];
        m = m * c.tile_dims[d] + local[d];
      }
      sanitizer::host_item(m, _AmpN, g, tl, l);
#endif
      detail::call_kernel(c.kernel, t);
    }, &ctx);
  } while (detail::next_index(ctx.tile, tiles));
}

} // namespace amp_clang
