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
  default:
    throw Concurrency::runtime_exception("texture: invalid use", E_INVALIDARG);
  }
}

} // namespace texel_bits
} // namespace amp_clang
