// PoCL 3.1 (Debian 12) takes a value leaving a loop whose trip count differs
// between work-items as uniform when each value it can have is, and keeps one
// copy of it across the barrier after the loop: every work-item prints 7,
// where work-items 0 and 1 (whose loop runs no iteration) should print 962.
// Right with -cl-opt-disable, with an `if` instead of the loop, and without
// the barrier. Found through test/random seed 11045; amp-clang works around it
// (lowering/LoopExitValues.cpp). Build: gcc pocl-loop-exit-uniform.c -lOpenCL
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
static const char *src =
"__kernel void k(__global uint *out) {\n"
"  uint gi = get_global_id(0);\n"
"  uint a = 962u;\n"
"  uint n = gi < 2u ? 0u : 1u;\n"
"  while (n != 0u) { a = 7u; --n; }\n"
"  barrier(CLK_LOCAL_MEM_FENCE);\n"
"  out[gi] = a;\n"
"}\n";
int main(void) {
  cl_platform_id p; cl_device_id d; cl_int e;
  clGetPlatformIDs(1, &p, NULL); clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL);
  cl_context c = clCreateContext(NULL, 1, &d, NULL, NULL, &e);
  cl_command_queue q = clCreateCommandQueue(c, d, 0, &e);
  cl_program pr = clCreateProgramWithSource(c, 1, &src, NULL, &e);
  e = clBuildProgram(pr, 1, &d, "", NULL, NULL); if (e) { printf("build %d\n", e); return 1; }
  cl_kernel k = clCreateKernel(pr, "k", &e);
  cl_mem b = clCreateBuffer(c, CL_MEM_WRITE_ONLY, 8 * 4, NULL, &e);
  clSetKernelArg(k, 0, sizeof b, &b);
  size_t g = 8, l = 4;
  clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, NULL);
  unsigned out[8]; clEnqueueReadBuffer(q, b, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL);
  int wrong = 0;
  for (unsigned i = 0; i < 8; ++i) wrong += out[i] != (i < 2 ? 962u : 7u);
  printf("%d of 8 wrong (out[0] = %u)\n", wrong, out[0]);
  return 0;
}
