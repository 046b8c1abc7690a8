// CUDA's 16x16 tiled matmul (bench/cuda/kernels.cu's), as extern "C" kernels
// whose PTX (nvcc -ptx -arch=sm_90) matmul_variants --ptx= loads through
// OpenCL, and timed here alone (best of --reps), with --carveout=P the
// kernels' preferred shared-memory carveout set first (cudaFuncAttribute-
// PreferredSharedMemoryCarveout, percent; -1 the default): nvcc -O2 -o matmul_cuda matmul_cuda.cu
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

template <class T> __device__ void matmul(T *c, const T *a, const T *b, int n) {
  __shared__ T as[16][16], bs[16][16];
  int row = threadIdx.y, col = threadIdx.x;
  int gr = blockIdx.y * 16 + row, gc = blockIdx.x * 16 + col;
  T sum = 0;
  for (int k = 0; k < n; k += 16) {
    as[row][col] = a[gr * n + k + col];
    bs[row][col] = b[(k + row) * n + gc];
    __syncthreads();
    for (int j = 0; j < 16; ++j) sum += as[row][j] * bs[j][col];
    __syncthreads();
  }
  c[gr * n + gc] = sum;
}
extern "C" __global__ void matmul_f(float *c, const float *a, const float *b, int n) { matmul(c, a, b, n); }
extern "C" __global__ void matmul_d(double *c, const double *a, const double *b, int n) { matmul(c, a, b, n); }

template <class T> void run(const char *type, int n, int reps, int carveout) {
  // The L1 / shared memory split the kernel prefers (percent of the most
  // shared memory; -1: the driver's choice), as OpenCL has no way to ask.
  if (carveout >= -1) {
    cudaFuncSetAttribute(matmul_f, cudaFuncAttributePreferredSharedMemoryCarveout, carveout);
    cudaFuncSetAttribute(matmul_d, cudaFuncAttributePreferredSharedMemoryCarveout, carveout);
  }
  std::vector<T> a(size_t(n) * n, T(0.5)), b(a.size(), T(0.25));
  T *da, *db, *dc;
  const size_t bytes = a.size() * sizeof(T);
  cudaMalloc(&da, bytes); cudaMalloc(&db, bytes); cudaMalloc(&dc, bytes);
  cudaMemcpy(da, a.data(), bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), bytes, cudaMemcpyHostToDevice);
  auto launch = [&] {
    if (sizeof(T) == 4) matmul_f<<<dim3(n / 16, n / 16), dim3(16, 16)>>>((float *)dc, (const float *)da, (const float *)db, n);
    else matmul_d<<<dim3(n / 16, n / 16), dim3(16, 16)>>>((double *)dc, (const double *)da, (const double *)db, n);
    cudaDeviceSynchronize();
  };
  launch();
  double best = 1e30;
  for (int r = 0; r < reps; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    launch();
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  T got;
  cudaMemcpy(&got, dc, sizeof(T), cudaMemcpyDeviceToHost);
  std::printf("CUDA_MATMUL|%s|carveout %d|%.0f|GFLOP/s|%s\n", type, carveout, 2.0 * n * double(n) * n / best / 1e9,
              got == T(0.125) * n ? "right" : "WRONG");
  cudaFree(da); cudaFree(db); cudaFree(dc);
}

int main(int argc, char **argv) {
  int n = 4096, reps = 20, carveout = -2;
  for (int i = 1; i < argc; ++i) {
    if (!std::strncmp(argv[i], "--carveout=", 11)) carveout = std::atoi(argv[i] + 11);
    if (!std::strncmp(argv[i], "--n=", 4)) n = std::atoi(argv[i] + 4);
    if (!std::strncmp(argv[i], "--reps=", 7)) reps = std::atoi(argv[i] + 7);
  }
  run<float>("float", n, reps, carveout);
  run<double>("double", n, reps, carveout);
  return 0;
}
