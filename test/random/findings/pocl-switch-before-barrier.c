// The OpenCL C of findings/switch-before-barrier.cpp, written by hand, run on PoCL
// without amp-clang: 16 of 64 values wrong on PoCL 3.1 (Debian 12), so the
// device compiler is at fault. Build: gcc pocl-switch-before-barrier.c -lOpenCL
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
static const char *src =
"__kernel void k(__global uint *out) {\n"
"  __local uint sh[64];\n"
"  uint li = get_local_id(0);\n"
"  uint v = 100u;\n"
"  switch (li % 4u) { case 0u: v += 7u; break; case 1u: v += 5u; break; case 2u: break;\n"
"  case 3u: if ((li & 8u) != 0u) v += 1000u; break; default: v ^= 1u; }\n"
"  sh[li] = v;\n"
"  barrier(CLK_LOCAL_MEM_FENCE);\n"
"  out[get_global_id(0)] = v;\n"
"}\n";
int main(void) {
  cl_platform_id p; cl_device_id d; cl_int e;
  clGetPlatformIDs(1, &p, NULL); clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL);
  cl_context c = clCreateContext(NULL, 1, &d, NULL, NULL, &e);
  cl_command_queue q = clCreateCommandQueue(c, d, 0, &e);
  cl_program pr = clCreateProgramWithSource(c, 1, &src, NULL, &e);
  e = clBuildProgram(pr, 1, &d, "", NULL, NULL); if (e) { printf("build %d\n", e); return 1; }
  cl_kernel k = clCreateKernel(pr, "k", &e);
  cl_mem b = clCreateBuffer(c, CL_MEM_WRITE_ONLY, 64 * 4, NULL, &e);
  clSetKernelArg(k, 0, sizeof b, &b);
  size_t g = 64, l = 64;
  clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, NULL);
  unsigned out[64]; clEnqueueReadBuffer(q, b, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL);
  int wrong = 0;
  for (unsigned i = 0; i < 64; ++i) { unsigned want = i % 4 == 0 ? 107 : i % 4 == 1 ? 105 : (i % 4 == 3 && (i & 8)) ? 1100 : 100; wrong += out[i] != want; }
  printf("%d of 64 wrong (out[11] = %u)\n", wrong, out[11]);
  return 0;
}
