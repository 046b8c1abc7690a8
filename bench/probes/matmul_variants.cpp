// Probe of the 16x16 tile_static matmul on one OpenCL context (issue 48 s.3):
// variants of the OpenCL C kernel, each built, timed (best of --reps, launch +
// clFinish, host clock) and checked against the first variant, its PTX
// (clGetProgramInfo(CL_PROGRAM_BINARIES) on NVIDIA) written to DIR/<name>.ptx;
// with --ptx=FILE (repeatable), a PTX file whose kernel is "matmul" (an
// edited copy of the driver's own PTX) loaded as a program binary and timed
// the same way: what a change in the PTX alone does through OpenCL. Plain C++ and libOpenCL: g++ -O2 matmul_variants.cpp -lOpenCL.
//   matmul_variants [--n=4096] [--reps=20] [--out=DIR] [--ptx=FILE] [--only=VARIANT]
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

static void check(cl_int e, const char *what) {
  if (e != CL_SUCCESS) {
    std::fprintf(stderr, "OpenCL error %d in %s\n", e, what);
    std::exit(2);
  }
}

// The kernel text: TS 16, T float or double; variants by macro.
static const char *src = R"CLC(
#ifdef USE_DOUBLE
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef double T;
typedef double4 T4;
#else
typedef float T;
typedef float4 T4;
#endif
#define TS 16
#ifdef RESTRICT
#define R restrict
#else
#define R
#endif
#ifdef IDX_T
typedef IDX_T idx;
#else
typedef int idx;
#endif
#ifndef NO_REQD
__attribute__((reqd_work_group_size(TS, TS, 1)))
#endif
__kernel void matmul(__global T *R c, __global const T *R a, __global const T *R b, int n) {
#ifdef FLAT
  __local T as[TS * TS], bs[TS * TS];
#else
  __local T as[TS][TS], bs[TS][TS];
#endif
  idx row = get_local_id(1), col = get_local_id(0);
  idx gr = get_global_id(1), gc = get_global_id(0);
  T sum = 0;
  for (idx k = 0; k < n; k += TS) {
#ifdef FLAT
    as[row * TS + col] = a[gr * n + k + col];
    bs[row * TS + col] = b[(k + row) * n + gc];
#else
    as[row][col] = a[gr * n + k + col];
    bs[row][col] = b[(k + row) * n + gc];
#endif
    barrier(CLK_LOCAL_MEM_FENCE);
#if defined(VEC4)
    for (int j = 0; j < TS; j += 4) {
      T4 x = *(__local const T4 *)&as[row][j];
      sum += x.s0 * bs[j][col];
      sum += x.s1 * bs[j + 1][col];
      sum += x.s2 * bs[j + 2][col];
      sum += x.s3 * bs[j + 3][col];
    }
#elif defined(PTR)
    __local const T *ap = &as[row][0], *bp = &bs[0][col];
#pragma unroll
    for (int j = 0; j < TS; ++j) sum += ap[j] * bp[j * TS];
#elif defined(FLAT)
    for (int j = 0; j < TS; ++j) sum += as[row * TS + j] * bs[j * TS + col];
#elif defined(FMA)
#pragma unroll
    for (int j = 0; j < TS; ++j) sum = fma(as[row][j], bs[j][col], sum);
#else
#ifdef UNROLL
#pragma unroll
#endif
    for (int j = 0; j < TS; ++j) sum += as[row][j] * bs[j][col];
#endif
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[gr * n + gc] = sum;
}
)CLC";

struct variant {
  const char *name, *defines, *options;
};

