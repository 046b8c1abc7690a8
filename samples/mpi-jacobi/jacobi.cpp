// mpi-jacobi: the Jacobi stencil of jacobi-common/jacobi.h across MPI ranks,
// one accelerator each, checked on rank 0 against the same sweeps on one
// accelerator.
//
// Each rank owns a block of rows and holds `depth` ghost rows on each side in
// two arrays on its accelerator. A step is `depth` sweeps; in its last sweep
// the rank updates its edge rows first, copies them to the host (their rows
// alone), launches the rest of the sweep, and swaps edges with its neighbours
// (MPI_Sendrecv) while that runs; the neighbours' rows then go into its ghost
// rows. MPI moves host memory here; nothing in C++ AMP changes for it.
//
//   mpirun -np 2 mpi-jacobi [--size N] [--steps S] [--depth D]
// The ranks of one host share its accelerators: local rank i takes
// accelerator i (modulo their number), so one rank per GPU is one rank per
// accelerator. Prints, on rank 0, the time a step took and the largest
// difference from one accelerator's grid (0: the same sums in the same order).
#include "../jacobi-common/jacobi.h"

#include <mpi.h>

#include <memory>

using namespace concurrency;

namespace {

struct block {
  jacobi::part_rows rows;
  accelerator_view av;
  std::unique_ptr<array<float, 2>> grid[2];
  int up = MPI_PROC_NULL, down = MPI_PROC_NULL; ///< the ranks holding the rows above and below

