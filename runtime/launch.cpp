// Kernel launch: the argument block, buffer binding, compute-domain checks and the NDRange.
#include "cl_check.h"
#include "device.h"
#include "fault_injection.h"
#include "kernel_entry.h"
#include "log.h"
#include "kernel_arguments.h"
#include "launch_shape.h"
#include "launch_timeline.h"
#include "sanitizer.h"
#include "texture_images.h"

#include <amp_clang/launch.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <array>
#include <mutex>
#include <optional>

namespace amp_clang {

namespace {
/// The block and bindings storage of the thread's last launch_args, kept for
/// its next one: back-to-back launches allocate nothing for them. A launch
/// made while another's arguments are alive on the thread takes none (empty
/// vectors) and gives its own back if larger.
struct spare_arguments {
  std::vector<unsigned char> block;
  std::vector<launch_args::binding> bindings;
};
thread_local spare_arguments spare_args;
} // namespace

launch_args::launch_args(const kernel_desc &k) : m_kernel(&k) {
  spare_arguments &spare = spare_args;
  m_block.swap(spare.block);
  m_block.assign(k.block_size, 0);
  m_bindings.swap(spare.bindings); // empty: cleared before it was kept
}

launch_args::~launch_args() {
  m_bindings.clear(); // the views' storage is released here, as before
  spare_arguments &spare = spare_args;
  if (m_block.capacity() > spare.block.capacity()) m_block.swap(spare.block);
  if (m_bindings.capacity() > spare.bindings.capacity()) m_bindings.swap(spare.bindings);
}

void launch_args::write(std::size_t offset, const void *bytes, std::size_t size) {
  if (offset > m_block.size() || size > m_block.size() - offset)
    throw concurrency::runtime_exception(
        fmt::format("amp-clang internal layout error: kernel {} ({}): {} bytes at offset {} "
                    "overflow the {}-byte argument block",
                    m_kernel->name, m_kernel->origin ? m_kernel->origin : "?", size, offset,
                    m_block.size()),
        E_FAIL);
  std::memcpy(m_block.data() + offset, bytes, size);
}

void launch_args::bind(const std::shared_ptr<detail::storage> &s, bool writes, bool through_view,
                       std::size_t byte_offset, bool section, detail::storage::byte_rows rows) {
  m_bindings.push_back({s, writes, through_view, byte_offset, section, std::move(rows)});
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
      E_FAIL);
}

/// Where a launch runs: the view it names, else the home of its first array
/// that has one, else the default accelerator. An array on the cpu
/// accelerator is host memory that no kernel can reach; an array_view over
/// one is host data like any other, moved to wherever the launch runs. A
/// staging texture (one with an associated view) is unreachable through its
/// views too, as in Microsoft's runtime.
bool on_host_accelerator(const launch_args::binding &b) { return b.data->home() && b.data->home()->host; }

std::shared_ptr<device_impl> launch_device(const launch_args &args) {
  for (const auto &b : args.bindings())
    if (b.data->cpu_only() && (!b.through_view || b.data->associated_view()) && !on_host_accelerator(b))
      refuse_cpu_accelerator();
  if (launch_view) {
    if (is_cpu_view(*launch_view)) refuse_cpu_accelerator();
    return launch_view->impl();
  }
  for (const auto &b : args.bindings())
    if (b.data->home()) return b.data->home();
  return default_device();
}

/// Whether AMP_CLANG_VECTOR allows vector variants (default on; 0 turns them off).
bool vectors_enabled() {
  static const bool on = [] {
    const char *env = std::getenv("AMP_CLANG_VECTOR");
    return !env || std::strcmp(env, "0") != 0;
  }();
  return on;
}

