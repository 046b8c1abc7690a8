// CUDA twins of bench/'s kernels: seed 004's copies (copies.cpp), the compute
// sweep (sweep.cpp), the tiled matmul (matmul.cpp), the reduction (reduce.cpp)
// and the launch loop (launch.cpp), the same work at the
// same sizes, timed the way the OpenCL side is (host clock around the launch
// and a synchronize, best of --reps). Every result is checked.
// Built only where nvcc exists: nvcc -O2 -o kernels_cuda bench/cuda/kernels.cu
// Prints "CUDA|section|benchmark|size|value|unit" lines for bench/run.sh's
// tables and bench/plot_sweep.py.
#include "cuda_common.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

static int failures = 0;

static void row(const char *section, const std::string &what, const std::string &size, double value, const char *unit) {
  std::printf("CUDA|%s|%s|%s|%.4g|%s\n", section, what.c_str(), size.c_str(), value, unit);
}

struct Triple {
  float left, right, other;
};

__global__ void my_copy(float *x, const float *y) { size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; x[i] = y[i]; }
__global__ void my_copy_strided(float *x, const float *y) {
  size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  x[i] = y[2 * i];
}
__global__ void my_copy_AOS(float *x, const Triple *y) {
  size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  x[i] = y[i].left;
}
__global__ void my_copy_SOA(float *x, const float *left, const float *, const float *) {
  size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  x[i] = left[i];
}
__global__ void copy_float4(float4 *x, const float4 *y) { size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; x[i] = y[i]; }
__global__ void sweep(float *x, const float *y, int n, int stride) {
  size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  float v = y[stride * i];
  for (int k = 0; k < n; ++k) v = v * 0.999f + 0.5f;
  x[i] = v;
}
__global__ void bump(int *v) { v[0] += 1; }

