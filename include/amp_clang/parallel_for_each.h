// parallel_for_each declarations: amp-clang replaces every call; compiled without it, a call fails.
#pragma once

#include <amp_clang/namespace.h>

#include <amp_clang/accelerator.h>
#include <amp_clang/extent_index.h>
#include <amp_clang/tiled.h>

#include <type_traits>

namespace Concurrency {
namespace detail_pfe {
template <class...> struct dependent_false : std::false_type {};
/// Whether the launch can call kernel K with index I, as a device calls it: a
/// const kernel as it is, a mutable one (Microsoft's dialect) on a copy.
template <class _AmpK, class _AmpI>
constexpr bool takes_index =
    std::is_invocable<const _AmpK &, const _AmpI &>::value || std::is_invocable<_AmpK &, const _AmpI &>::value;
} // namespace detail_pfe

// amp-clang's front end (AMP_CLANG_FRONTEND) analyses these calls and rewrites
// them into amp_clang::launch; any other compiler reaching a call is an error.
// The front end checks that the kernel takes the domain's index, so that a
// mismatch is reported at the call (user-site diagnostics move it there)
// rather than deep in the host launch.
#if defined(AMP_CLANG_FRONTEND)
#define AMP_CLANG_PFE_BODY(_AmpK, ...)                                                           \
  static_assert(detail_pfe::takes_index<_AmpK, __VA_ARGS__>,                                     \
                "the kernel passed to parallel_for_each cannot be called with its compute "  \
                "domain's index: over extent<N> it must take index<N>, over "                \
                "tiled_extent<D0, D1, D2> tiled_index<D0, D1, D2>");
#else
#define AMP_CLANG_PFE_BODY(_AmpK, ...)                                                           \
  static_assert(detail_pfe::dependent_false<_AmpK>::value,                                       \
                "parallel_for_each must be compiled with amp-clang");
#endif

template <int _AmpN, typename _AmpKernel>
void parallel_for_each(const extent<_AmpN> &domain, const _AmpKernel &kernel) restrict(cpu) {
  AMP_CLANG_PFE_BODY(_AmpKernel, index<_AmpN>)
  (void)domain;
  (void)kernel;
}
template <int _AmpD0, int _AmpD1, int _AmpD2, typename _AmpKernel>
void parallel_for_each(const tiled_extent<_AmpD0, _AmpD1, _AmpD2> &domain, const _AmpKernel &kernel) restrict(cpu) {
  AMP_CLANG_PFE_BODY(_AmpKernel, tiled_index<_AmpD0, _AmpD1, _AmpD2>)
  (void)domain;
  (void)kernel;
}
template <int _AmpN, typename _AmpKernel>
void parallel_for_each(const accelerator_view &view, const extent<_AmpN> &domain,
                       const _AmpKernel &kernel) restrict(cpu) {
  AMP_CLANG_PFE_BODY(_AmpKernel, index<_AmpN>)
  (void)view;
  (void)domain;
  (void)kernel;
}
template <int _AmpD0, int _AmpD1, int _AmpD2, typename _AmpKernel>
void parallel_for_each(const accelerator_view &view, const tiled_extent<_AmpD0, _AmpD1, _AmpD2> &domain,
                       const _AmpKernel &kernel) restrict(cpu) {
  AMP_CLANG_PFE_BODY(_AmpKernel, tiled_index<_AmpD0, _AmpD1, _AmpD2>)
  (void)view;
  (void)domain;
  (void)kernel;
}
#undef AMP_CLANG_PFE_BODY

} // namespace Concurrency
