// concurrency::opencl (<amp_opencl.h>): handles and their reference counts, ordering with C++ AMP's own work, errors.
#include "test_kernels.h"

#include <amp_opencl.h>

#include <gtest/gtest.h>

#include <numeric>
#include <string>
#include <vector>

using concurrency::accelerator;
using concurrency::accelerator_view;
using concurrency::array;
using concurrency::extent;
namespace cl_interop = concurrency::opencl;

namespace {

const int n = 1024;

cl_uint mem_refs(cl_mem m) {
  cl_uint refs = 0;
  EXPECT_EQ(clGetMemObjectInfo(m, CL_MEM_REFERENCE_COUNT, sizeof refs, &refs, nullptr), CL_SUCCESS);
  return refs;
}
cl_uint context_refs(cl_context c) {
  cl_uint refs = 0;
  EXPECT_EQ(clGetContextInfo(c, CL_CONTEXT_REFERENCE_COUNT, sizeof refs, &refs, nullptr), CL_SUCCESS);
  return refs;
}
cl_uint queue_refs(cl_command_queue q) {
  cl_uint refs = 0;
  EXPECT_EQ(clGetCommandQueueInfo(q, CL_QUEUE_REFERENCE_COUNT, sizeof refs, &refs, nullptr), CL_SUCCESS);
  return refs;
}

/// v[i] = v[i] * 2 + 0.5: a hand-written OpenCL kernel, built in one context.
struct times2 {
  cl_program program = nullptr;
  cl_kernel kernel = nullptr;
  times2(cl_context context, cl_device_id device) {
    const char *src = "__kernel void times2(__global float *v) { size_t i = get_global_id(0); v[i] = v[i] * 2.0f + 0.5f; }";
    cl_int err = CL_SUCCESS;
    program = clCreateProgramWithSource(context, 1, &src, nullptr, &err);
    EXPECT_EQ(err, CL_SUCCESS);
    EXPECT_EQ(clBuildProgram(program, 1, &device, "", nullptr, nullptr), CL_SUCCESS);
    kernel = clCreateKernel(program, "times2", &err);
    EXPECT_EQ(err, CL_SUCCESS);
  }
  ~times2() {
    clReleaseKernel(kernel);
    clReleaseProgram(program);
  }
  /// Enqueued on \p queue over \p count floats of \p mem, without waiting.
  void enqueue(cl_command_queue queue, cl_mem mem, std::size_t count) {
    ASSERT_EQ(clSetKernelArg(kernel, 0, sizeof mem, &mem), CL_SUCCESS);
    ASSERT_EQ(clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &count, nullptr, 0, nullptr, nullptr), CL_SUCCESS);
  }
};

void inc(array<float, 1> &a) {
  amp_clang::launch(amp_test::k_inc, a.extent, [&](amp_clang::launch_args &args) { args.view(4, a); });
}

std::vector<float> iota(int count) {
  std::vector<float> v(count);
  std::iota(v.begin(), v.end(), 0.0f);
  return v;
}

/// The runtime_exception \p f throws (its what() and OpenCL error).
template <class F> concurrency::runtime_exception thrown(F f) {
  try {
    f();
  } catch (const concurrency::runtime_exception &e) {
    return e;
  }
  ADD_FAILURE() << "no runtime_exception";
  return concurrency::runtime_exception("none", E_FAIL);
}

TEST(opencl_interop, handles_are_the_views_and_retained_for_the_caller) {
  accelerator_view av = accelerator().get_default_view();
  cl_context context = cl_interop::get_context(av);
  const cl_uint refs = context_refs(context);
  cl_context again = cl_interop::get_context(av);
  EXPECT_EQ(again, context);
  EXPECT_EQ(context_refs(context), refs + 1); // each call retains
  clReleaseContext(again);
  EXPECT_EQ(context_refs(context), refs);

  cl_command_queue queue = cl_interop::get_command_queue(av);
  cl_device_id device = cl_interop::get_device(av);
  const cl_uint qrefs = queue_refs(queue);
  cl_command_queue queue2 = cl_interop::get_command_queue(accelerator().create_view()); // every view: the device's queue
  EXPECT_EQ(queue2, queue);
  EXPECT_EQ(queue_refs(queue), qrefs + 1);
  clReleaseCommandQueue(queue2);
  cl_context of_queue = nullptr;
  cl_device_id of_queue_device = nullptr;
  cl_command_queue_properties props = 0;
  clGetCommandQueueInfo(queue, CL_QUEUE_CONTEXT, sizeof of_queue, &of_queue, nullptr);
  clGetCommandQueueInfo(queue, CL_QUEUE_DEVICE, sizeof of_queue_device, &of_queue_device, nullptr);
  clGetCommandQueueInfo(queue, CL_QUEUE_PROPERTIES, sizeof props, &props, nullptr);
  EXPECT_EQ(of_queue, context);
  EXPECT_EQ(of_queue_device, device);
  EXPECT_EQ(props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, 0u); // in order, as documented
  char name[256] = {};
  clGetDeviceInfo(device, CL_DEVICE_NAME, sizeof name, name, nullptr);
  const std::wstring description = av.get_accelerator().get_description();
  EXPECT_EQ(std::string(description.begin(), description.end()), name);
  clReleaseDevice(device);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
}

