// RUN: %amp-clang -O2 %s -o %t -lOpenCL
// RUN: %t | FileCheck %s
// A program that passes the handles on without calling OpenCL itself needs no -lOpenCL:
// RUN: %amp-clang -O2 -DHANDLES_ONLY %s -o %t.handles
// RUN: %t.handles | FileCheck %s --check-prefix=HANDLES
// Not a differential test (%run): the host accelerator has no OpenCL objects.
// docs/opencl-interop.md's examples: an OpenCL kernel of the program's own
// enqueued on an array made by C++ AMP, between two parallel_for_each, and
// the program's own buffer and queue (in a context of its own) used as a C++
// AMP array and accelerator_view.
#define CL_TARGET_OPENCL_VERSION 120
#include <amp_opencl.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

#ifdef HANDLES_ONLY
int main() {
  accelerator_view av = accelerator().get_default_view();
  array<float, 1> a(256, av);
  // Handed to a library that calls OpenCL (and releases them) in a real program.
  bool all = opencl::get_context(av) && opencl::get_command_queue(av) && opencl::get_device(av) &&
             opencl::get_buffer(a);
  std::printf("handles %s\n", all ? "ok" : "missing");
  // HANDLES: handles ok
}
#else
const char *source = R"(
__kernel void scale(__global float *v, float by) { v[get_global_id(0)] *= by; }
)";

cl_kernel build(cl_context context, cl_device_id device) {
  cl_int err = CL_SUCCESS;
  cl_program program = clCreateProgramWithSource(context, 1, &source, nullptr, &err);
  clBuildProgram(program, 1, &device, "", nullptr, nullptr);
  cl_kernel kernel = clCreateKernel(program, "scale", &err);
  clReleaseProgram(program); // the kernel keeps it
  return kernel;
}

/// Example 1: the program's kernel on an array made by C++ AMP.
void own_kernel_on_an_amp_array() {
  const int n = 1024;
  accelerator_view av = accelerator().get_default_view();
  std::vector<float> data(n, 1.0f);
  array<float, 1> a(n, data.begin(), data.end(), av);
  parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] += 1.0f; }); // 2

  cl_context context = opencl::get_context(av);
  cl_device_id device = opencl::get_device(av);
  cl_kernel kernel = build(context, device);
  cl_command_queue queue = opencl::get_command_queue(av); // the view's own, in order
  cl_mem buffer = opencl::get_buffer(a);                   // current on av's queue
  float by = 10.0f;
  clSetKernelArg(kernel, 0, sizeof buffer, &buffer);
  clSetKernelArg(kernel, 1, sizeof by, &by);
  size_t global = n;
  // After the parallel_for_each above, before the one below: no wait needed.
  clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &global, nullptr, 0, nullptr, nullptr); // 20

  parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] += 1.0f; }); // 21
  copy(a, data.begin());
  std::printf("own kernel between launches: %g %g\n", data[0], data[n - 1]);
  // CHECK: own kernel between launches: 21 21

  clReleaseMemObject(buffer);
  clReleaseCommandQueue(queue);
  clReleaseKernel(kernel);
  clReleaseDevice(device);
  clReleaseContext(context);
}

/// Example 2: the program's own context, queue and buffer as a C++ AMP view and array.
void own_queue_and_buffer() {
  const int n = 512;
  cl_device_id device = opencl::get_device(accelerator().get_default_view());
  cl_int err = CL_SUCCESS;
  cl_context context = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &err);
  cl_command_queue queue = clCreateCommandQueue(context, device, 0, &err);
  cl_mem buffer = clCreateBuffer(context, CL_MEM_READ_WRITE, n * sizeof(int), nullptr, &err);
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i) data[i] = i;
  clEnqueueWriteBuffer(queue, buffer, CL_FALSE, 0, n * sizeof(int), data.data(), 0, nullptr, nullptr);

  accelerator_view av = opencl::create_accelerator_view(queue);
  array<int, 1> a = opencl::make_array<int, 1>(extent<1>(n), av, buffer);
  // The view and the array keep what they need: the program lets its own go.
  clReleaseMemObject(buffer);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);

  parallel_for_each(av, a.extent, [&a](index<1> i) restrict(amp) { a[i] *= 3; }); // after the write on the same queue
  std::vector<int> out(n);
  copy(a, out.begin());
  std::printf("own buffer: %d %d, same accelerator: %s\n", out[1], out[n - 1],
              av.get_accelerator() == accelerator() ? "yes" : "no");
  // CHECK: own buffer: 3 1533, same accelerator: yes
  clReleaseDevice(device);
}

int main() {
  own_kernel_on_an_amp_array();
  own_queue_and_buffer();
}
#endif
