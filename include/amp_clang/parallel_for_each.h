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
} // namespace detail_pfe

// amp-clang's front end (AMP_CLANG_FRONTEND) analyses these calls and rewrites
// them into amp_clang::launch; any other compiler reaching a call is an error.
#if defined(AMP_CLANG_FRONTEND)
#define AMP_CLANG_PFE_BODY(K)
#else
#define AMP_CLANG_PFE_BODY(K)                                                                \
  static_assert(detail_pfe::dependent_false<K>::value,                                       \
                "parallel_for_each must be compiled with amp-clang");
#endif

template <int N, typename Kernel>
void parallel_for_each(const extent<N> &domain, const Kernel &kernel) restrict(cpu) {
  AMP_CLANG_PFE_BODY(Kernel)
  (void)domain;
  (void)kernel;
}
template <int D0, int D1, int D2, typename Kernel>
void parallel_for_each(const tiled_extent<D0, D1, D2> &domain, const Kernel &kernel) restrict(cpu) {
  AMP_CLANG_PFE_BODY(Kernel)
  (void)domain;
  (void)kernel;
}
template <int N, typename Kernel>
void parallel_for_each(const accelerator_view &view, const extent<N> &domain, const Kernel &kernel) restrict(cpu) {
  AMP_CLANG_PFE_BODY(Kernel)
  (void)view;
  (void)domain;
  (void)kernel;
}
template <int D0, int D1, int D2, typename Kernel>
void parallel_for_each(const accelerator_view &view, const tiled_extent<D0, D1, D2> &domain,
                       const Kernel &kernel) restrict(cpu) {
  AMP_CLANG_PFE_BODY(Kernel)
  (void)view;
  (void)domain;
  (void)kernel;
}
#undef AMP_CLANG_PFE_BODY

} // namespace Concurrency