int main(int argc, char **argv) {
  int n = 4096, reps = 20;
  std::string out = ".", only;
  std::vector<std::string> ptxs; // PTX files to load as program binaries (kernel "matmul"; "double" in the name: the double type)
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a.rfind("--n=", 0) == 0) n = std::atoi(a.c_str() + 4);
    else if (a.rfind("--reps=", 0) == 0) reps = std::atoi(a.c_str() + 7);
    else if (a.rfind("--out=", 0) == 0) out = a.substr(6);
    else if (a.rfind("--ptx=", 0) == 0) ptxs.push_back(a.substr(6));
    else if (a.rfind("--only=", 0) == 0) only = a.substr(7);
  }
  cl_uint np = 0;
  check(clGetPlatformIDs(0, nullptr, &np), "clGetPlatformIDs");
  std::vector<cl_platform_id> ps(np);
  clGetPlatformIDs(np, ps.data(), nullptr);
  cl_device_id dev = nullptr;
  for (auto p : ps) {
    cl_uint nd = 0;
    if (clGetDeviceIDs(p, CL_DEVICE_TYPE_GPU, 1, &dev, &nd) == CL_SUCCESS && nd) break;
    dev = nullptr;
  }
  if (!dev) for (auto p : ps) if (clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &dev, nullptr) == CL_SUCCESS) break;
  char name[256], driver[256];
  clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof name, name, nullptr);
  clGetDeviceInfo(dev, CL_DRIVER_VERSION, sizeof driver, driver, nullptr);
  std::printf("DEVICE|%s|%s\n", name, driver);
  cl_int err;
  cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
  check(err, "clCreateContext");
  cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err);
  check(err, "clCreateCommandQueue");

  for (int dbl = 0; dbl < 2; ++dbl) {
    const std::size_t es = dbl ? 8 : 4, count = std::size_t(n) * n, bytes = count * es;
    std::vector<char> a(bytes), b(bytes), c(bytes), ref(bytes);
    unsigned s = 12345;
    for (std::size_t i = 0; i < count; ++i) {
      s = s * 1103515245u + 12345u;
      double v = double((s >> 8) % 2001) / 1000 - 1;
      if (dbl) reinterpret_cast<double *>(a.data())[i] = v; else reinterpret_cast<float *>(a.data())[i] = float(v);
      s = s * 1103515245u + 12345u;
      v = double((s >> 8) % 2001) / 1000 - 1;
      if (dbl) reinterpret_cast<double *>(b.data())[i] = v; else reinterpret_cast<float *>(b.data())[i] = float(v);
    }
    cl_mem ma = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, a.data(), &err);
    cl_mem mb = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, b.data(), &err);
    cl_mem mc = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, nullptr, &err);
    check(err, "clCreateBuffer");
    const variant vs[] = {
        {"base", "", ""},
        {"unroll", "-DUNROLL", ""},
        {"mad", "", "-cl-mad-enable"},
        {"fma", "-DFMA", ""},
        {"restrict", "-DRESTRICT", ""},
        {"uint", "-DIDX_T=uint", ""},
        {"long", "-DIDX_T=long", ""},
        {"flat", "-DFLAT", ""},
        {"ptr", "-DPTR", ""},
        {"vec4", "-DVEC4", ""},
        {"noreqd", "-DNO_REQD", ""},
        {"restrict_unroll_mad", "-DRESTRICT -DUNROLL", "-cl-mad-enable"},
        {"verbose", "", "-cl-nv-verbose"},
    };
    for (const variant &v : vs) {
      if (!only.empty() && only != v.name) continue;
      std::string opts = std::string(v.defines) + " " + v.options + (dbl ? " -DUSE_DOUBLE" : "");
      cl_program p = clCreateProgramWithSource(ctx, 1, &src, nullptr, &err);
      err = clBuildProgram(p, 1, &dev, opts.c_str(), nullptr, nullptr);
      if (err != CL_SUCCESS) {
        std::vector<char> log(1 << 16);
        clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, log.size(), log.data(), nullptr);
        std::printf("VARIANT|%s|%s|build failed %d|%s\n", dbl ? "double" : "float", v.name, err, log.data());
        clReleaseProgram(p);
        continue;
      }
      if (std::string(v.options).find("verbose") != std::string::npos) {
        std::vector<char> log(1 << 16);
        clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, log.size(), log.data(), nullptr);
        std::printf("BUILDLOG|%s|%s\n", dbl ? "double" : "float", log.data());
      }
      std::size_t bsize = 0;
      clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof bsize, &bsize, nullptr);
      std::vector<unsigned char> bin(bsize);
      unsigned char *bp = bin.data();
      clGetProgramInfo(p, CL_PROGRAM_BINARIES, sizeof bp, &bp, nullptr);
      std::ofstream(out + "/" + v.name + (dbl ? "_double" : "_float") + ".ptx", std::ios::binary)
          .write(reinterpret_cast<char *>(bin.data()), bsize);
      cl_kernel k = clCreateKernel(p, "matmul", &err);
      check(err, "clCreateKernel");
      clSetKernelArg(k, 0, sizeof mc, &mc);
      clSetKernelArg(k, 1, sizeof ma, &ma);
      clSetKernelArg(k, 2, sizeof mb, &mb);
      clSetKernelArg(k, 3, sizeof n, &n);
      std::size_t global[2] = {std::size_t(n), std::size_t(n)}, local[2] = {16, 16};
      auto run = [&] {
        check(clEnqueueNDRangeKernel(q, k, 2, nullptr, global, local, 0, nullptr, nullptr), "launch");
        check(clFinish(q), "clFinish");
      };
      run();
      double best = 1e30;
      for (int r = 0; r < reps; ++r) {
        auto t0 = std::chrono::steady_clock::now();
        run();
        best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
      }
      check(clEnqueueReadBuffer(q, mc, CL_TRUE, 0, bytes, c.data(), 0, nullptr, nullptr), "read");
      if (&v == vs) ref = c;
      const bool same = c == ref;
      std::printf("VARIANT|%s|%s|%.0f|GFLOP/s|%s\n", dbl ? "double" : "float", v.name, 2.0 * n * double(n) * n / best / 1e9,
                  same ? "bitwise equal to base" : "DIFFERS from base");
      clReleaseKernel(k);
      clReleaseProgram(p);
    }
    for (const std::string &ptx : ptxs) {
      if ((ptx.find("double") != std::string::npos) != bool(dbl)) continue;
      const std::string pname = ptx.substr(ptx.find_last_of('/') + 1);
      std::ifstream f(ptx, std::ios::binary);
      std::stringstream ss;
      ss << f.rdbuf();
      std::string text = ss.str();
      const unsigned char *bin = reinterpret_cast<const unsigned char *>(text.c_str());
      std::size_t len = text.size() + 1;
      cl_int st;
      cl_program p = clCreateProgramWithBinary(ctx, 1, &dev, &len, &bin, &st, &err);
      if (err == CL_SUCCESS) err = clBuildProgram(p, 1, &dev, "", nullptr, nullptr);
      if (err != CL_SUCCESS) {
        std::vector<char> log(1 << 16);
        clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, log.size(), log.data(), nullptr);
        std::printf("VARIANT|%s|%s|load failed %d|%s\n", dbl ? "double" : "float", pname.c_str(), err, log.data());
      } else {
        cl_kernel k = clCreateKernel(p, "matmul", &err);
        check(err, "clCreateKernel(ptx)");
        clSetKernelArg(k, 0, sizeof mc, &mc);
        clSetKernelArg(k, 1, sizeof ma, &ma);
        clSetKernelArg(k, 2, sizeof mb, &mb);
        clSetKernelArg(k, 3, sizeof n, &n);
        std::size_t global[2] = {std::size_t(n), std::size_t(n)}, local[2] = {16, 16};
        auto run = [&] {
          check(clEnqueueNDRangeKernel(q, k, 2, nullptr, global, local, 0, nullptr, nullptr), "launch");
          check(clFinish(q), "clFinish");
        };
        run();
        double best = 1e30;
        for (int r = 0; r < reps; ++r) {
          auto t0 = std::chrono::steady_clock::now();
          run();
          best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
        }
        check(clEnqueueReadBuffer(q, mc, CL_TRUE, 0, bytes, c.data(), 0, nullptr, nullptr), "read");
        std::printf("VARIANT|%s|%s|%.0f|GFLOP/s|%s\n", dbl ? "double" : "float", pname.c_str(), 2.0 * n * double(n) * n / best / 1e9,
                    c == ref ? "bitwise equal to base" : "DIFFERS from base");
        clReleaseKernel(k);
      }
      clReleaseProgram(p);
    }
    clReleaseMemObject(ma); clReleaseMemObject(mb); clReleaseMemObject(mc);
  }
  return 0;
}
