// The 2-D Jacobi stencil the scale-out samples share: an n x n grid whose
// border is fixed (top row 1, left column 0.5, the rest 0) and whose inner
// points become the mean of their four neighbours each sweep.
//
// The grid is split by rows. A part owns rows [own_first, own_last) and holds
// `depth` ghost rows on each side (fewer at the grid's border), so that it can
// run `depth` sweeps between two halo exchanges: each sweep its valid rows
// shrink by one at an inner side, and after `depth` sweeps exactly the owned
// rows are current. One exchange per `depth` sweeps: deep halos trade a few
// redundant rows for fewer, larger messages (and one sweep of 4 GiB takes an
// H200 2.5 ms, too short to hide an exchange behind).
#pragma once

#include <amp.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace jacobi {

/// The fixed border of the grid; inner points start at 0.
inline float initial(int row, int col, int n) {
  if (row == 0) return 1.0f;
  if (col == 0 && row < n - 1) return 0.5f;
  return 0.0f;
}

/// The rows of the grid one part holds.
struct part_rows {
  int n = 0, depth = 1;
  int own_first = 0, own_last = 0; ///< the rows it owns (inner rows of the grid)
  int first = 0, last = 0;         ///< the rows it holds: owned rows and ghost rows

  int held() const { return last - first; }
  /// Local rows [from, to) the sweep `s` (1..depth) of a step updates: the
  /// rows whose neighbours are still current, never the grid's border.
  std::pair<int, int> sweep_rows(int s) const {
    const int from = first > 0 ? first + s : 1;
    const int to = last < n ? last - s : n - 1;
    return {from - first, to - first};
  }
};

/// Inner rows [1, n-1) split into `parts` near-equal blocks.
inline part_rows split(int n, int depth, int parts, int p) {
  const int inner = n - 2, base = inner / parts, extra = inner % parts;
  part_rows r;
  r.n = n;
  r.depth = depth;
  r.own_first = 1 + p * base + std::min(p, extra);
  r.own_last = r.own_first + base + (p < extra ? 1 : 0);
  r.first = std::max(0, r.own_first - depth);
  r.last = std::min(n, r.own_last + depth);
  return r;
}

/// The part's rows of the initial grid.
inline std::vector<float> initial_rows(const part_rows &r) {
  std::vector<float> v(static_cast<size_t>(r.held()) * r.n);
  for (int i = 0; i < r.held(); ++i)
    for (int j = 0; j < r.n; ++j) v[static_cast<size_t>(i) * r.n + j] = initial(r.first + i, j, r.n);
  return v;
}

/// One sweep of local rows [from, to): next = mean of cur's four neighbours.
inline void sweep(const concurrency::accelerator_view &av, const concurrency::array<float, 2> &cur,
                  concurrency::array<float, 2> &next, int from, int to) {
  using namespace concurrency;
  if (to <= from) return;
  const int cols = cur.extent[1];
  parallel_for_each(av, extent<2>(to - from, cols - 2), [=, &cur, &next](index<2> i) restrict(amp) {
    const int r = i[0] + from, c = i[1] + 1;
    next(r, c) = 0.25f * (cur(r - 1, c) + cur(r + 1, c) + cur(r, c - 1) + cur(r, c + 1));
  });
}

/// The value of an integer option "--name value" (or its default).
inline int option(int argc, char **argv, const char *name, int fallback) {
  for (int i = 1; i + 1 < argc; ++i)
    if (std::string(argv[i]) == name) return std::stoi(argv[i + 1]);
  return fallback;
}

/// The accelerators of the default one's kind (a GPU's dedicated memory, or
/// a CPU device's none): the OpenCL devices of one sort, neither the cpu
/// accelerator nor the emulated host one.
inline std::vector<concurrency::accelerator> same_kind_accelerators() {
  using namespace concurrency;
  const accelerator def;
  std::vector<accelerator> out;
  for (const accelerator &a : accelerator::get_all())
    if (!a.get_is_emulated() && a.get_device_path() != accelerator::cpu_accelerator &&
        (a.get_dedicated_memory() > 0) == (def.get_dedicated_memory() > 0))
      out.push_back(a);
  return out;
}

/// The largest difference between two grids (huge if their sizes differ).
inline float max_difference(const std::vector<float> &a, const std::vector<float> &b) {
  float worst = a.size() == b.size() ? 0.0f : 1e30f;
  for (size_t i = 0; i < a.size() && i < b.size(); ++i) worst = std::max(worst, std::abs(a[i] - b[i]));
  return worst;
}

} // namespace jacobi
