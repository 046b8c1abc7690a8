// Kernel launch: the argument block, buffer binding, compute-domain checks and the NDRange.
#include "cl_check.h"
#include "device.h"
#include "kernel_entry.h"
#include "log.h"
#include "program_cache.h"

#include <amp_clang/launch.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <mutex>

namespace amp_clang {

launch_args::launch_args(const kernel_desc &k) : m_kernel(&k), m_block(k.block_size, 0) {}

void launch_args::write(std::size_t offset, const void *bytes, std::size_t size) {
  if (offset > m_block.size() || size > m_block.size() - offset)
    throw concurrency::runtime_exception(
        fmt::format("amp-clang internal layout error: kernel {} ({}): {} bytes at offset {} "
                    "overflow the {}-byte argument block",
                    m_kernel->name, m_kernel->origin ? m_kernel->origin : "?", size, offset,
                    m_block.size()),
        CL_INVALID_ARG_SIZE);
  std::memcpy(m_block.data() + offset, bytes, size);
}

void launch_args::bind(const std::shared_ptr<detail::storage> &s, bool writes, bool through_view) {
  m_bindings.push_back({s, writes, through_view});
}

namespace detail {
namespace {

thread_local const concurrency::accelerator_view *launch_view = nullptr;

bool is_cpu_view(const concurrency::accelerator_view &v) {
  return v.get_accelerator().get_device_path() == concurrency::accelerator::cpu_accelerator;
}

[[noreturn]] void refuse_cpu_accelerator() {
  // Microsoft's words, which programs (and the conformance suite) look for.
  throw concurrency::runtime_exception(
      "concurrency::parallel_for_each is not supported on the selected accelerator \"CPU accelerator\".",
      CL_INVALID_DEVICE);
}

/// Where a launch runs: the view it names, else the home of its first array
/// that has one, else the default accelerator. An array on the cpu
/// accelerator is host memory that no kernel can reach; an array_view over
/// one is host data like any other, moved to wherever the launch runs.
std::shared_ptr<device_impl> launch_device(const launch_args &args) {
  for (const auto &b : args.bindings())
    if (b.data->cpu_only() && !b.through_view) refuse_cpu_accelerator();
  if (launch_view) {
    if (is_cpu_view(*launch_view)) refuse_cpu_accelerator();
    return launch_view->impl();
  }
  for (const auto &b : args.bindings())
    if (b.data->home()) return b.data->home();
  return default_device();
}

std::size_t round_up(std::size_t v, std::size_t m) { return (v + m - 1) / m * m; }

std::size_t rank1_local(const device_impl &d, std::size_t max_group) {
  std::size_t local = std::min<std::size_t>({256, max_group, d.max_item_sizes[0]});
  if (const char *env = std::getenv("AMP_CLANG_LOCAL_SIZE")) {
    long v = std::strtol(env, nullptr, 10);
    if (v > 0) local = std::min<std::size_t>(static_cast<std::size_t>(v), max_group);
  }
  return std::max<std::size_t>(local, 1);
}

/// Shrinks a local size (OpenCL order) until the device accepts it.
void fit_local(const device_impl &d, std::size_t max_group, std::size_t *local, int dims) {
  for (int i = 0; i < dims; ++i) local[i] = std::min(local[i], d.max_item_sizes[i]);
  for (;;) {
    std::size_t total = 1;
    for (int i = 0; i < dims; ++i) total *= local[i];
    if (total <= max_group) return;
    int biggest = 0;
    for (int i = 1; i < dims; ++i)
      if (local[i] > local[biggest]) biggest = i;
    local[biggest] /= 2;
  }
}

} // namespace

bool check_domain(int rank, const int *dims) {
  std::int64_t total = 1;
  for (int i = 0; i < rank; ++i) {
    // As Microsoft's runtime: an empty domain is an error, not a launch of nothing.
    if (dims[i] <= 0)
      throw concurrency::invalid_compute_domain(fmt::format(
          "concurrency::parallel_for_each: unsupported compute domain, the extent of dimension {} "
          "of the compute domain ({}) cannot be smaller than or equal to 0.",
          i, dims[i]));
    total *= dims[i];
    // Microsoft's limit is 2^32 - 1 threads (the suite launches 65537 x 65535).
    // Ranks above 3 run as one linear range of int indices.
    const std::int64_t limit = rank <= 3 ? std::int64_t{UINT_MAX} : std::int64_t{INT_MAX};
    if (total > limit)
      throw concurrency::invalid_compute_domain(fmt::format(
          "concurrency::parallel_for_each: unsupported compute domain, {} threads exceed the {} a domain of "
          "rank {} may have",
          total, limit, rank));
  }
  return total > 0;
}

bool check_tiled_domain(int rank, const int *dims, const int *tile) {
  bool nonempty = check_domain(rank, dims);
  for (int i = 0; i < rank; ++i)
    if (dims[i] % tile[i] != 0)
      throw concurrency::invalid_compute_domain(fmt::format(
          "parallel_for_each: extent dimension {} ({}) is not a multiple of the tile ({})", i,
          dims[i], tile[i]));
  return nonempty;
}

const concurrency::accelerator_view *scoped_launch_view() { return launch_view; }

void enqueue(launch_args &args, int rank, const int *dims, const int *tile) {
  const kernel_desc &k = args.kernel();
  std::shared_ptr<device_impl> dev = launch_device(args);
  ensure_queue(*dev);
  kernel_entry &entry = kernel_entry_for(*dev, k);
  const std::size_t max_group = entry.max_group;

  std::size_t global[3] = {1, 1, 1}, local[3] = {1, 1, 1};
  int cl_dims = rank <= 3 ? rank : 1;
  if (tile) {
    for (int i = 0; i < rank; ++i) {
      global[i] = static_cast<std::size_t>(dims[rank - 1 - i]);
      local[i] = static_cast<std::size_t>(tile[rank - 1 - i]);
    }
    std::size_t threads = local[0] * local[1] * local[2];
    if (threads > max_group)
      throw concurrency::invalid_compute_domain(fmt::format(
          "parallel_for_each: a tile of {} threads exceeds the {} that the device runs kernel {} with",
          threads, max_group, k.name));
  } else if (rank == 1 || rank > 3) {
    std::size_t total = 1;
    for (int i = 0; i < rank; ++i) total *= static_cast<std::size_t>(dims[i]);
    local[0] = rank1_local(*dev, max_group);
    global[0] = round_up(total, local[0]);
  } else {
    const std::size_t preferred[3] = {rank == 2 ? 16u : 8u, rank == 2 ? 16u : 8u, 4u};
    for (int i = 0; i < rank; ++i) local[i] = preferred[i];
    fit_local(*dev, max_group, local, rank);
    for (int i = 0; i < rank; ++i)
      global[i] = round_up(static_cast<std::size_t>(dims[rank - 1 - i]), local[i]);
  }

  const std::vector<unsigned char> &block = args.block();
  const std::size_t arg_bytes = block.size() + sizeof(cl_mem) * args.bindings().size();
  if (k.block_by_value ? arg_bytes > dev->max_parameter : block.size() > dev->max_constant)
    throw concurrency::unsupported_feature(fmt::format(
        "kernel {} ({}): its {}-byte argument block exceeds the device's {} ({} bytes)", k.name,
        k.origin ? k.origin : "?", block.size(),
        k.block_by_value ? "kernel argument space" : "constant buffer",
        k.block_by_value ? dev->max_parameter : dev->max_constant));

  // The D3D access lock of the view the launch runs on: the one it names, else
  // the device's default view.
  std::lock_guard<std::recursive_mutex> d3d(launch_view ? d3d_access_mutex(*launch_view) : dev->d3d_access);
  std::lock_guard<std::mutex> lock(entry.launch);
  cl_kernel kern = entry.kernel;
  cl_int err = CL_SUCCESS;
  cl_mem block_mem = nullptr;
  struct releaser {
    cl_mem &m;
    ~releaser() {
      if (m) clReleaseMemObject(m);
    }
  } release_block{block_mem};
  if (k.block_by_value) {
    // The driver copies the bytes now: nothing to allocate or free per launch.
    err = clSetKernelArg(kern, 0, block.size(), block.data());
  } else {
    // A block too large for the argument space lives in a buffer of its own,
    // which the driver keeps until the kernel has run.
    block_mem = clCreateBuffer(dev->context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                               std::max<std::size_t>(block.size(), 1),
                               const_cast<unsigned char *>(block.data()), &err);
    check_cl(err, "clCreateBuffer (argument block)");
    err = clSetKernelArg(kern, 0, sizeof(cl_mem), &block_mem);
  }
  if (err != CL_SUCCESS)
    throw_cl_error(err, "clSetKernelArg", fmt::format("kernel {} argument block ({} bytes, {})", k.name,
                                                      block.size(), k.origin ? k.origin : "?"));
  cl_uint arg = 1;
  for (const auto &b : args.bindings()) {
    cl_mem mem = static_cast<cl_mem>(b.data->acquire_device(dev));
    err = clSetKernelArg(kern, arg, sizeof(cl_mem), &mem);
    if (err != CL_SUCCESS)
      throw_cl_error(err, "clSetKernelArg", fmt::format("kernel {} argument {} ({})", k.name, arg,
                                                        k.origin ? k.origin : "?"));
    ++arg;
  }
  log(log_level::debug, "launch {} ({}) on device {}: global {}x{}x{} local {}x{}x{}, {} views", k.name,
      k.origin ? k.origin : "?", dev->index, global[0], global[1], global[2], local[0], local[1], local[2],
      args.bindings().size());
  err = clEnqueueNDRangeKernel(dev->queue, kern, static_cast<cl_uint>(cl_dims), nullptr, global,
                               local, 0, nullptr, nullptr);
  if (err != CL_SUCCESS)
    throw_cl_error(err, "clEnqueueNDRangeKernel",
                   fmt::format("kernel {} launched at {}", k.name, k.origin ? k.origin : "?"));
  for (const auto &b : args.bindings())
    if (b.writes) b.data->device_written();
  if (entry.shapes.insert({local[0], local[1], local[2]}).second) {
    // The driver compiles this shape now: wait for it, so that the compiler's
    // statics exist before the exit drain is (re)registered after them, and no
    // compile is ever left running at exit.
    check_cl(clFinish(dev->queue), "clFinish");
    finish_queues_at_exit();
  }
  // No clFlush: every wait (clFinish, a blocking read, an event wait) flushes,
  // and back-to-back launches reach the device in one batch.
}

} // namespace detail

launch_view_scope::launch_view_scope(const concurrency::accelerator_view &view)
    : m_view(view), m_outer(detail::launch_view) {
  detail::launch_view = &m_view;
}

launch_view_scope::~launch_view_scope() { detail::launch_view = m_outer; }

} // namespace amp_clang
