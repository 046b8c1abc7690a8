// Concurrency::direct3d: the HLSL-style intrinsics of Microsoft's amp.h, for amp
// code (restrict(amp), as Microsoft declares them). The lowering maps each to
// OpenCL C; the bodies here define their meaning.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/restrict.h>

namespace Concurrency {
namespace direct3d {

inline int abs(int x) restrict(amp) { return x < 0 ? -x : x; }
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
inline float saturate(float x) restrict(amp) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }
inline int sign(int x) restrict(amp) { return (x > 0) - (x < 0); }
inline float smoothstep(float lo, float hi, float x) restrict(amp) {
  float t = saturate((x - lo) / (hi - lo));
  return t * t * (3.0f - 2.0f * t);
}
inline float step(float y, float x) restrict(amp) { return x >= y ? 1.0f : 0.0f; }

} // namespace direct3d
} // namespace Concurrency
