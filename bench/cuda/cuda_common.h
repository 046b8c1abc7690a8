// What the CUDA twins share: error checks, and timing as bench_common.h
// times the OpenCL side (host clock around the work and a synchronize).
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>

static void check(cudaError_t e, const char *what) {
  if (e != cudaSuccess) {
    std::fprintf(stderr, "%s: %s\n", what, cudaGetErrorString(e));
    std::exit(1);
  }
}

/// The best wall time of \p reps runs of \p fn, each followed by a synchronize.
static double best_of(int reps, const std::function<void()> &fn) {
  double best = 1e30;
  for (int r = 0; r < reps; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    fn();
    check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  return best;
}