/// The vector variant of `k` if this launch may use it (caller holds
/// entry.launch): every view starts on a 16-byte boundary in the memory its
/// buffer in \p mems really has (a buffer made over the host's bytes is
/// where they are), so the vector loads are aligned, and no two views share
/// data, so that no work-item's vector store can overwrite an element
/// another view's work-item wrote.
cl_kernel vector_kernel(device_impl &dev, const kernel_desc &k, kernel_entry &entry, const launch_args &args,
                        const std::vector<cl_mem> &mems) {
  if (!k.vector_name || k.vector_width <= 1 || !vectors_enabled()) return nullptr;
  const auto &bs = args.bindings();
  for (std::size_t i = 0; i < bs.size(); ++i) {
    if (!bs[i].data->aligned_on_device(mems[i], bs[i].byte_offset, 16)) return nullptr;
    for (std::size_t j = 0; j < i; ++j)
      if (bs[i].data == bs[j].data) return nullptr;
  }
  return vector_kernel_of(dev, k, entry);
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
    // Microsoft's limit is 2^32 - 1 threads for every rank (the suite launches
    // 65537 x 65535); ranks above 3 run as one range of unsigned linear indices.
    const std::int64_t limit = std::int64_t{UINT_MAX};
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
          "concurrency::parallel_for_each (tiling): unsupported compute domain, the extent of dimension {} of "
          "the compute domain ({}) cannot be evenly divided by the extent of dimension {} of the tile ({}).",
          i, dims[i], i, tile[i]));
  // Microsoft's runtime dispatches at most 65,535 tiles along each dimension
  // (Direct3D's limit), and code written for it keeps to that.
  for (int i = 0; i < rank; ++i)
    if (dims[i] / tile[i] > max_tiles_per_dimension)
      throw concurrency::invalid_compute_domain(fmt::format(
          "concurrency::parallel_for_each (tiling): unsupported compute domain, the number of tiles in dimension {} "
          "of the compute domain ({}) exceeds the limit of {}.",
          i, dims[i] / tile[i], max_tiles_per_dimension));
  return nonempty;
}

const concurrency::accelerator_view *scoped_launch_view() { return launch_view; }

/// An array belongs to the accelerator_view it was made on: a launch on
/// another view (of the same accelerator), or one naming no view whose arrays
/// are on two, is Microsoft's runtime_exception. An auto-selection view picks
/// the arrays' own.
void check_array_views(const launch_args &args) {
  if (launch_view && launch_view->get_is_auto_selection())
    return;
  const concurrency::accelerator_view *want = launch_view;
  for (const auto &b : args.bindings()) {
    const auto &home = b.data->home_view();
    if (b.through_view || !home)
      continue;
    if (!want) {
      want = home.get();
    } else if (*home != *want) {
      throw concurrency::runtime_exception(
          fmt::format("parallel_for_each: kernel {} ({}): at least one of the array objects it uses is not on the "
                      "{} accelerator_view",
                      args.kernel().name, args.kernel().origin ? args.kernel().origin : "?",
                      launch_view ? "specified target" : "same"),
          E_INVALIDARG);
    }
  }
}

bool runs_on_host(const launch_args &args) {
  // Kept in args: enqueue runs on it without walking the bindings again.
  args.m_device = launch_device(args);
  const std::shared_ptr<device_impl> &dev = args.m_device;
  // An array lives on one accelerator; kernels of another cannot reach it.
  for (const auto &b : args.bindings())
    if (!b.through_view && b.data->home() && on_host_accelerator(b) != dev->host)
      throw concurrency::runtime_exception(
          fmt::format("parallel_for_each: kernel {} ({}) runs on {} but uses an array of {}", args.kernel().name,
                      args.kernel().origin ? args.kernel().origin : "?", dev->full_name(),
                      b.data->home()->full_name()),
          E_INVALIDARG);
  check_array_views(args);
  return dev->host;
}

void refuse_host_launch(const kernel_desc &k) {
  throw concurrency::runtime_exception(
      fmt::format("kernel {} ({}) cannot run on the host accelerator: {}", k.name, k.origin ? k.origin : "?",
                  k.host_refusal ? k.host_refusal : "it has no host version"),
      E_FAIL);
}