// matmul.cpp's kernel: 16x16 tiles through shared memory.
template <class T> __global__ void matmul(T *c, const T *a, const T *b, int n) {
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

// reduce.cpp's kernel: each 256-thread block sums 2048 floats.
__global__ void reduce(float *part, const float *in) {
  __shared__ float s[256];
  int l = threadIdx.x, g = blockIdx.x;
  int base = g * 2048 + l;
  float v = 0;
  for (int k = 0; k < 8; ++k) v += in[base + k * 256];
  s[l] = v;
  __syncthreads();
  for (int h = 128; h > 0; h >>= 1) {
    if (l < h) s[l] += s[l + h];
    __syncthreads();
  }
  if (l == 0) part[g] = s[0];
}

/// matmul.cpp's sizes and inputs; each result against a double reference on sampled rows.
template <class T> void matmul_row(const char *type, int n, int reps) {
  std::vector<T> a(size_t(n) * n), b(a.size()), c(a.size());
  unsigned s = 12345;
  auto rnd = [&] { s = s * 1103515245u + 12345u; return T((s >> 8) % 2001) / T(1000) - T(1); };
  for (auto &v : a) v = rnd();
  for (auto &v : b) v = rnd();
  T *da, *db, *dc;
  const size_t bytes = a.size() * sizeof(T);
  check(cudaMalloc(&da, bytes), "cudaMalloc");
  check(cudaMalloc(&db, bytes), "cudaMalloc");
  check(cudaMalloc(&dc, bytes), "cudaMalloc");
  check(cudaMemcpy(da, a.data(), bytes, cudaMemcpyHostToDevice), "upload");
  check(cudaMemcpy(db, b.data(), bytes, cudaMemcpyHostToDevice), "upload");
  auto launch = [&] { matmul<T><<<dim3(n / 16, n / 16), dim3(16, 16)>>>(dc, da, db, n); };
  launch();
  double t = best_of(reps, launch);
  check(cudaMemcpy(c.data(), dc, bytes, cudaMemcpyDeviceToHost), "download");
  long bad = 0;
  for (int rr = 0; rr < 4; ++rr) {
    int r = (rr * 7919) % n;
    for (int j = 0; j < n; ++j) {
      double ref = 0;
      for (int q = 0; q < n; ++q) ref += double(a[size_t(r) * n + q]) * double(b[size_t(q) * n + j]);
      bad += !(std::fabs(double(c[size_t(r) * n + j]) - ref) <= (sizeof(T) == 4 ? 1e-3 : 1e-10) * (1 + std::sqrt(double(n))));
    }
  }
  if (bad) {
    std::fprintf(stderr, "matmul %s: %ld wrong\n", type, bad);
    ++failures;
  }
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  row("matmul", std::string("tiled matmul ") + type + " (16x16 tile_static)", std::to_string(n) + "x" + std::to_string(n),
      2.0 * n * double(n) * n / t / 1e9, "GFLOP/s");
}


int main(int argc, char **argv) {
  long n = 1L << 27;
  int reps = 10;
  for (int i = 1; i < argc; ++i) {
    if (!std::strncmp(argv[i], "--scale=", 8)) n = std::atol(argv[i] + 8);
    if (!std::strncmp(argv[i], "--reps=", 7)) reps = std::atoi(argv[i] + 7);
  }
  cudaDeviceProp p;
  check(cudaGetDeviceProperties(&p, 0), "cudaGetDeviceProperties");
  int driver = 0;
  cudaDriverGetVersion(&driver);
  std::printf("DEVICE|%s|CUDA driver %d\n", p.name, driver);
  const std::string size = std::to_string(n) + " floats (" + std::to_string(long(4.0 * n / 1e6 + 0.5)) + " MB)";
  const unsigned blocks = unsigned(n / 256);

  std::vector<float> host(3 * n), out(n);
  for (long i = 0; i < 3 * n; ++i) host[i] = float((i * 7919) % 1000) * 0.001f;
  float *x, *y;
  check(cudaMalloc(&x, 4 * n), "cudaMalloc");
  check(cudaMalloc(&y, 12 * n), "cudaMalloc");
  check(cudaMemcpy(y, host.data(), 12 * n, cudaMemcpyHostToDevice), "upload");
  auto verify = [&](const char *what, const std::function<float(long)> &want) {
    check(cudaMemcpy(out.data(), x, 4 * n, cudaMemcpyDeviceToHost), "download");
    long bad = 0;
    for (long i = 0; i < n; ++i) bad += std::fabs(out[i] - want(i)) > 1e-4f * (1.0f + std::fabs(want(i)));
    if (bad) {
      std::fprintf(stderr, "%s: %ld of %ld wrong\n", what, bad, n);
      ++failures;
    }
    check(cudaMemset(x, 0, 4 * n), "cudaMemset");
  };

  // Copies: useful bytes (read + written) per second.
  const double copy_bytes = 8.0 * n;
  auto copy_row = [&](const char *name, const std::function<void()> &launch, const std::function<float(long)> &want) {
    launch();
    double t = best_of(reps, launch);
    verify(name, want);
    row("copies", name, size, copy_bytes / t / 1e9, "GB/s");
  };
  copy_row("my_copy", [&] { my_copy<<<blocks, 256>>>(x, y); }, [&](long i) { return host[i]; });
  copy_row("my_copy_strided", [&] { my_copy_strided<<<blocks, 256>>>(x, y); }, [&](long i) { return host[2 * i]; });
  copy_row("my_copy_AOS", [&] { my_copy_AOS<<<blocks, 256>>>(x, reinterpret_cast<const Triple *>(y)); },
           [&](long i) { return host[3 * i]; });
  copy_row("my_copy_SOA", [&] { my_copy_SOA<<<blocks, 256>>>(x, y, y + n, y + 2 * n); }, [&](long i) { return host[i]; });
  copy_row("my_copy vs hand float4 copy (device's best)",
           [&] { copy_float4<<<blocks / 4, 256>>>(reinterpret_cast<float4 *>(x), reinterpret_cast<const float4 *>(y)); },
           [&](long i) { return host[i]; });

  // The compute sweep.
  for (int work = 0; work <= 16; ++work)
    for (int stride : {1, 2}) {
      auto launch = [&] { sweep<<<blocks, 256>>>(x, y, work, stride); };
      launch();
      double t = best_of(reps, launch);
      verify(stride == 1 ? "unit_test" : "stride_test", [&](long i) {
        float v = host[stride * i];
        for (int k = 0; k < work; ++k) v = v * 0.999f + 0.5f;
        return v;
      });
      row("compute sweep", std::string(stride == 1 ? "unit_test" : "stride_test") + ", n = " + std::to_string(work),
          size, copy_bytes / t / 1e9, "GB/s");
    }

  matmul_row<float>("float", 4096, reps);
  matmul_row<double>("double", 4096, reps);

  // The reduction: partial sums of 2048 floats, exact (small integers).
  {
    std::vector<float> in(n), part(n / 2048);
    double expected = 0, got = 0;
    for (long i = 0; i < n; ++i) {
      in[i] = float((i * 7919) % 8);
      expected += in[i];
    }
    float *dp;
    check(cudaMalloc(&dp, 4 * (n / 2048)), "cudaMalloc");
    check(cudaMemcpy(y, in.data(), 4 * n, cudaMemcpyHostToDevice), "upload");
    auto launch = [&] { reduce<<<unsigned(n / 2048), 256>>>(dp, y); };
    launch();
    double t = best_of(reps, launch);
    check(cudaMemcpy(part.data(), dp, 4 * (n / 2048), cudaMemcpyDeviceToHost), "download");
    for (float p : part) got += p;
    if (got != expected) {
      std::fprintf(stderr, "reduce: %.17g, expected %.17g\n", got, expected);
      ++failures;
    }
    cudaFree(dp);
    row("reduction", "sum (tile_static tree, 2048 per tile)", size, 4.0 * n / t / 1e9, "GB/s");
  }

  // Launch overhead: a one-thread kernel back to back, and with a wait after each.
  int *v;
  check(cudaMalloc(&v, sizeof(int)), "cudaMalloc");
  check(cudaMemset(v, 0, sizeof(int)), "cudaMemset");
  const int burst = 2000, waited = 500;
  long launches = 0;
  auto b = [&] { for (int i = 0; i < burst; ++i) bump<<<1, 1>>>(v); launches += burst; };
  auto w = [&] {
    for (int i = 0; i < waited; ++i) {
      bump<<<1, 1>>>(v);
      check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
    }
    launches += waited;
  };
  b();
  double tb = best_of(reps, b) / burst;
  w();
  double tw = best_of(reps, w) / waited;
  int got = 0;
  check(cudaMemcpy(&got, v, sizeof(int), cudaMemcpyDeviceToHost), "download");
  if (got != launches) {
    std::fprintf(stderr, "launch: %d increments, %ld launches\n", got, launches);
    ++failures;
  }
  row("launch", "back to back (then one wait)", "1 thread", tb * 1e6, "us/launch");
  row("launch", "wait after each launch", "1 thread", tw * 1e6, "us/launch");
  std::printf("RESULT|%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
