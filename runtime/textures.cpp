// The host side of texture views' checks (textures/texel_bits.h: host_check).
#include <amp_clang/exceptions.h>
#include <amp_clang/textures/texel_bits.h>

#include <string>

namespace amp_clang {
namespace texel_bits {

void fail_check(int code, unsigned int a, unsigned int b) {
  switch (code) {
  case check_level_range:
    throw Concurrency::runtime_exception("texture_view: mipmap level " + std::to_string(a) +
                                             " is not one of the texture's " + std::to_string(b),
                                         E_INVALIDARG);
  case check_three_component_write:
    throw Concurrency::runtime_exception("writeonly_texture_view: a texture of three components has no writable "
                                         "format (Direct3D's rule, kept by C++ AMP)",
                                         E_INVALIDARG);
  case check_staging_view: // Microsoft's constructors refuse staging textures
    throw Concurrency::runtime_exception(std::string(a == 1   ? "Read-only texture_view"
                                                     : a == 2 ? "writeonly_texture_view"
                                                              : "texture_view") +
                                             " cannot be created from a staging texture object.",
                                         E_INVALIDARG);
  case check_mipmap_extent:
    throw Concurrency::runtime_exception("get_mipmap_extent: mipmap level " + std::to_string(a) +
                                             " is not less than the " + std::to_string(b) +
                                             " mipmap levels of the texture or texture view",
                                         E_INVALIDARG);
  default:
    throw Concurrency::runtime_exception("texture: invalid use", E_INVALIDARG);
  }
}

} // namespace texel_bits
} // namespace amp_clang
