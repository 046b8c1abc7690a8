// Bit-level conversions the texel codec needs. On the device each maps onto
// one OpenCL C built-in (lowering/AmpBuiltins.cpp: namespace texel_bits);
// on the host (and on the host accelerator) these bodies run.
#pragma once

#include <amp_clang/restrict.h>

#include <cstring>

namespace amp_clang {
namespace texel_bits {

/// as_float
inline float float_from_bits(unsigned int u) restrict(cpu, amp) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}
/// as_uint
inline unsigned int bits_of_float(float f) restrict(cpu, amp) {
  unsigned int u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}
/// as_double(upsample(hi, lo))
inline double double_from_bits(unsigned int lo, unsigned int hi) restrict(cpu, amp) {
  unsigned long long u = (static_cast<unsigned long long>(hi) << 32) | lo;
  double d;
  std::memcpy(&d, &u, sizeof d);
  return d;
}
/// (uint)as_ulong(d)
inline unsigned int low_bits_of_double(double d) restrict(cpu, amp) {
  unsigned long long u;
  std::memcpy(&u, &d, sizeof u);
  return static_cast<unsigned int>(u);
}
/// (uint)(as_ulong(d) >> 32)
inline unsigned int high_bits_of_double(double d) restrict(cpu, amp) {
  unsigned long long u;
  std::memcpy(&u, &d, sizeof u);
  return static_cast<unsigned int>(u >> 32);
}

} // namespace texel_bits
} // namespace amp_clang

namespace amp_clang {
namespace texel_bits {
/// What a texture view's host-side checks found wrong.
enum check_code {
  check_level_range = 1,
  check_three_component_write = 2,
  check_staging_view = 3,     ///< a: 0 texture_view, 1 read-only texture_view, 2 writeonly_texture_view
  check_mipmap_extent = 4,    ///< a: the level asked for, b: the levels there are
};
void fail_check(int code, unsigned int a, unsigned int b);
/// A texture view's constructor, which runs on the host and in kernels: on
/// the host it throws runtime_exception when \p ok is false; in a kernel,
/// where nothing can be thrown, it is nothing (the compiler drops it).
inline void host_check(bool ok, int code, unsigned int a = 0, unsigned int b = 0) restrict(cpu, amp) {
  if (!ok)
    fail_check(code, a, b);
}
} // namespace texel_bits
} // namespace amp_clang
