#include "kernel_arguments.h"

#include "cl_check.h"
#include "fault_injection.h"

#include <fmt/format.h>

namespace amp_clang::detail {

void set_kernel_arguments(cl_kernel target, kernel_entry::set_arguments &last, const launch_args &args,
                          cl_mem block_mem, const std::vector<cl_mem> &mems) {
  const kernel_desc &k = args.kernel();
  const std::vector<unsigned char> &block = args.block();
  const unsigned long buffers = buffer_generation();
  const bool same = last.valid && last.buffers == buffers;
  cl_int e = CL_SUCCESS;
  if (!k.block_by_value) {
    if (!(e = injected_fault("clSetKernelArg"))) e = clSetKernelArg(target, 0, sizeof(cl_mem), &block_mem);
  } else if (!same || last.block != block) { // by value, the driver copies the bytes now
    if (!(e = injected_fault("clSetKernelArg"))) e = clSetKernelArg(target, 0, block.size(), block.data());
  }
  if (e != CL_SUCCESS) {
    last.valid = false;
    throw_cl_error(e, "clSetKernelArg",
                   fmt::format("kernel {} argument block ({} bytes, {})", k.name, block.size(), k.origin ? k.origin : "?"));
  }
  for (cl_uint arg = 1; arg <= mems.size(); ++arg) {
    if (same && last.mems.size() == mems.size() && last.mems[arg - 1] == mems[arg - 1]) continue;
    if (!(e = injected_fault("clSetKernelArg"))) e = clSetKernelArg(target, arg, sizeof(cl_mem), &mems[arg - 1]);
    if (e != CL_SUCCESS) {
      last.valid = false;
      throw_cl_error(e, "clSetKernelArg",
                     fmt::format("kernel {} argument {} ({})", k.name, arg, k.origin ? k.origin : "?"));
    }
  }
  last.valid = true;
  last.buffers = buffers;
  last.block = block;
  last.mems = mems;
}

void set_image_arguments(cl_kernel target, const kernel_desc &k, cl_uint first, const image_arguments &images) {
  cl_uint arg = first;
  auto set = [&](std::size_t size, const void *value) {
    cl_int e = injected_fault("clSetKernelArg");
    if (!e) e = clSetKernelArg(target, arg, size, value);
    if (e != CL_SUCCESS)
      throw_cl_error(e, "clSetKernelArg", fmt::format("kernel {} argument {} (an image or sampler, {})", k.image_name,
                                                      arg, k.origin ? k.origin : "?"));
    ++arg;
  };
  for (const cl_mem &m : images.images) set(sizeof(cl_mem), &m);
  for (const cl_sampler &s : images.samplers) set(sizeof(cl_sampler), &s);
}

} // namespace amp_clang::detail
