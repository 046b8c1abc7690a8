// CUDA twin of bench/transfers.cpp: the same 2^28 floats moved with
// cudaMemcpy from a pageable std::vector and from pinned memory
// (cudaMallocHost), and the round trip (up, the same kernel, down).
// Built only where nvcc exists: nvcc -O2 -o transfers_cuda transfers.cu
#include "cuda_common.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

__global__ void bump(float *x, long n) {
  long i = blockIdx.x * long(blockDim.x) + threadIdx.x;
  if (i < n) x[i] += 1.0f;
}

int main(int argc, char **argv) {
  long n = 1L << 28;
  int reps = 10;
  for (int i = 1; i < argc; ++i) {
    if (!std::strncmp(argv[i], "--scale=", 8)) n = std::atol(argv[i] + 8);
    if (!std::strncmp(argv[i], "--reps=", 7)) reps = std::atoi(argv[i] + 7);
  }
  const size_t bytes = 4 * n;
  const double gb = bytes / 1e9;
  cudaDeviceProp p;
  check(cudaGetDeviceProperties(&p, 0), "cudaGetDeviceProperties");
  int driver = 0;
  cudaDriverGetVersion(&driver);
  std::printf("DEVICE|%s|CUDA driver %d\n", p.name, driver);
  std::vector<float> host(n), back(n);
  for (long i = 0; i < n; ++i) host[i] = float(i % 4093);
  float *dev = nullptr, *pinned = nullptr;
  check(cudaMalloc(&dev, bytes), "cudaMalloc");
  check(cudaMallocHost(&pinned, bytes), "cudaMallocHost");
  std::memcpy(pinned, host.data(), bytes);
  double up_page = best_of(reps, [&] { check(cudaMemcpy(dev, host.data(), bytes, cudaMemcpyHostToDevice), "up"); });
  double down_page = best_of(reps, [&] { check(cudaMemcpy(back.data(), dev, bytes, cudaMemcpyDeviceToHost), "down"); });
  double up_pin = best_of(reps, [&] { check(cudaMemcpy(dev, pinned, bytes, cudaMemcpyHostToDevice), "up"); });
  double down_pin = best_of(reps, [&] { check(cudaMemcpy(pinned, dev, bytes, cudaMemcpyDeviceToHost), "down"); });
  std::vector<float> data(host);
  double round_page = best_of(reps, [&] {
    check(cudaMemcpy(dev, data.data(), bytes, cudaMemcpyHostToDevice), "up");
    bump<<<unsigned((n + 255) / 256), 256>>>(dev, n);
    check(cudaMemcpy(data.data(), dev, bytes, cudaMemcpyDeviceToHost), "down");
  });
  double round_pin = best_of(reps, [&] {
    check(cudaMemcpy(dev, pinned, bytes, cudaMemcpyHostToDevice), "up");
    bump<<<unsigned((n + 255) / 256), 256>>>(dev, n);
    check(cudaMemcpy(pinned, dev, bytes, cudaMemcpyDeviceToHost), "down");
  });
  bool ok = back[n - 1] == host[n - 1] && data[n - 1] == host[n - 1] + float(reps);
  const std::string size = std::to_string(n) + " floats (" + std::to_string(long(bytes / 1e6 + 0.5)) + " MB)";
  // Rows named as bench/transfers.cpp's: pinned CUDA beside each pinned hand
  // row, pageable CUDA beside the pageable ones.
  auto row = [&](const char *what, double gbs) {
    std::printf("CUDA|transfers|%s|%s|%.4g|GB/s\n", what, size.c_str(), gbs);
  };
  row("copy(vector -> array) (hand: from pinned memory)", gb / up_pin);
  row("copy(array -> vector) (hand: into pinned memory)", gb / down_pin);
  row("array_view round trip: up, kernel, synchronize (hand: pinned)", 2 * gb / round_pin);
  row("copy(staging array -> array) (hand: from pinned memory)", gb / up_pin);
  row("copy(array -> staging array) (hand: into pinned memory)", gb / down_pin);
  row("copy(vector -> array) (hand: from the same pageable vector)", gb / up_page);
  row("copy(array -> vector) (hand: into a pageable vector)", gb / down_page);
  row("array_view round trip, pageable vector (CUDA only)", 2 * gb / round_page);
  if (!ok) std::fprintf(stderr, "transfers_cuda: results wrong\n");
  std::printf("RESULT|%s\n", ok ? "PASS" : "FAIL");
  cudaFreeHost(pinned);
  cudaFree(dev);
  return ok ? 0 : 1;
}