TEST(opencl_interop, get_buffer_is_current_and_retained) {
  const std::vector<float> src = iota(n);
  array<float, 1> a(n, src.begin(), src.end());
  cl_mem mem = cl_interop::get_buffer(a);
  ASSERT_NE(mem, nullptr);
  EXPECT_EQ(mem_refs(mem), 2u); // the array's and the caller's
  cl_mem again = cl_interop::get_buffer(a);
  EXPECT_EQ(again, mem);
  EXPECT_EQ(mem_refs(mem), 3u);
  clReleaseMemObject(again);
  std::size_t size = 0;
  clGetMemObjectInfo(mem, CL_MEM_SIZE, sizeof size, &size, nullptr);
  EXPECT_GE(size, n * sizeof(float));
  // The host's contents, uploaded; read on the view's queue.
  cl_command_queue queue = cl_interop::get_command_queue(a.get_accelerator_view());
  std::vector<float> read(n, -1.0f);
  ASSERT_EQ(clEnqueueReadBuffer(queue, mem, CL_TRUE, 0, n * sizeof(float), read.data(), 0, nullptr, nullptr), CL_SUCCESS);
  EXPECT_EQ(read, src);
  clReleaseCommandQueue(queue);
  clReleaseMemObject(mem);
}

TEST(opencl_interop, own_kernel_between_two_launches_runs_in_order) {
  accelerator_view av = accelerator().get_default_view();
  const std::vector<float> src = iota(n);
  array<float, 1> a(n, src.begin(), src.end(), av);
  cl_context context = cl_interop::get_context(av);
  cl_device_id device = cl_interop::get_device(av);
  times2 k(context, device);
  for (int round = 0; round < 3; ++round) {
    std::vector<float> expect(src);
    inc(a); // C++ AMP: queued, not flushed
    cl_mem mem = cl_interop::get_buffer(a);
    cl_command_queue queue = cl_interop::get_command_queue(av);
    k.enqueue(queue, mem, n); // after the first launch, before the second
    clReleaseMemObject(mem);
    clReleaseCommandQueue(queue);
    inc(a);
    std::vector<float> out(n);
    concurrency::copy(a, out.begin()); // the host waits for all three
    for (int i = 0; i < n; ++i) {
      expect[i] = (src[i] + 1.0f) * 2.0f + 0.5f + 1.0f;
      ASSERT_EQ(out[i], expect[i]) << "round " << round << " element " << i;
    }
    concurrency::copy(src.begin(), src.end(), a);
  }
  // The own kernel last: the host access that follows copies its result back.
  cl_mem mem = cl_interop::get_buffer(a);
  cl_command_queue queue = cl_interop::get_command_queue(av);
  k.enqueue(queue, mem, n);
  clReleaseMemObject(mem);
  clReleaseCommandQueue(queue);
  EXPECT_EQ(a[5], src[5] * 2.0f + 0.5f);
  clReleaseDevice(device);
  clReleaseContext(context);
}

