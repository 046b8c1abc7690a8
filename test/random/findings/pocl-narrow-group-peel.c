// PoCL 3.1 (Debian 12) runs the first work-item of a work-group twice when the
// group is 1 wide in dimension 0 and wider in another, and its kernel has a
// diverging region: here LLVM's `unreachable` default of a switch whose four
// cases cover `v & 3u`. The kernel rewrites its own element, so that element
// is wrong: 16 of 64 with 1 x 4 groups, 0 with 4 x 1, 2 x 4 or 8 x 8. PoCL
// peels the first work-item of such a region off its dimension-0 loop, and
// makes no dimension-0 loop for a group 1 wide: the dimension-1 loop starts
// at 0 again (WorkitemLoops.cc). POCL_WORK_GROUP_SPECIALIZATION=0 hides it.
// Found by test/random, seed 1452 (findings: switch-loop-reference-call).
// Build: gcc pocl-narrow-group-peel.c -lOpenCL
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
static const char *src =
"__kernel void k(__global uint *b) {\n"
"  uint at = get_global_id(1) * 8u + get_global_id(0);\n"
"  uint v = b[at];\n"
"  switch (v & 3u) { case 0u: v += 1u; break; case 1u: v += 5u; break;\n"
"  case 2u: v *= 3u; break; case 3u: v ^= 7u; break; default: v = 0u; }\n"
"  b[at] = v + 1u;\n"
"}\n";
static unsigned f(unsigned v) {
  switch (v & 3u) { case 0u: v += 1u; break; case 1u: v += 5u; break; case 2u: v *= 3u; break; default: v ^= 7u; }
  return v + 1u;
}
int main(void) {
  cl_platform_id p; cl_device_id d; cl_int e;
  clGetPlatformIDs(1, &p, NULL); clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL);
  cl_context c = clCreateContext(NULL, 1, &d, NULL, NULL, &e);
  cl_command_queue q = clCreateCommandQueue(c, d, 0, &e);
  cl_program pr = clCreateProgramWithSource(c, 1, &src, NULL, &e);
  e = clBuildProgram(pr, 1, &d, "", NULL, NULL); if (e) { printf("build %d\n", e); return 1; }
  cl_kernel k = clCreateKernel(pr, "k", &e);
  const size_t locals[4][2] = {{1, 4}, {4, 1}, {2, 4}, {8, 8}};
  for (int s = 0; s < 4; ++s) {
    unsigned in[64], out[64];
    for (unsigned i = 0; i < 64; ++i) in[i] = i * 2654435761u;
    cl_mem b = clCreateBuffer(c, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof in, in, &e);
    clSetKernelArg(k, 0, sizeof b, &b);
    size_t g[2] = {8, 8};
    clEnqueueNDRangeKernel(q, k, 2, NULL, g, locals[s], 0, NULL, NULL);
    clEnqueueReadBuffer(q, b, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL);
    int wrong = 0;
    for (unsigned i = 0; i < 64; ++i) wrong += out[i] != f(in[i]);
    printf("%zu x %zu groups: %d of 64 wrong\n", locals[s][0], locals[s][1], wrong);
    clReleaseMemObject(b);
  }
  return 0;
}
