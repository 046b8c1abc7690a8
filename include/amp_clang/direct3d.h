// Concurrency::direct3d: the HLSL-style intrinsics of Microsoft's amp.h, for amp
// code only (restrict(amp), as Microsoft declares them: cpu code calling one is
// an error). They are plain amp code, lowered like the user's; the bodies here
// define their meaning. The Direct3D interop API is in direct3d_interop.h.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/preferred.h>
#include <amp_clang/restrict.h>

namespace Concurrency {
namespace direct3d {

/// Beside the C library's abs(int): see amp_clang/preferred.h.
inline int abs(int x) restrict(amp) AMP_CLANG_PREFERRED { return x < 0 ? -x : x; }
inline float clamp(float x, float lo, float hi) restrict(amp) { return x < lo ? lo : (x > hi ? hi : x); }
inline int clamp(int x, int lo, int hi) restrict(amp) { return x < lo ? lo : (x > hi ? hi : x); }
inline unsigned int countbits(unsigned int x) restrict(amp) {
  unsigned int n = 0;
  for (; x; x &= x - 1)
    ++n;
  return n;
}
/// The highest set bit (for a negative x, the highest clear bit); -1 if none.
inline int firstbithigh(int x) restrict(amp) {
  unsigned int u = x < 0 ? ~static_cast<unsigned int>(x) : static_cast<unsigned int>(x);
  int bit = -1;
  for (int k = 0; k < 32; ++k)
    if (u & (1u << k))
      bit = k;
  return bit;
}
/// The lowest set bit; -1 if none.
inline int firstbitlow(int x) restrict(amp) {
  for (int k = 0; k < 32; ++k)
    if (static_cast<unsigned int>(x) & (1u << k))
      return k;
  return -1;
}
inline int imax(int x, int y) restrict(amp) { return x > y ? x : y; }
inline int imin(int x, int y) restrict(amp) { return x < y ? x : y; }
inline unsigned int umax(unsigned int x, unsigned int y) restrict(amp) { return x > y ? x : y; }
inline unsigned int umin(unsigned int x, unsigned int y) restrict(amp) { return x < y ? x : y; }
inline float mad(float x, float y, float z) restrict(amp) { return x * y + z; }
inline double mad(double x, double y, double z) restrict(amp) { return x * y + z; }
inline int mad(int x, int y, int z) restrict(amp) { return x * y + z; }
inline unsigned int mad(unsigned int x, unsigned int y, unsigned int z) restrict(amp) { return x * y + z; }
inline float radians(float x) restrict(amp) { return x * 0.01745329251994329577f; }
inline float rcp(float x) restrict(amp) { return 1.0f / x; }
inline double rcp(double x) restrict(amp) { return 1.0 / x; }
/// x with its 32 bits in reverse order (bit 0 becomes bit 31).
inline unsigned int reversebits(unsigned int x) restrict(amp) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
  x = ((x >> 8) & 0x00FF00FFu) | ((x & 0x00FF00FFu) << 8);
  return (x >> 16) | (x << 16);
}
inline float saturate(float x) restrict(amp) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }
inline int sign(int x) restrict(amp) { return (x > 0) - (x < 0); }
inline float smoothstep(float lo, float hi, float x) restrict(amp) {
  float t = saturate((x - lo) / (hi - lo));
  return t * t * (3.0f - 2.0f * t);
}
inline float step(float y, float x) restrict(amp) { return x >= y ? 1.0f : 0.0f; }

namespace detail_noise {
/// The gradient at lattice point i, in [-1, 1]: a 32-bit integer hash of i
/// (Perlin's permutation table without the table, which amp code cannot hold).
inline float gradient(int i) restrict(amp) {
  unsigned int h = static_cast<unsigned int>(i);
  h ^= h >> 16;
  h *= 0x7FEB352Du;
  h ^= h >> 15;
  h *= 0x846CA68Bu;
  h ^= h >> 16;
  return static_cast<float>(h & 0xFFFFu) * (2.0f / 65535.0f) - 1.0f;
}
} // namespace detail_noise

/// Perlin gradient noise in one dimension: 0 at every integer, smooth in
/// between, in [-1, 1]; deterministic (the same x gives the same value on every
/// device and run). Defined for |x| < 2^31.
inline float noise(float x) restrict(amp) {
  // The lattice cell [i, i + 1] holding x, and x's place t in it.
  float cell = static_cast<float>(static_cast<int>(x));
  if (cell > x)
    cell -= 1.0f;
  int i = static_cast<int>(cell);
  float t = x - cell;
  // Each end's gradient times the distance from it, blended by Perlin's
  // quintic fade 6t^5 - 15t^4 + 10t^3. |blend| <= 1/2, so twice it is in [-1, 1].
  float from_lo = detail_noise::gradient(i) * t;
  float from_hi = detail_noise::gradient(i + 1) * (t - 1.0f);
  float fade = t * t * t * (t * (t * 6.0f - 15.0f) + 10.0f);
  return clamp(2.0f * (from_lo + fade * (from_hi - from_lo)), -1.0f, 1.0f);
}

} // namespace direct3d
} // namespace Concurrency