TEST(opencl_interop, make_array_over_a_filled_buffer) {
  accelerator_view av = accelerator().get_default_view();
  cl_context context = cl_interop::get_context(av);
  cl_command_queue queue = cl_interop::get_command_queue(av);
  const std::vector<float> src = iota(n);
  cl_int err = CL_SUCCESS;
  cl_mem mem = clCreateBuffer(context, CL_MEM_READ_WRITE, n * sizeof(float), nullptr, &err);
  ASSERT_EQ(err, CL_SUCCESS);
  // Not waited for: on the view's queue, the write comes before C++ AMP's use.
  ASSERT_EQ(clEnqueueWriteBuffer(queue, mem, CL_FALSE, 0, n * sizeof(float), src.data(), 0, nullptr, nullptr),
            CL_SUCCESS);
  clRetainMemObject(mem); // the test's second reference, to watch the array's go
  {
    array<float, 1> a = cl_interop::make_array<float, 1>(extent<1>(n), av, mem);
    clReleaseMemObject(mem); // the caller may let its reference go at once
    EXPECT_EQ(a.get_accelerator_view(), av);
    inc(a); // a C++ AMP kernel reads what clEnqueueWriteBuffer wrote
    std::vector<float> out(n);
    concurrency::copy(a, out.begin());
    // Counted once the queue is idle (a queued command holds its buffers too).
    EXPECT_EQ(mem_refs(mem), 2u); // the test's and the array's
    for (int i = 0; i < n; ++i) ASSERT_EQ(out[i], src[i] + 1.0f) << i;
    // The array's buffer is the one given, and holds the launch's result.
    cl_mem buffer = cl_interop::get_buffer(a);
    EXPECT_EQ(buffer, mem);
    std::vector<float> read(n);
    clEnqueueReadBuffer(queue, mem, CL_TRUE, 0, n * sizeof(float), read.data(), 0, nullptr, nullptr);
    EXPECT_EQ(read, out);
    clReleaseMemObject(buffer);
    // Host writes reach the buffer at the next get_buffer.
    a[3] = -7.0f;
    buffer = cl_interop::get_buffer(a);
    float three = 0;
    clEnqueueReadBuffer(queue, mem, CL_TRUE, 3 * sizeof(float), sizeof three, &three, 0, nullptr, nullptr);
    EXPECT_EQ(three, -7.0f);
    clReleaseMemObject(buffer);
  }
  EXPECT_EQ(mem_refs(mem), 1u); // the array's end released its reference
  clReleaseMemObject(mem);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
}

TEST(opencl_interop, make_array_refuses_buffers_it_cannot_use) {
  accelerator_view av = accelerator().get_default_view();
  cl_context context = cl_interop::get_context(av);
  cl_device_id device = cl_interop::get_device(av);
  cl_int err = CL_SUCCESS;
  cl_mem small = clCreateBuffer(context, CL_MEM_READ_WRITE, 16, nullptr, &err);
  auto e = thrown([&] { cl_interop::make_array<float, 1>(extent<1>(n), av, small); });
  EXPECT_EQ(e.get_opencl_error(), CL_INVALID_BUFFER_SIZE);
  EXPECT_NE(std::string(e.what()).find("16 bytes"), std::string::npos) << e.what();
  EXPECT_EQ(mem_refs(small), 1u); // refused: not retained
  clReleaseMemObject(small);

  cl_mem read_only = clCreateBuffer(context, CL_MEM_READ_ONLY, n * sizeof(float), nullptr, &err);
  EXPECT_EQ(thrown([&] { cl_interop::make_array<float, 1>(extent<1>(n), av, read_only); }).get_opencl_error(),
            CL_INVALID_VALUE);
  clReleaseMemObject(read_only);

  e = thrown([&] { cl_interop::make_array<float, 1>(extent<1>(n), av, nullptr); });
  EXPECT_EQ(e.get_opencl_error(), CL_INVALID_MEM_OBJECT);
  EXPECT_NE(std::string(e.what()).find("concurrency::opencl::make_array"), std::string::npos) << e.what();

  cl_context other = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &err);
  ASSERT_EQ(err, CL_SUCCESS);
  cl_mem foreign = clCreateBuffer(other, CL_MEM_READ_WRITE, n * sizeof(float), nullptr, &err);
  EXPECT_EQ(thrown([&] { cl_interop::make_array<float, 1>(extent<1>(n), av, foreign); }).get_opencl_error(),
            CL_INVALID_CONTEXT);
  clReleaseMemObject(foreign);
  clReleaseContext(other);
  clReleaseDevice(device);
  clReleaseContext(context);
}

TEST(opencl_interop, view_over_a_queue_in_a_context_of_the_programs_own) {
  accelerator_view def = accelerator().get_default_view();
  cl_device_id device = cl_interop::get_device(def);
  cl_int err = CL_SUCCESS;
  cl_context context = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &err);
  ASSERT_EQ(err, CL_SUCCESS);
  cl_command_queue queue = clCreateCommandQueue(context, device, 0, &err);
  ASSERT_EQ(err, CL_SUCCESS);
  accelerator_view av = cl_interop::create_accelerator_view(queue, concurrency::queuing_mode_immediate);
  EXPECT_EQ(queue_refs(queue), 2u); // the test's and the runtime's
  EXPECT_EQ(av.get_queuing_mode(), concurrency::queuing_mode_immediate);
  EXPECT_EQ(av.get_accelerator(), accelerator()); // the device's accelerator
  EXPECT_NE(av, def);
  cl_command_queue got = cl_interop::get_command_queue(av);
  EXPECT_EQ(got, queue);
  clReleaseCommandQueue(got);
  cl_context got_context = cl_interop::get_context(av);
  EXPECT_EQ(got_context, context);
  clReleaseContext(got_context);

  // A buffer of the program's context, filled on its queue, as an array on
  // the view; C++ AMP launches on it, then the program's own kernel.
  const std::vector<float> src = iota(n);
  cl_mem mem = clCreateBuffer(context, CL_MEM_READ_WRITE, n * sizeof(float), nullptr, &err);
  clEnqueueWriteBuffer(queue, mem, CL_FALSE, 0, n * sizeof(float), src.data(), 0, nullptr, nullptr);
  times2 k(context, device);
  clReleaseCommandQueue(queue); // the runtime keeps the queue and context alive
  clReleaseContext(context);
  {
    array<float, 1> a = cl_interop::make_array<float, 1>(extent<1>(n), av, mem);
    inc(a);
    k.enqueue(queue, mem, n);
    inc(a);
    std::vector<float> out(n);
    concurrency::copy(a, out.begin());
    for (int i = 0; i < n; ++i) ASSERT_EQ(out[i], (src[i] + 1.0f) * 2.0f + 0.5f + 1.0f) << i;
    // Data moves between this view's context and the runtime's through the host.
    array<float, 1> b(n, def);
    concurrency::copy(a, b);
    inc(b);
    EXPECT_EQ(b[7], out[7] + 1.0f);
  }
  clReleaseMemObject(mem);
  // A second view over the same queue shares its device.
  accelerator_view again = cl_interop::create_accelerator_view(queue);
  EXPECT_EQ(again.impl(), av.impl());
  clReleaseDevice(device);
}

