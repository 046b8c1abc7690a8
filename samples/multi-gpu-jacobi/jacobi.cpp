// multi-gpu-jacobi: one Jacobi stencil (jacobi-common/jacobi.h) spread over
// every accelerator of the default one's kind, in one process and one host
// thread, checked against the same sweeps on one accelerator.
//
// Each accelerator_view holds its rows of the grid in two arrays (this sweep's
// and the next). A step is `depth` sweeps; in its last sweep each part first
// updates the rows its neighbours need (its edges), hands them over with
// copy_async (device to host to device, the rows alone), and only then updates
// the rest of its rows, so that the exchange runs while the devices compute.
//
//   multi-gpu-jacobi [--size N] [--steps S] [--depth D] [--no-overlap]
// Prints the time a step takes on 1, 2, 4, ... and all the accelerators, and
// the largest difference from one accelerator's grid (0: the same sums in the
// same order). AMP_CLANG_LOG=3 AMP_CLANG_LOG_TIME=1 shows when each kernel ran
// and when the halos moved.
#include "../jacobi-common/jacobi.h"

#include <chrono>
#include <cstring>
#include <memory>

using namespace concurrency;

namespace {

/// One accelerator's rows and its two arrays (grid[step parity] is current).
struct part {
  jacobi::part_rows rows;
  accelerator_view av;
  std::unique_ptr<array<float, 2>> grid[2];

  part(const jacobi::part_rows &r, const accelerator_view &v) : rows(r), av(v) {
    const std::vector<float> init = jacobi::initial_rows(r);
    for (auto &g : grid) g = std::make_unique<array<float, 2>>(r.held(), r.n, init.begin(), init.end(), av);
  }
  /// Local rows [from, to) of grid[c] as a section.
  array_view<float, 2> rows_of(int c, int from, int to) const {
    return grid[c]->section(index<2>(from, 0), extent<2>(to - from, rows.n));
  }
};

/// The owned rows part \p p's upper (\p up) or lower neighbour needs, as
/// local rows of p: [from, to).
std::pair<int, int> edge(const part &p, bool up) {
  const jacobi::part_rows &r = p.rows;
  return up ? std::make_pair(r.own_first - r.first, r.own_first - r.first + r.depth)
            : std::make_pair(r.own_last - r.depth - r.first, r.own_last - r.first);
}

/// The last sweep of a step, then the exchange: edges first, their rows on
/// their way to the neighbours' ghost rows while the rest is computed.
void last_sweep_and_exchange(std::vector<part> &parts, int c, bool overlap) {
  const int from_c = c, to_c = 1 - c, depth = parts[0].rows.depth;
  std::vector<completion_future> moving;
  auto exchange = [&] {
    for (size_t p = 0; p < parts.size(); ++p) {
      if (p > 0) { // my top rows: the upper part's lower ghost rows
        auto [f, t] = edge(parts[p], true);
        const int ghost = parts[p - 1].rows.own_last - parts[p - 1].rows.first;
        moving.push_back(copy_async(parts[p].rows_of(to_c, f, t), parts[p - 1].rows_of(to_c, ghost, ghost + depth)));
      }
      if (p + 1 < parts.size()) { // my bottom rows: the lower part's upper ghost rows
        auto [f, t] = edge(parts[p], false);
        const int ghost = parts[p + 1].rows.own_first - depth - parts[p + 1].rows.first;
        moving.push_back(copy_async(parts[p].rows_of(to_c, f, t), parts[p + 1].rows_of(to_c, ghost, ghost + depth)));
      }
    }
  };
  if (!overlap) {
    for (part &p : parts) {
      auto [f, t] = p.rows.sweep_rows(depth);
      jacobi::sweep(p.av, *p.grid[from_c], *p.grid[to_c], f, t);
    }
    exchange();
  } else {
    // Edges (the rows the neighbours need), the exchange, then the interior.
    for (size_t p = 0; p < parts.size(); ++p) {
      auto [top_f, top_t] = edge(parts[p], true);
      auto [bot_f, bot_t] = edge(parts[p], false);
      if (p > 0) jacobi::sweep(parts[p].av, *parts[p].grid[from_c], *parts[p].grid[to_c], top_f, top_t);
      if (p + 1 < parts.size()) jacobi::sweep(parts[p].av, *parts[p].grid[from_c], *parts[p].grid[to_c], bot_f, bot_t);
    }
    exchange();
    for (size_t p = 0; p < parts.size(); ++p) {
      auto [f, t] = parts[p].rows.sweep_rows(depth);
      if (p > 0) f = edge(parts[p], true).second;
      if (p + 1 < parts.size()) t = edge(parts[p], false).first;
      jacobi::sweep(parts[p].av, *parts[p].grid[from_c], *parts[p].grid[to_c], f, t);
    }
  }
  for (completion_future &f : moving) f.get();
}

/// Runs \p steps steps; returns the grid index current at the end.
int run(std::vector<part> &parts, int steps, int c, bool overlap) {
  const int depth = parts[0].rows.depth;
  for (int step = 0; step < steps; ++step) {
    for (int s = 1; s < depth; ++s, c = 1 - c)
      for (part &p : parts) {
        auto [f, t] = p.rows.sweep_rows(s);
        jacobi::sweep(p.av, *p.grid[c], *p.grid[1 - c], f, t);
      }
    last_sweep_and_exchange(parts, c, overlap);
    c = 1 - c;
  }
  for (part &p : parts) p.av.wait();
  return c;
}

/// The grid spread over \p accs: ms a step (after a step of warm-up), and
/// the final grid's inner rows in \p result.
double timed_run(const std::vector<accelerator> &accs, int n, int depth, int steps, bool overlap,
                 std::vector<float> &result) {
  std::vector<part> parts;
  for (size_t p = 0; p < accs.size(); ++p)
    parts.emplace_back(jacobi::split(n, depth, static_cast<int>(accs.size()), static_cast<int>(p)),
                       accs[p].get_default_view());
  int c = run(parts, 1, 0, overlap); // warm-up: builds the kernels on every device
  const auto start = std::chrono::steady_clock::now();
  c = run(parts, steps, c, overlap);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  result.assign(static_cast<size_t>(n) * n, 0.0f);
  for (const part &p : parts) {
    const int f = p.rows.own_first - p.rows.first, t = p.rows.own_last - p.rows.first;
    copy(p.rows_of(c, f, t), result.begin() + static_cast<size_t>(p.rows.own_first) * n);
  }
  return ms / steps;
}

} // namespace

