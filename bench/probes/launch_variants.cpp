// Probe of launch overhead on one OpenCL context (issue 48 s.3): a one-work-
// item kernel enqueued back to back (then one clFinish) and with a clFinish
// after each, in the ways the runtime and hand OpenCL differ: a global offset
// or none, amp-clang's kernel shape (its argument block by value) or a plain
// pointer, arguments set before each launch or once. Per launch, best of --reps.
// Plain C++ and libOpenCL: g++ -O2 launch_variants.cpp -lOpenCL.
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

static void check(cl_int e, const char *what) {
  if (e != CL_SUCCESS) {
    std::fprintf(stderr, "OpenCL error %d in %s\n", e, what);
    std::exit(2);
  }
}

static const char *src = R"CLC(
__kernel void bump(__global int *v) { v[0] += 1; }
typedef struct { int v[1]; } amp_extent_1;
typedef struct { int extent[1]; int stride[1]; int offset; } amp_view_meta_1;
typedef struct { amp_extent_1 amp_domain; amp_view_meta_1 c0_vv; } block;
__kernel void amp_shape(block amp_argv, __global int *vv) {
  int i = (int)get_global_id(0);
  vv[amp_argv.c0_vv.offset + i] += 1;
}
)CLC";

int main(int argc, char **argv) {
  int reps = 10;
  for (int i = 1; i < argc; ++i)
    if (!std::strncmp(argv[i], "--reps=", 7)) reps = std::atoi(argv[i] + 7);
  cl_uint np = 0;
  clGetPlatformIDs(0, nullptr, &np);
  std::vector<cl_platform_id> ps(np);
  clGetPlatformIDs(np, ps.data(), nullptr);
  cl_device_id dev = nullptr;
  for (auto p : ps) {
    cl_uint nd = 0;
    if (clGetDeviceIDs(p, CL_DEVICE_TYPE_GPU, 1, &dev, &nd) == CL_SUCCESS && nd) break;
    dev = nullptr;
  }
  if (!dev) for (auto p : ps) if (clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &dev, nullptr) == CL_SUCCESS) break;
  char name[256];
  clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof name, name, nullptr);
  std::printf("DEVICE|%s\n", name);
  cl_int err;
  cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
  cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err);
  cl_program p = clCreateProgramWithSource(ctx, 1, &src, nullptr, &err);
  check(clBuildProgram(p, 1, &dev, "", nullptr, nullptr), "clBuildProgram");
  cl_kernel bump = clCreateKernel(p, "bump", &err), amp = clCreateKernel(p, "amp_shape", &err);
  int zero = 0;
  cl_mem v = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof zero, &zero, &err);
  struct { int domain, extent, stride, offset; } blk{1, 1, 1, 0};
  clSetKernelArg(bump, 0, sizeof v, &v);
  clSetKernelArg(amp, 0, sizeof blk, &blk);
  clSetKernelArg(amp, 1, sizeof v, &v);
  const std::size_t one = 1, zero_off = 0;
  struct variant {
    const char *name;
    cl_kernel k;
    bool offset, set_args, no_local;
  };
  const variant vs[] = {
      {"bump, no offset, local 1 (the hand side)", bump, false, false, false},
      {"bump, offset 0", bump, true, false, false},
      {"bump, local NULL", bump, false, false, true},
      {"amp-clang's shape (16-byte block by value), no offset", amp, false, false, false},
      {"amp-clang's shape, offset 0", amp, true, false, false},
      {"amp-clang's shape, offset 0, both arguments set each launch", amp, true, true, false},
  };
  long launched = 0;
  for (const variant &x : vs) {
    auto launch = [&] {
      if (x.set_args) {
        clSetKernelArg(x.k, 0, sizeof blk, &blk);
        clSetKernelArg(x.k, 1, sizeof v, &v);
      }
      check(clEnqueueNDRangeKernel(q, x.k, 1, x.offset ? &zero_off : nullptr, &one, x.no_local ? nullptr : &one, 0,
                                   nullptr, nullptr), "launch");
      ++launched;
    };
    auto best = [&](int count, bool wait_each) {
      double b = 1e30;
      for (int r = 0; r < reps; ++r) {
        auto t0 = std::chrono::steady_clock::now();
        for (int i = 0; i < count; ++i) {
          launch();
          if (wait_each) clFinish(q);
        }
        clFinish(q);
        b = std::min(b, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() / count);
      }
      return b * 1e6;
    };
    best(200, false);
    const double burst = best(2000, false), waited = best(500, true);
    std::printf("LAUNCH|%s|%.3f|%.3f|us back to back / with a wait\n", x.name, burst, waited);
  }
  int got = 0;
  clEnqueueReadBuffer(q, v, CL_TRUE, 0, sizeof got, &got, 0, nullptr, nullptr);
  std::printf("RESULT|%s\n", got == launched ? "PASS" : "FAIL");
  return 0;
}
