// Images for texture samples: format and sampler equivalents, the cache of
// images per texture level, and the copy that keeps each current.
#include "texture_images.h"

#include "cl_check.h"
#include "log.h"

#include <amp_clang/storage.h>

#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <tuple>

namespace amp_clang::detail {
namespace {

enum class image_policy { never, gpus, always };

image_policy policy() {
  static const image_policy p = [] {
    const char *env = std::getenv("AMP_CLANG_TEXTURE_IMAGES");
    if (env && std::strcmp(env, "0") == 0) return image_policy::never;
    if (env && std::strcmp(env, "always") == 0) return image_policy::always;
    return image_policy::gpus;
  }();
  return p;
}

/// OpenCL's image format for a texture's, if it has one: one, two or four
/// components of float (16 or 32 bits), unorm or norm (8 or 16 bits), whose
/// reads OpenCL converts as Direct3D does.
bool image_format(const image_source &s, cl_image_format &f) {
  switch (s.components) {
  case 1: f.image_channel_order = CL_R; break;
  case 2: f.image_channel_order = CL_RG; break;
  case 4: f.image_channel_order = CL_RGBA; break;
  default: return false;
  }
  const bool b8 = s.bits == 8, b16 = s.bits == 16;
  switch (s.kind) {
  case image_source::float_kind:
    if (s.bits != 32 && !b16) return false;
    f.image_channel_data_type = b16 ? CL_HALF_FLOAT : CL_FLOAT;
    return true;
  case image_source::unorm_kind:
    if (!b8 && !b16) return false;
    f.image_channel_data_type = b8 ? CL_UNORM_INT8 : CL_UNORM_INT16;
    return true;
  case image_source::norm_kind:
    if (!b8 && !b16) return false;
    f.image_channel_data_type = b8 ? CL_SNORM_INT8 : CL_SNORM_INT16;
    return true;
  default: return false;
  }
}

/// OpenCL's sampler for a C++ AMP sampler, if it has one. A border reads
/// OpenCL's transparent black (opaque for one- and two-component images,
/// whose reads take only red and green), so other border colours have none.
bool sampler_modes(const sampler_source &s, cl_addressing_mode &address, cl_filter_mode &filter) {
  if (s.filter != 0 && s.filter != 0x15) return false;
  filter = s.filter == 0 ? CL_FILTER_NEAREST : CL_FILTER_LINEAR;
  switch (s.address) {
  case 1: address = CL_ADDRESS_REPEAT; return true;
  case 2: address = CL_ADDRESS_MIRRORED_REPEAT; return true;
  case 3: address = CL_ADDRESS_CLAMP_TO_EDGE; return true;
  case 4: address = CL_ADDRESS_CLAMP; return s.zero_border;
  default: return false;
  }
}

/// An image holding a level of some texels on one device.
struct cached_image {
  std::weak_ptr<storage> data;
  const device_impl *device;
  std::size_t byte_offset;
  std::size_t size[3];
  cl_image_format format;
  unsigned long long version; ///< the texels' storage::device_version() it holds
  cl::Memory image; // an image (cl::Memory: cl::Image cannot adopt a handle)
};

// For the life of the process, deliberately never destroyed: at exit the
// driver may be gone before the images and samplers would be released.
std::mutex cache_mutex;
auto &images = *new std::vector<cached_image>;
auto &samplers = *new std::map<std::tuple<const device_impl *, cl_addressing_mode, cl_filter_mode>, cl::Sampler>;
/// The read-only formats of each device and image type, asked once.
auto &formats = *new std::map<std::pair<const device_impl *, cl_mem_object_type>, std::vector<cl_image_format>>;

cl_mem_object_type image_type(int rank) {
  return rank == 1 ? CL_MEM_OBJECT_IMAGE1D : rank == 2 ? CL_MEM_OBJECT_IMAGE2D : CL_MEM_OBJECT_IMAGE3D;
}

/// Whether `dev` makes read-only images of format `f` and `rank` (PoCL, for
/// one, has no two-component images). Caller holds cache_mutex.
bool device_has_format(const device_impl &dev, int rank, const cl_image_format &f) {
  auto [it, added] = formats.try_emplace({&dev, image_type(rank)});
  if (added) {
    cl_uint n = 0;
    if (clGetSupportedImageFormats(dev.context(), CL_MEM_READ_ONLY, image_type(rank), 0, nullptr, &n) == CL_SUCCESS &&
        n) {
      it->second.resize(n);
      if (clGetSupportedImageFormats(dev.context(), CL_MEM_READ_ONLY, image_type(rank), n, it->second.data(),
                                     nullptr) != CL_SUCCESS)
        it->second.clear();
    }
  }
  for (const cl_image_format &g : it->second)
    if (g.image_channel_order == f.image_channel_order && g.image_channel_data_type == f.image_channel_data_type)
      return true;
  return false;
}

/// Releases the images of texels that are gone (caller holds cache_mutex).
void sweep() {
  for (std::size_t i = 0; i < images.size();) {
    if (images[i].data.expired()) { // its cl::Image goes with it
      images[i] = std::move(images.back());
      images.pop_back();
    } else {
      ++i;
    }
  }
}

bool same_level(const cached_image &c, const device_impl &d, const image_source &s, const cl_image_format &f) {
  return c.device == &d && c.data.lock() == s.data && c.byte_offset == s.byte_offset && c.size[0] == s.size[0] &&
         c.size[1] == s.size[1] && c.size[2] == s.size[2] && c.format.image_channel_order == f.image_channel_order &&
         c.format.image_channel_data_type == f.image_channel_data_type;
}

/// The image of level `s` on `dev`, its texels current; null where the device
/// makes no such image (format or size), which leaves the launch to buffers.
cl_mem current_image(const std::shared_ptr<device_impl> &dev, const image_source &s, const cl_image_format &f) {
  cached_image *c = nullptr;
  for (cached_image &i : images)
    if (same_level(i, *dev, s, f)) c = &i;
  if (!c) {
    cl_image_desc desc{};
    desc.image_type = image_type(s.rank);
    desc.image_width = s.size[0];
    desc.image_height = s.rank > 1 ? s.size[1] : 0; // 0 where the rank has no such side
    desc.image_depth = s.rank > 2 ? s.size[2] : 0;
    cl_int err = CL_SUCCESS;
    cl::Memory image(clCreateImage(dev->context(), CL_MEM_READ_ONLY, &f, &desc, nullptr, &err), false);
    if (err != CL_SUCCESS) { // larger than the device's images, say
      log(log_level::debug, "texture level {}x{}x{}: no image on device {} ({}): buffers", s.size[0], s.size[1],
          s.size[2], dev->index, cl_error_name(err));
      return nullptr;
    }
    images.push_back({s.data, dev.get(), s.byte_offset, {s.size[0], s.size[1], s.size[2]}, f, 0, std::move(image)});
    c = &images.back();
  }
  const cl_mem words = static_cast<cl_mem>(s.data->acquire_device(dev));
  if (c->version != s.data->device_version()) {
    const std::size_t origin[3] = {0, 0, 0}, region[3] = {s.size[0], s.size[1], s.size[2]};
    check_cl(clEnqueueCopyBufferToImage(dev->queue(), words, c->image(), s.byte_offset, origin, region, 0, nullptr, nullptr),
             "clEnqueueCopyBufferToImage");
    c->version = s.data->device_version();
    log(log_level::debug, "texture level {}x{}x{} -> image on device {}", s.size[0], s.size[1], s.size[2], dev->index);
  }
  return c->image();
}

cl_sampler sampler_for(device_impl &dev, cl_addressing_mode address, cl_filter_mode filter) {
  cl::Sampler &s = samplers[{&dev, address, filter}];
  if (!s()) {
    cl_int err = CL_SUCCESS;
    cl_sampler made = clCreateSampler(dev.context(), CL_TRUE, address, filter, &err);
    if (err == CL_SUCCESS) s = cl::Sampler(made);
  }
  return s();
}

} // namespace

bool prepare_images(const std::shared_ptr<device_impl> &dev, const launch_args &args, image_arguments &out) {
  if (!dev->images || policy() == image_policy::never ||
      (policy() == image_policy::gpus && !(dev->type & CL_DEVICE_TYPE_GPU)))
    return false;
  std::vector<cl_image_format> wanted(args.images().size());
  for (std::size_t i = 0; i < wanted.size(); ++i)
    if (!args.images()[i].one_level || !image_format(args.images()[i], wanted[i])) return false;
  std::lock_guard<std::mutex> lock(cache_mutex);
  for (const sampler_source &s : args.samplers()) {
    cl_addressing_mode address;
    cl_filter_mode filter;
    cl_sampler made = sampler_modes(s, address, filter) ? sampler_for(*dev, address, filter) : nullptr;
    if (!made) return false;
    out.samplers.push_back(made);
  }
  sweep();
  for (std::size_t i = 0; i < wanted.size(); ++i) {
    if (!device_has_format(*dev, args.images()[i].rank, wanted[i])) {
      log(log_level::debug, "texture format {:#x}/{:#x}: no such image on device {}: buffers",
          wanted[i].image_channel_order, wanted[i].image_channel_data_type, dev->index);
      return false;
    }
    cl_mem image = current_image(dev, args.images()[i], wanted[i]);
    if (!image) return false;
    out.images.push_back(image);
  }
  return true;
}

} // namespace amp_clang::detail