namespace {

/// Throws unsupported_feature where the block exceeds what the device takes.
void check_argument_space(const device_impl &dev, const launch_args &args) {
  const kernel_desc &k = args.kernel();
  const std::vector<unsigned char> &block = args.block();
  const std::size_t arg_bytes = block.size() + sizeof(cl_mem) * args.bindings().size();
  if (k.block_by_value ? arg_bytes > dev.max_parameter : block.size() > dev.max_constant)
    throw concurrency::unsupported_feature(fmt::format(
        "kernel {} ({}): its {}-byte argument block exceeds the device's {} ({} bytes)", k.name,
        k.origin ? k.origin : "?", block.size(), k.block_by_value ? "kernel argument space" : "constant buffer",
        k.block_by_value ? dev.max_parameter : dev.max_constant));
}

/// A block too large for the argument space: a buffer of its own, which the
/// driver keeps until the kernel has run (released here when the launch ends).
struct block_buffer {
  cl::Buffer buffer;
  cl_mem mem = nullptr; ///< buffer's handle; null when the block goes by value
  block_buffer(const device_impl &dev, const launch_args &args) {
    if (args.kernel().block_by_value) return;
    const std::vector<unsigned char> &block = args.block();
    cl_int err = injected_fault("clCreateBuffer");
    if (!err)
      buffer = cl::Buffer(clCreateBuffer(dev.context(), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                                         std::max<std::size_t>(block.size(), 1),
                                         const_cast<unsigned char *>(block.data()), &err));
    check_cl(err, "clCreateBuffer (argument block)");
    mem = buffer();
  }
};

/// From here a failure may leave part of the kernel run (an earlier range
/// enqueued, a later one refused): the data it writes must not be trusted on
/// the device any more (storage::launch_failed).
struct failure_guard {
  const launch_args &args;
  bool done = false;
  ~failure_guard() {
    if (!done)
      for (const auto &b : args.bindings())
        if (b.writes) b.data->launch_failed();
  }
};

/// What enqueue keeps per thread from one launch to the next, in one
/// thread_local (each access to one costs a TLS lookup in a shared library).
struct thread_launch_state {
  /// The device whose context and queue this thread saw made (ensure_queue).
  const device_impl *queue_seen = nullptr;
  /// The entry and shape (local size, variant) the thread launched last.
  const kernel_entry *last_entry = nullptr;
  std::array<std::size_t, 4> last_shape{};
  /// The buffers of a launch, reused (launch_mems).
  std::vector<cl_mem> mems;
  bool mems_busy = false;
  /// shape_for's last domain and its shape.
  struct shape_memo {
    const device_impl *dev = nullptr;
    const kernel_desc *kernel = nullptr;
    std::size_t max_group = 0;
    int rank = 0;
    bool tiled = false;
    int dims[3] = {}, tile[3] = {};
    launch_shape shape;
  } shape;
};
thread_local thread_launch_state launch_state;

/// The buffers of one launch: the thread's vector, reused from launch to
/// launch (a launch enqueued while another's is in use gets one of its own).
struct launch_mems {
  thread_launch_state &state;
  std::vector<cl_mem> own;
  std::vector<cl_mem> &mems;
  const bool borrowed;
  explicit launch_mems(thread_launch_state &s)
      : state(s), mems(s.mems_busy ? own : s.mems), borrowed(!s.mems_busy) {
    s.mems_busy = true;
    mems.clear();
  }
  ~launch_mems() {
    if (borrowed) state.mems_busy = false;
  }
  launch_mems(const launch_mems &) = delete;
  launch_mems &operator=(const launch_mems &) = delete;
};

/// Each binding's buffer on `dev`, into `mems`: data that no binding writes
/// may be read where it lies (storage::acquire_device).
void acquire_buffers(const std::shared_ptr<device_impl> &dev, const launch_args &args, std::vector<cl_mem> &mems) {
  for (const auto &b : args.bindings()) {
    const bool written = std::any_of(args.bindings().begin(), args.bindings().end(),
                                     [&](const launch_args::binding &o) { return o.data == b.data && o.writes; });
    mems.push_back(static_cast<cl_mem>(b.data->acquire_device(dev, written)));
  }
}

/// shape_of, remembered for the thread's last launch (ranks up to 3): a
/// launch of the same kernel over the same domain on the same device takes
/// the shape it had.
launch_shape shape_for(thread_launch_state::shape_memo &last, const device_impl &dev, const kernel_desc &k,
                       std::size_t max_group, int rank, const int *dims, const int *tile) {
  if (rank > 3) return shape_of(dev, k, max_group, rank, dims, tile);
  bool same = last.dev == &dev && last.kernel == &k && last.max_group == max_group && last.rank == rank &&
              last.tiled == (tile != nullptr);
  for (int i = 0; same && i < rank; ++i)
    same = last.dims[i] == dims[i] && (!tile || last.tile[i] == tile[i]);
  if (same) return last.shape;
  const launch_shape s = shape_of(dev, k, max_group, rank, dims, tile); // may throw: nothing kept then
  last.dev = &dev;
  last.kernel = &k;
  last.max_group = max_group;
  last.rank = rank;
  last.tiled = tile != nullptr;
  for (int i = 0; i < rank; ++i) {
    last.dims[i] = dims[i];
    last.tile[i] = tile ? tile[i] : 0;
  }
  last.shape = s;
  return s;
}

} // namespace