int main(int argc, char **argv) {
  const int n = jacobi::option(argc, argv, "--size", 512);
  const int steps = jacobi::option(argc, argv, "--steps", 10);
  const int depth = jacobi::option(argc, argv, "--depth", 4);
  bool overlap = true;
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "--no-overlap") == 0) overlap = false;
  const std::vector<accelerator> accs = jacobi::same_kind_accelerators();
  const int most = static_cast<int>(accs.size());
  // Every part needs its two edges of `depth` owned rows.
  if (most == 0 || (n - 2) / std::max(most, 1) < 2 * depth) {
    std::fprintf(stderr, "multi-gpu-jacobi: %d accelerators and %d rows cannot hold halos %d rows deep\n", most, n,
                 depth);
    return 2;
  }
  std::printf("jacobi %d x %d, %d steps of %d sweeps, exchange %s\n", n, n, steps, depth,
              overlap ? "overlapped" : "after the sweep");
  std::vector<float> one, many;
  const double base = timed_run({accs[0]}, n, depth, steps, overlap, one);
  std::printf("  1 accelerator: %.3f ms a step (%ls)\n", base, accs[0].get_description().c_str());
  int bad = 0;
  std::vector<int> counts; // 2, 4, 8, ... and all of them
  for (int k = 2; k < most; k *= 2) counts.push_back(k);
  if (most > 1) counts.push_back(most);
  for (int k : counts) {
    const double ms = timed_run(std::vector<accelerator>(accs.begin(), accs.begin() + k), n, depth, steps, overlap, many);
    const float diff = jacobi::max_difference(one, many);
    std::printf("  %d accelerators: %.3f ms a step (%.2fx), largest difference from one accelerator %g\n", k, ms,
                base / ms, diff);
    bad += diff != 0.0f;
  }
  if (most == 1) std::printf("  (one accelerator of this kind: nothing to spread over)\n");
  std::printf("%s\n", bad ? "FAILED: the grids differ" : "ok");
  return bad ? 1 : 0;
}