TEST(opencl_interop, view_over_a_queue_in_the_runtimes_context) {
  accelerator_view def = accelerator().get_default_view();
  cl_context context = cl_interop::get_context(def);
  cl_device_id device = cl_interop::get_device(def);
  cl_command_queue own = cl_interop::get_command_queue(def);
  // The device's own queue: a view like create_view's.
  accelerator_view same = cl_interop::create_accelerator_view(own);
  EXPECT_EQ(same.impl(), def.impl());
  EXPECT_NE(same, def);
  clReleaseCommandQueue(own);
  // A second queue of the runtime's context.
  cl_int err = CL_SUCCESS;
  cl_command_queue queue = clCreateCommandQueue(context, device, 0, &err);
  ASSERT_EQ(err, CL_SUCCESS);
  accelerator_view av = cl_interop::create_accelerator_view(queue);
  clReleaseCommandQueue(queue);
  cl_command_queue got = cl_interop::get_command_queue(av);
  EXPECT_EQ(got, queue);
  clReleaseCommandQueue(got);
  const std::vector<float> src = iota(n);
  array<float, 1> a(n, src.begin(), src.end(), av);
  inc(a);
  EXPECT_EQ(a[9], src[9] + 1.0f);
  clReleaseDevice(device);
  clReleaseContext(context);
}

TEST(opencl_interop, create_accelerator_view_refuses_queues_it_cannot_use) {
  auto e = thrown([] { cl_interop::create_accelerator_view(nullptr); });
  EXPECT_EQ(e.get_opencl_error(), CL_INVALID_COMMAND_QUEUE);
  accelerator_view def = accelerator().get_default_view();
  cl_context context = cl_interop::get_context(def);
  cl_device_id device = cl_interop::get_device(def);
  cl_int err = CL_SUCCESS;
  cl_command_queue ooo = clCreateCommandQueue(context, device, CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, &err);
  if (err == CL_SUCCESS) {
    e = thrown([&] { cl_interop::create_accelerator_view(ooo); });
    EXPECT_EQ(e.get_opencl_error(), CL_INVALID_QUEUE_PROPERTIES);
    EXPECT_NE(std::string(e.what()).find("out of order"), std::string::npos) << e.what();
    clReleaseCommandQueue(ooo);
  }
  clReleaseDevice(device);
  clReleaseContext(context);
}

TEST(opencl_interop, the_host_and_cpu_accelerators_have_no_opencl_objects) {
  accelerator_view host = accelerator(amp_clang::host_accelerator).get_default_view();
  for (const accelerator_view &av : {host, accelerator(accelerator::cpu_accelerator).get_default_view()}) {
    EXPECT_THROW(cl_interop::get_context(av), concurrency::runtime_exception);
    EXPECT_THROW(cl_interop::get_device(av), concurrency::runtime_exception);
    auto e = thrown([&] { cl_interop::get_command_queue(av); });
    EXPECT_EQ(e.get_error_code(), E_INVALIDARG);
    EXPECT_NE(std::string(e.what()).find("concurrency::opencl::get_command_queue"), std::string::npos) << e.what();
    array<float, 1> a(n, av);
    EXPECT_THROW(cl_interop::get_buffer(a), concurrency::runtime_exception);
  }
  EXPECT_NE(std::string(thrown([&] { cl_interop::get_context(host); }).what()).find("host accelerator"),
            std::string::npos);
}

} // namespace