void enqueue(launch_args &args, int rank, const int *dims, const int *tile) {
  const kernel_desc &k = args.kernel();
  // Found by runs_on_host, which the launch calls first.
  std::shared_ptr<device_impl> dev = args.device() ? args.device() : launch_device(args);
  // The context and queue are made once (std::call_once, hundreds of
  // instructions a call): a thread that saw them made skips it after.
  thread_launch_state &state = launch_state;
  if (state.queue_seen != dev.get()) {
    ensure_queue(*dev);
    state.queue_seen = dev.get();
  }
  flush_other_queues(*dev);
  // The D3D access lock of the view the launch runs on: the one it names, else
  // the device's default view.
  std::lock_guard<std::recursive_mutex> d3d(launch_view ? d3d_access_mutex(*launch_view) : dev->d3d_access);
  std::size_t tile_threads = 1;
  for (int i = 0; tile && i < rank; ++i)
    tile_threads *= static_cast<std::size_t>(tile[i]);
  // A tile 1 wide in OpenCL's dimension 0 on a CPU device: that dimension
  // swapped with a wider one, in the NDRange and in the program.
  const int turn = tile ? turned_dimension(*dev, rank, tile) : 0;
  kernel_entry *turned = turn ? kernel_entry_turned(*dev, k, turn) : nullptr;
  kernel_entry &entry =
      turned ? *turned : tile ? kernel_entry_for_tile(*dev, k, tile_threads) : kernel_entry_for(*dev, k);
  // The image variant, where every texture it samples and every sampler has
  // OpenCL's equivalent (texture_images.h); its images are current from here.
  image_arguments images;
  cl_kernel image_kern = nullptr;
  if (k.image_name && prepare_images(dev, args, images)) {
    std::lock_guard<std::mutex> lock(entry.launch);
    image_kern = image_kernel_of(*dev, k, entry);
  }
  const std::size_t max_group = image_kern ? std::min(entry.max_group, entry.image_max_group) : entry.max_group;
  const launch_shape shape = shape_for(state.shape, *dev, k, max_group, rank, dims, tile);
  check_argument_space(*dev, args);

  std::lock_guard<std::mutex> lock(entry.launch);
  cl_kernel kern = image_kern ? image_kern : entry.kernel();
  block_buffer block(*dev, args);
  failure_guard guard{args};
  launch_mems scratch(state);
  const std::vector<cl_mem> &mems = scratch.mems;
  acquire_buffers(dev, args, scratch.mems);
  set_kernel_arguments(kern, image_kern ? entry.image_args : entry.kernel_args, args, block.mem, mems);
  if (image_kern) set_image_arguments(kern, k, static_cast<cl_uint>(1 + mems.size()), images);
  // -fsanitize=amp: its report buffer is bound after the views. A program
  // built without it (the entry knows) pays nothing here.
  std::optional<sanitizer_launch> sanitized;
  if (entry.sanitized) sanitized.emplace(*dev, kern, k, static_cast<cl_uint>(1 + mems.size()), args);
  bool new_shape = false;
  auto run = [&](cl_kernel target, const std::size_t *offset, const std::size_t *global, const std::size_t *group) {
    const std::size_t variant = image_kern ? 2 : target == kern ? 0 : 1;
    static const char *const variant_names[] = {"", " (vector variant)", " (image variant)"};
    log(log_level::debug, "launch {}{} ({}) on device {}: offset {}x{}x{} global {}x{}x{} local {}x{}x{}, {} views",
        k.name, variant_names[variant], k.origin ? k.origin : "?", dev->index, offset[0], offset[1], offset[2],
        global[0], global[1], global[2], group[0], group[1], group[2], args.bindings().size());
    cl_int e = injected_fault("clEnqueueNDRangeKernel");
    cl::Event timed; // AMP_CLANG_LOG_TIME: the launch's progress in the log
    if (!e)
      e = clEnqueueNDRangeKernel(dev->queue(), target, static_cast<cl_uint>(shape.cl_dims), offset, global, group, 0,
                                 nullptr, launches_timed() ? &timed() : nullptr);
    if (e != CL_SUCCESS)
      throw_cl_error(e, "clEnqueueNDRangeKernel",
                     fmt::format("kernel {} launched at {}", k.name, k.origin ? k.origin : "?"));
    if (timed()) log_progress(timed(), fmt::format("kernel {}{} on device {}", k.name, variant_names[variant], dev->index));
    // A new shape is one the entry has not run (its set); back-to-back
    // launches of one shape skip the set's search.
    const std::array<std::size_t, 4> this_shape{group[0], group[1], group[2], variant};
    if (state.last_entry != &entry || state.last_shape != this_shape) {
      new_shape |= entry.shapes.insert(this_shape).second;
      state.last_entry = &entry;
      state.last_shape = this_shape;
    }
  };
  std::size_t start = 0; // elements of dimension 0 the vector variant covers
  if (!tile && rank == 1 && !image_kern) {
    if (cl_kernel vec = vector_kernel(*dev, k, entry, args, mems)) {
      const std::size_t width = static_cast<std::size_t>(k.vector_width);
      std::size_t group = rank1_local(*dev, entry.vector_max_group);
      while (group > 1 && group > shape.size[0] / width) group /= 2;
      const std::size_t items = shape.size[0] / width / group * group;
      if (items) {
        set_kernel_arguments(vec, entry.vector_args, args, block.mem, mems);
        const std::size_t zero[3] = {0, 0, 0}, global[3] = {items, 1, 1}, local3[3] = {group, 1, 1};
        run(vec, zero, global, local3);
        start = items * width;
      }
    }
  }
  if (tile) {
    const std::size_t zero[3] = {0, 0, 0};
    std::size_t size[3] = {shape.size[0], shape.size[1], shape.size[2]};
    std::size_t local[3] = {shape.local[0], shape.local[1], shape.local[2]};
    if (turned) {
      std::swap(size[0], size[turn]);
      std::swap(local[0], local[turn]);
    }
    run(kern, zero, size, local); // whole tiles: the runtime checked
  } else {
    run_ranges(shape, start, [&](const std::size_t *offset, const std::size_t *global, const std::size_t *group) {
      run(kern, offset, global, group);
    });
  }
  guard.done = true;
  dev->unflushed = true;
  for (const auto &b : args.bindings())
    if (b.writes) {
      if (b.section)
        b.data->device_written(b.rows);
      else
        b.data->device_written();
    }
  if (sanitized) sanitized->check(rank, dims, tile); // prints its reports; throws unless told to go on
  if (new_shape) {
    // The driver compiles this shape now: wait for it, so that the compiler's
    // statics exist before the exit drain is (re)registered after them, and no
    // compile is ever left running at exit.
    cl_int e = injected_fault("clFinish");
    check_cl(e ? e : clFinish(dev->queue()), "clFinish");
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