  array_view<float, 2> rows_of(int c, int from, int count) const {
    return grid[c]->section(index<2>(from, 0), extent<2>(count, rows.n));
  }
};

/// The last sweep of a step and the exchange: edges, edges out to the host,
/// the rest of the sweep launched, the MPI exchange while it runs, then the
/// neighbours' rows into the ghost rows.
void last_sweep_and_exchange(block &b, int c) {
  const jacobi::part_rows &r = b.rows;
  const int d = r.depth, n = r.n, top = r.own_first - r.first, bottom = r.own_last - r.first;
  auto [from, to] = r.sweep_rows(d);
  const bool has_up = b.up != MPI_PROC_NULL, has_down = b.down != MPI_PROC_NULL;
  if (has_up) jacobi::sweep(b.av, *b.grid[c], *b.grid[1 - c], top, top + d);
  if (has_down) jacobi::sweep(b.av, *b.grid[c], *b.grid[1 - c], bottom - d, bottom);
  std::vector<float> send_up(has_up ? d * n : 0), send_down(has_down ? d * n : 0);
  std::vector<float> from_up(send_up.size()), from_down(send_down.size());
  if (has_up) copy(b.rows_of(1 - c, top, d), send_up.begin());
  if (has_down) copy(b.rows_of(1 - c, bottom - d, d), send_down.begin());
  jacobi::sweep(b.av, *b.grid[c], *b.grid[1 - c], has_up ? top + d : from, has_down ? bottom - d : to);
  b.av.flush(); // the interior runs while the ranks talk
  MPI_Sendrecv(send_up.data(), static_cast<int>(send_up.size()), MPI_FLOAT, b.up, 0, from_down.data(),
               static_cast<int>(from_down.size()), MPI_FLOAT, b.down, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Sendrecv(send_down.data(), static_cast<int>(send_down.size()), MPI_FLOAT, b.down, 1, from_up.data(),
               static_cast<int>(from_up.size()), MPI_FLOAT, b.up, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  if (has_up) copy(from_up.begin(), from_up.end(), b.rows_of(1 - c, top - d, d));
  if (has_down) copy(from_down.begin(), from_down.end(), b.rows_of(1 - c, bottom, d));
}

/// \p steps steps on \p b; returns the grid index current at the end.
int run(block &b, int steps, int c) {
  for (int step = 0; step < steps; ++step) {
    for (int s = 1; s < b.rows.depth; ++s, c = 1 - c) {
      auto [from, to] = b.rows.sweep_rows(s);
      jacobi::sweep(b.av, *b.grid[c], *b.grid[1 - c], from, to);
    }
    last_sweep_and_exchange(b, c);
    c = 1 - c;
  }
  b.av.wait();
  return c;
}

/// Sets up \p b's arrays, runs a step of warm-up and \p steps timed steps
/// (all ranks of \p comm together); the owned rows end in \p owned.
double solve(block &b, int steps, MPI_Comm comm, std::vector<float> &owned) {
  const std::vector<float> init = jacobi::initial_rows(b.rows);
  for (auto &g : b.grid) g = std::make_unique<array<float, 2>>(b.rows.held(), b.rows.n, init.begin(), init.end(), b.av);
  int c = run(b, 1, 0);
  MPI_Barrier(comm);
  const double start = MPI_Wtime();
  c = run(b, steps, c);
  MPI_Barrier(comm);
  const double ms = (MPI_Wtime() - start) * 1000.0 / steps;
  const jacobi::part_rows &r = b.rows;
  owned.resize(static_cast<size_t>(r.own_last - r.own_first) * r.n);
  copy(b.rows_of(c, r.own_first - r.first, r.own_last - r.own_first), owned.begin());
  return ms;
}

} // namespace

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank = 0, ranks = 1, local = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  MPI_Comm host; // the ranks of this host: their order picks the accelerators
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL, &host);
  MPI_Comm_rank(host, &local);
  const int n = jacobi::option(argc, argv, "--size", 512);
  const int steps = jacobi::option(argc, argv, "--steps", 10);
  const int depth = jacobi::option(argc, argv, "--depth", 4);
  const std::vector<accelerator> accs = jacobi::same_kind_accelerators();
  if (accs.empty() || (n - 2) / ranks < 2 * depth) {
    if (rank == 0)
      std::fprintf(stderr, "mpi-jacobi: %zu accelerators, %d ranks and %d rows cannot hold halos %d rows deep\n",
                   accs.size(), ranks, n, depth);
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  const accelerator acc = accs[local % accs.size()];
  block b{jacobi::split(n, depth, ranks, rank), acc.get_default_view()};
  b.up = rank > 0 ? rank - 1 : MPI_PROC_NULL;
  b.down = rank + 1 < ranks ? rank + 1 : MPI_PROC_NULL;
  std::printf("rank %d of %d: rows %d-%d on %ls (%ls)\n", rank, ranks, b.rows.own_first, b.rows.own_last - 1,
              acc.get_device_path().c_str(), acc.get_description().c_str());
  std::fflush(stdout);
  std::vector<float> owned;
  const double ms = solve(b, steps, MPI_COMM_WORLD, owned);
  // Rank 0 gathers the grid's inner rows, then solves alone for the check.
  std::vector<int> counts(ranks), offsets(ranks);
  for (int p = 0; p < ranks; ++p) {
    const jacobi::part_rows r = jacobi::split(n, depth, ranks, p);
    counts[p] = (r.own_last - r.own_first) * n;
    offsets[p] = (r.own_first - 1) * n;
  }
  std::vector<float> all(rank == 0 ? static_cast<size_t>(n - 2) * n : 0);
  MPI_Gatherv(owned.data(), static_cast<int>(owned.size()), MPI_FLOAT, all.data(), counts.data(), offsets.data(),
              MPI_FLOAT, 0, MPI_COMM_WORLD);
  int status = 0;
  if (rank == 0) {
    block one{jacobi::split(n, depth, 1, 0), acc.get_default_view()};
    std::vector<float> alone;
    const double base = solve(one, steps, MPI_COMM_SELF, alone);
    const float diff = jacobi::max_difference(alone, all);
    std::printf("jacobi %d x %d, %d steps of %d sweeps\n", n, n, steps, depth);
    std::printf("  1 accelerator: %.3f ms a step\n", base);
    std::printf("  %d ranks: %.3f ms a step (%.2fx), largest difference from one accelerator %g\n", ranks, ms,
                base / ms, diff);
    std::printf("%s\n", diff == 0.0f ? "ok" : "FAILED: the grids differ");
    status = diff == 0.0f ? 0 : 1;
  }
  MPI_Bcast(&status, 1, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Comm_free(&host);
  MPI_Finalize();
  return status;
}
