// Concurrency::graphics::sampler: how texture_view::sample filters and what
// it reads outside the texture. Plain data, so a kernel captures it by value.
#pragma once

#include <amp_clang/property.h>
#include <amp_clang/short_vectors.h>

namespace Concurrency {
namespace graphics {

/// Direct3D 11's values: MIN_MAG_MIP_POINT and MIN_MAG_MIP_LINEAR.
enum filter_mode { filter_point = 0, filter_linear = 0x15, filter_unknown = 0xFFFFFFFF };
/// Direct3D 11's texture address modes.
enum address_mode {
  address_wrap = 1,
  address_mirror = 2,
  address_clamp = 3,
  address_border = 4,
  address_unknown = 0xFFFFFFFF
};

class sampler {
public:
  /// Linear filtering, clamped addressing, a transparent black border.
  sampler() restrict(cpu) : m_filter(filter_linear), m_address(address_clamp), m_border(0.0f, 0.0f, 0.0f, 0.0f) {}
  sampler(filter_mode filter) restrict(cpu) : sampler(filter, address_clamp) {}
  sampler(address_mode address, float_4 border_color = float_4(0.0f, 0.0f, 0.0f, 0.0f)) restrict(cpu)
      : sampler(filter_linear, address, border_color) {}
  sampler(filter_mode filter, address_mode address, float_4 border_color = float_4(0.0f, 0.0f, 0.0f, 0.0f))
      restrict(cpu)
      : m_filter(filter), m_address(address), m_border(border_color) {
    if (filter != filter_point && filter != filter_linear)
      throw runtime_exception("sampler: the filter mode must be filter_point or filter_linear", E_INVALIDARG);
    if (address != address_wrap && address != address_mirror && address != address_clamp &&
        address != address_border)
      throw runtime_exception("sampler: the address mode must be address_wrap, address_mirror, address_clamp "
                              "or address_border",
                              E_INVALIDARG);
  }
  sampler(const sampler &) restrict(cpu, amp) = default;
  sampler(sampler &&) restrict(cpu, amp) = default;
  sampler &operator=(const sampler &) restrict(cpu, amp) = default;
  sampler &operator=(sampler &&) restrict(cpu, amp) = default;

  filter_mode get_filter_mode() const restrict(cpu, amp) { return m_filter; }
  address_mode get_address_mode() const restrict(cpu, amp) { return m_address; }
  float_4 get_border_color() const restrict(cpu, amp) { return m_border; }

private:
  filter_mode m_filter;
  address_mode m_address;
  float_4 m_border;

public:
  // Last: a member named filter_mode hides the type.
  AMP_CLANG_PROPERTY(Concurrency::graphics::filter_mode, filter_mode)
  AMP_CLANG_PROPERTY(Concurrency::graphics::address_mode, address_mode)
  AMP_CLANG_PROPERTY(Concurrency::graphics::float_4, border_color)
};

} // namespace graphics
} // namespace Concurrency
